// The order lists' created-at filter, rendered from the real declaration over the real declared
// call: a range picked backwards is an error at the field (red helper text, aria-invalid) and
// never reaches the gateway, swapped or not; a range over the 92 days one call may ask says at
// the field which days the list shows, in the panel's language and date format, and the call asks
// exactly those days. No toast either way.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { declaredMappings, withDeclaredCalls } from '../../dataProvider/declaredCalls';
import pastOrders from '../../resources/commercial/order-past';
import ListView from '../../src/framework/views/ListView';
import type { ResourceEntry } from '../../src/framework/types';
import { formatCalendarDay } from '../../src/domain/dates';
import { renderRoutes, storeTurkishSession } from './support/renderGenerated';

const entry = pastOrders as ResourceEntry;

/** The declared call over a gateway that answers as POST /orders/history does (no orders here). */
function renderPastOrders(language: 'en' | 'tr') {
  const bodies: { createdAtStart: string; createdAtEnd: string }[] = [];
  const request = vi.fn(async (path: string, options: { body: { createdAtStart: string; createdAtEnd: string } }) => {
    if (path !== '/orders/history') throw new Error(`unexpected ${path}`);
    bodies.push(options.body);
    return { orders: [], totalCount: 0 };
  });
  // Stores come from the generic REST provider: a franchise with none is a real answer.
  const base = { getList: async () => ({ data: [], total: 0 }), getMany: async () => ({ data: [] }) } as unknown as DataProvider;
  const dataProvider = withDeclaredCalls(base, { request } as never, declaredMappings([entry]));
  const utils = renderRoutes(entry, { list: ListView }, { path: '/commercial/order/past', dataProvider, language });
  return { ...utils, bodies };
}

/** Types a day into the date picker as a person would, in the panel's date format. */
const pick = async (label: string, day: string, language: 'en' | 'tr' = 'en') => {
  // The picker loads on demand: a disabled box holds its place until then.
  await waitFor(() => expect(screen.getByLabelText(label)).toBeEnabled());
  fireEvent.change(screen.getByLabelText(label), { target: { value: formatCalendarDay(day, language) } });
};
/** The helper line under a field (MUI ties it to the input with aria-describedby). */
const helperOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id) : null;
};

beforeEach(() => {
  localStorage.clear();
  storeTurkishSession();
});

describe('the order list date filter', () => {
  it('refuses a backwards range at the field and asks nothing with it', async () => {
    const { bodies } = renderPastOrders('en');
    await waitFor(() => expect(bodies).toHaveLength(1), { timeout: 8000 });
    await pick('Created from', '2026-03-05');
    await waitFor(() => expect(bodies.at(-1)?.createdAtStart).toBe('2026-03-04T21:00:00.000Z'));
    const calls = bodies.length;

    await pick('Created until', '2026-03-01');
    await waitFor(() => expect(screen.getByLabelText('Created until')).toHaveAttribute('aria-invalid', 'true'));
    expect(helperOf('Created until')).toHaveTextContent('Must not be before the start date');
    expect(helperOf('Created until')).toHaveClass('Mui-error');
    // react-admin's filter form hides helper texts: this one shows.
    expect(helperOf('Created until')).toBeVisible();
    // Past the filter form's debounce, nothing was asked with those days (swapped or not).
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(bodies.length).toBe(calls);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Moving the start before the end rights both fields and asks for the range.
    await pick('Created from', '2026-02-27');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ createdAtStart: '2026-02-26T21:00:00.000Z', createdAtEnd: '2026-03-01T21:00:00.000Z' }));
    expect(screen.getByLabelText('Created until')).toHaveAttribute('aria-invalid', 'false');
    expect(bodies.some((body) => body.createdAtStart === '2026-02-28T21:00:00.000Z')).toBe(false);
  });

  it.each([
    ['en', 'Created from', 'Created until', 'Shortened to 92 days: 2025/03/31 – 2025/06/30'],
    ['tr', 'Başlangıç tarihi', 'Bitiş tarihi', '92 güne kısaltıldı: 31/03/2025 – 30/06/2025'],
  ] as const)('in %s, says at the field to which days a longer range was shortened, and asks those', async (language, fromLabel, toLabel, message) => {
    const { bodies } = renderPastOrders(language);
    await waitFor(() => expect(bodies).toHaveLength(1), { timeout: 8000 });
    await pick(fromLabel, '2025-01-01', language);
    await pick(toLabel, '2025-06-30', language);
    await waitFor(() => expect(helperOf(fromLabel)).toHaveTextContent(message));
    expect(helperOf(fromLabel)).toBeVisible();
    expect(helperOf(fromLabel)).not.toHaveClass('Mui-error');
    expect(screen.getByLabelText(fromLabel)).toHaveAttribute('aria-invalid', 'false');
    await waitFor(() => expect(bodies.at(-1)).toEqual(expect.objectContaining({ createdAtStart: '2025-03-30T21:00:00.000Z', createdAtEnd: '2025-06-30T21:00:00.000Z' })));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Back within the limit, the message goes.
    await pick(fromLabel, '2025-06-01', language);
    await waitFor(() => expect(helperOf(fromLabel)?.textContent ?? '').not.toContain('92'));
  });
});
