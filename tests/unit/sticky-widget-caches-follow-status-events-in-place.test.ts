// The sticky widget patches its cached lists from socket events instead of refetching them:
// a picker's status event replaces its row (or adds a picker who came to work, or removes one
// who left), and an order's status event changes its row (or removes an order no longer active).
import { describe, expect, it } from 'vitest';
import type { OrderStatusEvent, Picker, ProblematicOrder } from '../../src/domain/orders';
import { applyPickerEvent, sortByName } from '../../src/widgets/sticky/pickers';
import { applyOrderStatusToProblematic, type ProblematicList } from '../../src/widgets/sticky/problematicOrders';
import { durationMessage, minutesSince } from '../../src/widgets/sticky/timeInStatus';

const AT = '2026-11-22T10:00:00.000Z';
const LATER = '2026-11-22T10:05:00.000Z';
const EARLIER = '2026-11-22T09:55:00.000Z';

const picker = (over: Partial<Picker>): Picker => ({
  _id: 'p',
  name: 'Picker',
  status: 100,
  statusReasonCode: null,
  statusUpdatedAt: AT,
  lastJobDate: null,
  isActivated: true,
  isLoggedIn: true,
  warehouse: { _id: 'w1', name: 'Kadıköy' },
  ...over,
});

const PICKERS = [picker({ _id: 'a', name: 'Ada' }), picker({ _id: 'c', name: 'Can', status: 300 })];

describe('picker list patch', () => {
  it('replaces the picker in place and keeps the other rows as they were', () => {
    const next = applyPickerEvent(PICKERS, picker({ _id: 'c', name: 'Can', status: 200, statusReasonCode: 201, statusUpdatedAt: LATER }))!;
    expect(next.map((row) => [row._id, row.status, row.statusReasonCode])).toEqual([
      ['a', 100, null],
      ['c', 200, 201],
    ]);
    expect(next[0]).toBe(PICKERS[0]);
    expect(PICKERS[1].status).toBe(300);
  });

  it('adds a picker who comes to work, in name order, and drops one who logs out or is deactivated', () => {
    expect(applyPickerEvent(PICKERS, picker({ _id: 'b', name: 'Bora', statusUpdatedAt: LATER }))!.map((row) => row.name)).toEqual(['Ada', 'Bora', 'Can']);
    expect(applyPickerEvent(PICKERS, picker({ _id: 'a', name: 'Ada', isLoggedIn: false, statusUpdatedAt: LATER }))!.map((row) => row._id)).toEqual(['c']);
    expect(applyPickerEvent(PICKERS, picker({ _id: 'c', name: 'Can', isActivated: false, statusUpdatedAt: LATER }))!.map((row) => row._id)).toEqual(['a']);
  });

  it('keeps the gateway list and later arrivals in one Turkish name order', () => {
    const list = sortByName([picker({ _id: 'd', name: 'Hüseyin Demir' }), picker({ _id: 'z', name: 'Zeynep' }), picker({ _id: 'c', name: 'Hüseyin Çelik' })]);
    expect(list.map((row) => row._id)).toEqual(['c', 'd', 'z']);
    const joined = applyPickerEvent(list, picker({ _id: 'i', name: 'İpek', statusUpdatedAt: LATER }))!;
    expect(joined.map((row) => row.name)).toEqual(['Hüseyin Çelik', 'Hüseyin Demir', 'İpek', 'Zeynep']);
  });

  it('ignores an event older than the row, a stranger who is not at work, and a list not loaded yet', () => {
    expect(applyPickerEvent(PICKERS, picker({ _id: 'a', status: 200, statusUpdatedAt: EARLIER }))).toBe(PICKERS);
    expect(applyPickerEvent(PICKERS, picker({ _id: 'z', isLoggedIn: false }))).toBe(PICKERS);
    expect(applyPickerEvent(undefined, picker({ _id: 'a' }))).toBeUndefined();
  });
});

const order = (id: string, status: number, minutesInStatus: number): ProblematicOrder =>
  ({ _id: id, status, statusUpdatedAt: AT, minutesInStatus, warehouse: { warehouse: 'w1', name: 'Kadıköy' } }) as ProblematicOrder;

const event = (id: string, status: number, statusUpdatedAt = LATER): OrderStatusEvent => ({
  _id: id,
  status,
  statusUpdatedAt,
  domainType: 1,
  event: 2300,
  warehouse: 'w1',
  courier: null,
  picker: null,
});

const ORDERS = [order('o1', 500, 40), order('o2', 700, 25)];
// The gateway sent the two longest waiting of 7 problematic orders.
const LIST: ProblematicList = { orders: ORDERS, totalCount: 7 };

describe('problematic orders patch', () => {
  it('changes the order’s status in place; its time in the new status starts again', () => {
    const next = applyOrderStatusToProblematic(LIST, event('o1', 700))!;
    expect(next.orders.map((row) => [row._id, row.status, row.statusUpdatedAt, row.minutesInStatus])).toEqual([
      ['o1', 700, LATER, 0],
      ['o2', 700, AT, 25],
    ]);
    expect(next.orders[1]).toBe(ORDERS[1]);
    expect(next.totalCount).toBe(7);
    expect(ORDERS[0].status).toBe(500);
  });

  it('removes an order that is delivered or canceled (no longer active, so no longer problematic) and counts one less', () => {
    expect(applyOrderStatusToProblematic(LIST, event('o2', 900))).toEqual({ orders: [ORDERS[0]], totalCount: 6 });
    expect(applyOrderStatusToProblematic(LIST, event('o1', 1500))).toEqual({ orders: [ORDERS[1]], totalCount: 6 });
  });

  it('ignores an order it does not list, an older event, and a list not loaded yet', () => {
    expect(applyOrderStatusToProblematic(LIST, event('o9', 700))).toBe(LIST);
    expect(applyOrderStatusToProblematic(LIST, event('o1', 700, EARLIER))).toBe(LIST);
    expect(applyOrderStatusToProblematic(undefined, event('o1', 700))).toBeUndefined();
  });
});

describe('time in status', () => {
  const now = Date.parse(AT);
  it('counts whole minutes and never goes below zero', () => {
    expect(minutesSince('2026-11-22T09:58:31.000Z', now)).toBe(1);
    expect(minutesSince(LATER, now)).toBe(0);
  });

  it('reads in minutes under an hour and in hours and minutes from an hour on', () => {
    expect(durationMessage(59)).toEqual({ key: 'sticky.minutes', options: { minutes: 59 } });
    expect(durationMessage(60)).toEqual({ key: 'sticky.hours', options: { hours: 1, minutes: 0 } });
    expect(durationMessage(125)).toEqual({ key: 'sticky.hours', options: { hours: 2, minutes: 5 } });
  });
});
