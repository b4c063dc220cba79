import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { OrderCountSeries } from '../../src/domain/orders';
import { useSummaryReply } from '../../src/framework/views/summary/useSummaryReply';
import type { SummaryContext } from '../../src/framework/views/summary/source';
import { resolvePeriod } from '../../src/screens/orderStats/ranges';
import orderCounts, { type CountsQuery } from '../../src/screens/orderStats/source';
import type { Transport } from '../../dataProvider/calls';
import { WithTransport } from './support/fakeTransport';

/** A gateway whose calls wait until released, recording each path, body and signal. */
function pendingGateway() {
  const calls: { path: string; body: { groupType: string }; signal: AbortSignal; release: () => void }[] = [];
  return {
    calls,
    request<T>(path: string, options?: { body?: unknown; signal?: AbortSignal }): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const body = options!.body as { groupType: 'day' | 'week' };
        const reply: OrderCountSeries = { data: [{ date: '2026-03-02', startDate: '2026-03-01T21:00:00.000Z', count: 4 }], total: 4, warehouseCount: 2, groupType: body.groupType };
        options!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        calls.push({ path, body, signal: options!.signal!, release: () => resolve(reply as T) });
      });
    },
  };
}

const query = (groupType: 'day' | 'week'): CountsQuery & { period: ReturnType<typeof resolvePeriod> } => ({
  warehouseId: 'w1',
  groupType,
  start: new Date('2020-03-01T21:00:00.000Z'),
  end: new Date('2020-03-15T21:00:00.000Z'),
  utcOffset: 180,
  period: resolvePeriod({ groupType, from: '2020-03-02', to: '2020-03-15' }, new Date('2020-04-01T00:00:00Z'), 180),
});
const context: SummaryContext = { language: 'en', timeZone: 'Europe/Istanbul', now: new Date('2020-04-01T00:00:00Z') };
/** The statistics' replies through the framework's summary hook, with the page's own source. */
const useOrderCounts = (q: ReturnType<typeof query> | null) => useSummaryReply('order-stats', orderCounts, q, context);

/** The hook's providers, its calls built on `gateway`. */
function withGateway(gateway: Transport) {
  return function wrapper({ children }: { children: ReactNode }) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return (
      <QueryClientProvider client={client}>
        <WithTransport transport={gateway}>{children}</WithTransport>
      </QueryClientProvider>
    );
  };
}

describe('the counts of the statistics screen', () => {
  it('asks six calls per view, aborts the calls of a view left behind, and keeps showing the last view meanwhile', async () => {
    const gateway = pendingGateway();
    const { result, rerender } = renderHook(({ q }) => useOrderCounts(q), { wrapper: withGateway(gateway), initialProps: { q: query('day') } });
    await waitFor(() => expect(gateway.calls).toHaveLength(6));
    for (const call of gateway.calls) call.release();
    await waitFor(() => expect(result.current.data?.totals?.successful).toBe(4));
    expect(result.current.data?.args?.groupType).toBe('day');

    // an equal query (a new object, same inputs) asks nothing
    rerender({ q: query('day') });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gateway.calls).toHaveLength(6);

    rerender({ q: query('week') });
    await waitFor(() => expect(gateway.calls).toHaveLength(12));
    expect(gateway.calls.slice(6).every((call) => call.body.groupType === 'week')).toBe(true);
    // the day view stays on screen, marked as a placeholder, until the week arrives
    expect(result.current.data?.args?.groupType).toBe('day');
    expect(result.current.isPlaceholderData).toBe(true);

    // leaving the week view before it answered aborts its calls
    rerender({ q: query('day') });
    await waitFor(() => expect(gateway.calls.slice(6).every((call) => call.signal.aborted)).toBe(true));
    expect(gateway.calls).toHaveLength(12);
    expect(result.current.data?.args?.groupType).toBe('day');
  });

  it('asks nothing without a store', async () => {
    const gateway = pendingGateway();
    const { result } = renderHook(() => useOrderCounts(null), { wrapper: withGateway(gateway) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gateway.calls).toHaveLength(0);
    expect(result.current.data).toBeUndefined();
  });
});
