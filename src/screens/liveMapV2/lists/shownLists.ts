// The two lists and what the map draws from them, for the live-map core (useLiveMapCore's
// `derive` and `narrow`): rows are built once per data change, and a filter narrows a list and
// its markers together. Every store stays on the map. Pure.
import type { LiveMapContent } from '../../liveMap/core/types';
import { NO_ROW_FILTER, courierRows, filterRows, orderRows, type CourierRow, type OrderRow, type RowFilter } from '../rows';

export interface ListFilters {
  couriers: RowFilter;
  orders: RowFilter;
}

export const NO_LIST_FILTERS: ListFilters = { couriers: NO_ROW_FILTER, orders: NO_ROW_FILTER };

export interface AllRows {
  content: LiveMapContent;
  couriers: CourierRow[];
  orders: OrderRow[];
}

export interface ShownLists extends LiveMapContent {
  courierRows: { all: readonly CourierRow[]; shown: readonly CourierRow[] };
  orderRows: { all: readonly OrderRow[]; shown: readonly OrderRow[] };
}

export function allRows(content: LiveMapContent): AllRows {
  return {
    content,
    couriers: courierRows(content.couriers, content.orders, content.warehouses),
    orders: orderRows(content.orders, content.warehouses),
  };
}

/** The subset of `items` whose id is in `shown` (all of them when the rows were not filtered). */
function pick<I extends { _id: string }>(items: readonly I[], all: readonly { id: string }[], shown: readonly { id: string }[]): readonly I[] {
  if (shown === all) return items;
  const ids = new Set(shown.map((row) => row.id));
  return items.filter((item) => ids.has(item._id));
}

export function shownLists(rows: AllRows, filters: ListFilters): ShownLists {
  const couriers = filterRows(rows.couriers, filters.couriers);
  const orders = filterRows(rows.orders, filters.orders);
  return {
    couriers: pick(rows.content.couriers, rows.couriers, couriers),
    orders: pick(rows.content.orders, rows.orders, orders),
    warehouses: rows.content.warehouses,
    courierRows: { all: rows.couriers, shown: couriers },
    orderRows: { all: rows.orders, shown: orders },
  };
}
