// The active list's cached page follows the socket: a status change rewrites its row, an order
// that stops being active leaves the page, an unrelated or stale event changes nothing; new
// checkouts cost one refetch per window however many arrive.
import { describe, expect, it, vi } from 'vitest';
import type { OrderStatusEvent } from '../../src/domain/orders';
import { coalesce } from '../../src/realtime/coalesce';
import { applyOrderStatusToRows } from '../../src/screens/orders/activeRows';

const page = () => ({
  data: [
    { id: 'a', status: 400, statusUpdatedAt: '2026-03-01T10:00:00.000Z' },
    { id: 'b', status: 700, statusUpdatedAt: '2026-03-01T10:05:00.000Z' },
  ],
  total: 12,
  pageInfo: undefined,
});
const event = (over: Partial<OrderStatusEvent>): OrderStatusEvent => ({
  _id: 'a',
  status: 500,
  statusUpdatedAt: '2026-03-01T10:06:00.000Z',
  domainType: 1,
  event: 1850,
  warehouse: 'w1',
  courier: null,
  picker: null,
  ...over,
});

describe('active rows', () => {
  it('a status change rewrites the row in place and keeps the rest', () => {
    const before = page();
    const after = applyOrderStatusToRows(before, event({}))!;
    expect(after.data[0]).toEqual({ id: 'a', status: 500, statusUpdatedAt: '2026-03-01T10:06:00.000Z' });
    expect(after.data[1]).toBe(before.data[1]);
    expect(after.total).toBe(12);
    expect(before.data[0].status).toBe(400);
  });

  it('an order delivered or canceled leaves the page and the total', () => {
    for (const status of [900, 1200]) {
      const after = applyOrderStatusToRows(page(), event({ _id: 'b', status }))!;
      expect(after.data.map((row) => row.id)).toEqual(['a']);
      expect(after.total).toBe(11);
    }
  });

  it('an order not on the page, or an event older than the row, changes nothing', () => {
    const before = page();
    expect(applyOrderStatusToRows(before, event({ _id: 'zz' }))).toBe(before);
    expect(applyOrderStatusToRows(before, event({ _id: 'b', status: 800, statusUpdatedAt: '2026-03-01T10:01:00.000Z' }))).toBe(before);
    expect(applyOrderStatusToRows(undefined, event({}))).toBeUndefined();
  });
});

describe('coalesced refetch', () => {
  it('a burst of requests runs the task once at the end of the window, and again for a later burst', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const refetch = coalesce(task, 2000);
    for (let i = 0; i < 50; i++) refetch.request();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(task).toHaveBeenCalledTimes(1);
    refetch.request();
    vi.advanceTimersByTime(2000);
    expect(task).toHaveBeenCalledTimes(2);
    refetch.request();
    refetch.cancel();
    vi.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
