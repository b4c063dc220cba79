import type { AccessSubject } from '../../domain/access';
import { pageTarget } from '../../framework/pageTarget';
import type { EntryShell } from '../../framework/types';

const DETAIL = 'order-detail';

/**
 * The order detail path of an order id, for a user who may open an order (the order detail
 * page's own rule, so the notice's link never leads to a refusal); null for anyone else.
 */
export function orderNoticeTarget(entries: readonly EntryShell[], subject: AccessSubject | null): ((orderId: string) => string) | null {
  const target = pageTarget(entries, DETAIL, subject);
  return target && ((orderId) => target({ id: orderId }));
}
