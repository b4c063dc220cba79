import { describe, expect, it } from 'vitest';
import { courierStatus, orderStatus, type DomainEnum } from '../../src/domain/enums';
import {
  STATUS_SHADES,
  UNKNOWN_STATUS_COLOR,
  WAREHOUSE_COLOR,
  courierStatusColor,
  orderStatusColor,
} from '../../src/statusColors';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

const cases: [string, DomainEnum, (status: number) => string][] = [
  ['courier', courierStatus, courierStatusColor],
  ['order', orderStatus, orderStatusColor],
];

describe.each(cases)('%s status colours on the map', (_name, enumeration, colorOf) => {
  it('give every spec status its own colour from its chip colour group', () => {
    const colours = enumeration.entries.map((entry) => {
      const colour = colorOf(entry.value);
      expect(colour, entry.key).toMatch(/^#[0-9a-f]{6}$/);
      expect(colour, entry.key).not.toBe(UNKNOWN_STATUS_COLOR);
      expect(STATUS_SHADES[entry.color], entry.key).toContain(colour);
      return colour;
    });
    expect(new Set(colours).size).toBe(colours.length);
  });

  it('stand out from white at 3:1 or more', () => {
    for (const entry of enumeration.entries) {
      expect(contrastWithWhite(colorOf(entry.value)), entry.key).toBeGreaterThanOrEqual(3);
    }
  });

  it('give a status the spec does not list, or none, the neutral colour', () => {
    expect(colorOf(12345)).toBe(UNKNOWN_STATUS_COLOR);
    expect(courierStatusColor(undefined)).toBe(UNKNOWN_STATUS_COLOR);
    expect(orderStatusColor(null)).toBe(UNKNOWN_STATUS_COLOR);
  });
});

it('every shade, the neutral colour and the warehouse colour read on white', () => {
  for (const colour of [...Object.values(STATUS_SHADES).flat(), UNKNOWN_STATUS_COLOR, WAREHOUSE_COLOR]) {
    expect(contrastWithWhite(colour), colour).toBeGreaterThanOrEqual(3);
  }
});
