// What a tile shows, in its sections, as data: the declaration's fields grouped as a store
// manager reads them (the orders first and largest), and the figures that call for attention
// when above 0. The labels are the declaration's field texts.

export type PulseField =
  | 'activeOrders'
  | 'lateOrders'
  | 'redBaskets'
  | 'successfulOrders'
  | 'missedOrders'
  | 'couriersFree'
  | 'couriersDelivering'
  | 'couriersReturning'
  | 'couriersBusy'
  | 'pickersFree'
  | 'pickersPicking'
  | 'pickersBusy'
  | 'avgPrepareMinutes'
  | 'avgDeliveryMinutes'
  | 'newDtsRecords'
  | 'newDdsLogs';

export interface TileSection {
  /** `resources.pulse-screen.sections.<name>`. */
  name: 'orders' | 'couriers' | 'pickers' | 'today';
  fields: readonly PulseField[];
  /** The orders are the tile's headline: their numbers are the largest. */
  large?: true;
}

export const TILE_SECTIONS: readonly TileSection[] = [
  { name: 'orders', fields: ['activeOrders', 'lateOrders', 'redBaskets', 'successfulOrders', 'missedOrders'], large: true },
  { name: 'couriers', fields: ['couriersFree', 'couriersDelivering', 'couriersReturning', 'couriersBusy'] },
  { name: 'pickers', fields: ['pickersFree', 'pickersPicking', 'pickersBusy'] },
  { name: 'today', fields: ['avgPrepareMinutes', 'avgDeliveryMinutes', 'newDtsRecords', 'newDdsLogs'] },
];

/** Orders going wrong: highlighted in red, with a word, as soon as there is one. */
export const ALERT_FIELDS: ReadonlySet<PulseField> = new Set(['lateOrders', 'redBaskets', 'missedOrders']);

/** Figures that are averages (minutes, to a tenth); the rest are counts. */
export const MINUTE_FIELDS: ReadonlySet<PulseField> = new Set(['avgPrepareMinutes', 'avgDeliveryMinutes']);

/** Whether a store's row has a figure that calls for attention. */
export const needsAttention = (row: Readonly<Record<string, unknown>>) => [...ALERT_FIELDS].some((field) => Number(row[field] ?? 0) > 0);
