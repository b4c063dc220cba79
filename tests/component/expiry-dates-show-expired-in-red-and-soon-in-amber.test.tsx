// A date declared as an expiry (a vehicle's inspection or insurance) says in words and colour
// when it has run out (red, "Expired") or will within 30 days (amber, "Expires soon"), counted in
// the user's time zone; other dates, and expiries far ahead, look like any date.
import { screen } from '@testing-library/react';
import { RecordContextProvider, testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { date } from '../../src/domain/declaration/fields';
import { FieldValue } from '../../src/framework/views/fields/FieldValue';
import { renderInAdmin, storeTurkishSession } from './support/renderGenerated';

beforeEach(storeTurkishSession);

/** The calendar day `days` from today in Istanbul, as the gateway sends a date. */
function dayFromToday(days: number): string {
  const istanbul = new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000);
  return istanbul.toISOString().slice(0, 10);
}

function show(value: string, expiry: boolean) {
  return renderInAdmin(
    <RecordContextProvider value={{ id: 'v1', insuranceDate: value }}>
      <FieldValue resource="vehicles" source="insuranceDate" field={date({ expiry })} />
    </RecordContextProvider>,
    { path: '/', dataProvider: testDataProvider() },
  );
}

describe('an expiry date', () => {
  it('past: red, labelled expired', async () => {
    show(dayFromToday(-1), true);
    const chip = (await screen.findByText('Expired')).closest('.MuiChip-root');
    expect(chip).toHaveClass('MuiChip-colorError');
  });

  it('within 30 days: amber, labelled expires soon', async () => {
    show(dayFromToday(10), true);
    const chip = (await screen.findByText('Expires soon')).closest('.MuiChip-root');
    expect(chip).toHaveClass('MuiChip-colorWarning');
  });

  it('further ahead: the date alone', async () => {
    const { container } = show(dayFromToday(45), true);
    expect(await screen.findByText(dayFromToday(45).replaceAll('-', '/'))).toBeInTheDocument();
    expect(container.querySelector('.MuiChip-root')).toBeNull();
  });

  it('a date not declared as an expiry is never labelled, even in the past', async () => {
    const { container } = show(dayFromToday(-100), false);
    expect(await screen.findByText(dayFromToday(-100).replaceAll('-', '/'))).toBeInTheDocument();
    expect(container.querySelector('.MuiChip-root')).toBeNull();
  });
});
