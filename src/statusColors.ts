// The theme's colours of the courier and order statuses (the live maps' dots, lists and legends). Each status keeps its enumeration's colour group
// (success green, warning amber, info blue, primary purple, secondary yellow, error red, default
// grey) so a map dot and a status chip agree; statuses of one group get distinct shades of it so
// the legend can still tell them apart. Every shade has at least 3:1 contrast with white (WCAG
// non-text contrast), and the layer outlines every symbol in white and a dark edge.
import { courierStatus, orderStatus, type DomainEnum, type EnumColor } from './domain/enums';

export const STATUS_SHADES: Record<EnumColor, readonly string[]> = {
  success: ['#2e7d32', '#558b2f', '#1b5e20'],
  warning: ['#ef6c00', '#c77700', '#e65100', '#b26a00'],
  info: ['#0277bd', '#00838f', '#1565c0', '#4a6fa5', '#00695c', '#283593'],
  primary: ['#5d3ebc', '#8e24aa', '#3f2a85', '#7b5fd6'],
  secondary: ['#a08400', '#8a7300', '#b08f00'],
  error: ['#c62828', '#ad1457', '#d84315', '#8e0000', '#e53935'],
  default: ['#616161', '#78909c', '#8d6e63', '#455a64'],
};

/** Colour of a value the enumeration does not list (a newer gateway): neutral, never missing. */
export const UNKNOWN_STATUS_COLOR = '#757575';

/** Walks the entries in order and hands each the next shade of its group. */
function shadeTable(enumeration: DomainEnum): ReadonlyMap<number, string> {
  const used: Partial<Record<EnumColor, number>> = {};
  const table = new Map<number, string>();
  for (const entry of enumeration.entries) {
    const shades = STATUS_SHADES[entry.color];
    const index = used[entry.color] ?? 0;
    used[entry.color] = index + 1;
    table.set(entry.value, shades[index % shades.length]);
  }
  return table;
}

const courierColors = shadeTable(courierStatus);
const orderColors = shadeTable(orderStatus);

export function courierStatusColor(status: number | null | undefined): string {
  return (status != null && courierColors.get(status)) || UNKNOWN_STATUS_COLOR;
}

export function orderStatusColor(status: number | null | undefined): string {
  return (status != null && orderColors.get(status)) || UNKNOWN_STATUS_COLOR;
}

/** Warehouses are one kind of thing, drawn in the brand's ink so they stand out from every status. */
export const WAREHOUSE_COLOR = '#1b1036';
