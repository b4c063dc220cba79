// The columns and filters both order lists declare, labelled from the shared orders.fields.*
// texts. Pure descriptors: the declarations that use them are read by the registry.
import { orderStatus, orderType } from './enums';
import { date, datetime, enumOf, money, reference, STORE_LABEL_KEY, text } from './declaration/fields';
import type { EnumLike } from './declaration/fields';

const label = (field: string) => `orders.fields.${field}`;

/** `statuses`: the enumeration the status filter offers (all statuses, or the active ones). */
export function orderListFields(statuses: EnumLike = orderStatus) {
  return {
    createdAt: datetime({ sortable: true, labelKey: label('createdAt') }),
    checkoutAt: datetime({ sortable: true, labelKey: label('checkoutAt') }),
    deliveredAt: datetime({ sortable: true, labelKey: label('deliveredAt') }),
    statusUpdatedAt: datetime({ sortable: true, labelKey: label('statusUpdatedAt') }),
    status: enumOf(statuses, { sortable: true, labelKey: label('status') }),
    domainType: enumOf(orderType, { labelKey: label('domainType') }),
    warehouseId: reference('warehouses', 'name', { labelKey: STORE_LABEL_KEY }),
    courierName: text({ labelKey: label('courierName') }),
    pickerName: text({ labelKey: label('pickerName') }),
    totalAmount: money({ sortable: true, currencySource: 'currency', labelKey: label('totalAmount') }),
    // Filters only: the created-at range the list asks for (clamped, see historyCall.ts).
    createdFrom: date({ labelKey: label('createdFrom') }),
    createdTo: date({ labelKey: label('createdTo') }),
  };
}
