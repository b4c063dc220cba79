import { describe, expect, it } from 'vitest';
import {
  ACTIVE_ORDER_STATUSES,
  CANCELED_ORDER_STATUSES,
  DELIVERED_ORDER_STATUSES,
  effectiveBusyReason,
  fromSortOrder,
  isActiveOrderStatus,
  isCanceledOrderStatus,
  isDeliveredOrderStatus,
  orderStatus,
  pickerBusyReason,
  toSortOrder,
} from '../../src/domain/enums';

describe('order status groups', () => {
  it('delivered-type is 900 to 1000', () => {
    expect(DELIVERED_ORDER_STATUSES).toEqual([900, 1000]);
    expect(isDeliveredOrderStatus(899)).toBe(false);
    expect(isDeliveredOrderStatus(1001)).toBe(false);
  });

  it('canceled is 1100 to 1500', () => {
    expect(CANCELED_ORDER_STATUSES).toEqual([1100, 1200, 1300, 1400, 1500]);
    expect(isCanceledOrderStatus(1000)).toBe(false);
    expect(isCanceledOrderStatus(1501)).toBe(false);
  });

  it('active is from reserved to reached: checked out, not yet delivered or canceled', () => {
    expect(ACTIVE_ORDER_STATUSES).toEqual([350, 375, 400, 500, 550, 600, 700, 800]);
    for (const status of [100, 200, 300, 900, 1000, 1100, 1500]) expect(isActiveOrderStatus(status), String(status)).toBe(false);
  });

  it('puts every listed status in at most one group', () => {
    for (const status of orderStatus.values) {
      const groups = [isActiveOrderStatus, isDeliveredOrderStatus, isCanceledOrderStatus].filter((rule) => rule(status));
      expect(groups.length, String(status)).toBeLessThanOrEqual(1);
    }
  });
});

describe('the effective busy reason of a picker', () => {
  it('is unknown (289) for a busy picker without a reason', () => {
    expect(effectiveBusyReason({ status: 200 })).toBe(289);
    expect(effectiveBusyReason({ status: 200, statusReasonCode: null })).toBe(289);
    expect(effectiveBusyReason({ status: 200, statusReasonCode: 0 })).toBe(289);
    expect(pickerBusyReason.key(effectiveBusyReason({ status: 200 }))).toBe('unknown');
  });

  it('is the given reason for a busy picker that has one', () => {
    expect(effectiveBusyReason({ status: 200, statusReasonCode: 201 })).toBe(201);
    expect(effectiveBusyReason({ status: 200, statusReasonCode: 299 })).toBe(299);
  });

  it('is nothing for a picker who is not busy, whatever code is left on it', () => {
    expect(effectiveBusyReason({ status: 100 })).toBeUndefined();
    expect(effectiveBusyReason({ status: 300, statusReasonCode: 201 })).toBeUndefined();
  });
});

describe('sort direction', () => {
  it('maps react-admin ASC/DESC to the spec numbers 1/-1 and back', () => {
    expect(toSortOrder('ASC')).toBe(1);
    expect(toSortOrder('DESC')).toBe(-1);
    expect(fromSortOrder(1)).toBe('ASC');
    expect(fromSortOrder(-1)).toBe('DESC');
  });
});
