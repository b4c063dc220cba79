import { canAccessRule, type AccessSubject } from '../../domain/access';
import { fillPath } from '../../framework/paths';
import type { RegistryEntry } from '../../framework/types';

const DETAIL = 'order-detail';

/**
 * The order detail path of an order id, for a user who may open an order (the order detail
 * page's own rule, so the notice's link never leads to a refusal); null for anyone else.
 */
export function orderNoticeTarget(entries: readonly RegistryEntry[], subject: AccessSubject | null): ((orderId: string) => string) | null {
  const detail = entries.find((entry) => entry.name === DETAIL);
  if (detail?.kind !== 'page' || !canAccessRule(subject, detail.access)) return null;
  return (orderId) => fillPath(detail.path, { id: orderId });
}
