// The statuses each order list offers (past or active), with orderStatus's labels and colours.
// Small, for the declarations in the first load; the lists' call is orderHistoryCall.ts (lazy).
import { isActiveOrderStatus, orderStatus, type DomainEnum } from './enums';

/** The order statuses a list offers in its status filter: labels and colours stay orderStatus's. */
function orderStatusSubset(keep: (status: number) => boolean): DomainEnum {
  return {
    ...orderStatus,
    entries: orderStatus.entries.filter((entry) => keep(entry.value)),
    values: orderStatus.values.filter(keep),
    choices: () => orderStatus.choices().filter((choice) => keep(choice.id)),
  };
}

/** Orders still on their way: 350 reserved to 800 reached. */
export const activeOrderStatus = orderStatusSubset(isActiveOrderStatus);
/** Orders whose flow has ended: delivered, rated, canceled, aborted or never checked out. */
export const pastOrderStatus = orderStatusSubset((status) => !isActiveOrderStatus(status));
export const PAST_ORDER_STATUSES = pastOrderStatus.values;

