// Every order status and every courier status (spec 4) renders as a chip with its own translated
// label in English and Turkish, in its enumeration's colour group.
import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { courierStatus, orderStatus, type DomainEnum } from '../../src/domain/enums';
import { EnumChip } from '../../src/framework/views/fields/EnumChip';
import { OrderScreenContext } from './support/orderI18n';

const cases: [string, DomainEnum][] = [
  ['order', orderStatus],
  ['courier', courierStatus],
];

describe.each(cases)('%s status chips', (_kind, enumeration) => {
  it.each(['en', 'tr'] as const)('in %s, each status has a chip with its own label and colour', (language) => {
    render(
      <OrderScreenContext language={language}>
        {enumeration.values.map((status) => (
          <div key={status} data-testid={`status-${status}`}>
            <RecordContextProvider value={{ id: status, status }}>
              <EnumChip source="status" enumeration={enumeration} />
            </RecordContextProvider>
          </div>
        ))}
      </OrderScreenContext>,
    );
    const labels = new Set<string>();
    for (const status of enumeration.values) {
      const chip = screen.getByTestId(`status-${status}`).querySelector('.MuiChip-root');
      expect(chip, `chip for ${status}`).not.toBeNull();
      const label = enumeration.label(status, language)!;
      expect(chip).toHaveTextContent(label);
      labels.add(label);
      const color = enumeration.color(status);
      // MUI names the colour in a class: MuiChip-colorSuccess, MuiChip-colorDefault...
      expect(chip!.className).toContain(`MuiChip-color${color[0].toUpperCase()}${color.slice(1)}`);
    }
    expect(labels.size).toBe(enumeration.values.length);
  });

  it('a delivered order and a canceled one never share a colour group', () => {
    if (enumeration !== orderStatus) return;
    expect(orderStatus.color(900)).toBe('success');
    for (const canceled of [1100, 1200, 1300, 1400, 1500]) expect(orderStatus.color(canceled)).toBe('error');
  });
});
