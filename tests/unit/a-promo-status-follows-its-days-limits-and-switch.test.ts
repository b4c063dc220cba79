import { describe, expect, it } from 'vitest';
import { promoStatus } from '../../src/domain/enums';
import { promoStatusOf, type PromoFacts } from '../../src/domain/promos';

const now = new Date('2026-11-30T12:00:00Z');
const running: PromoFacts = {
  switchedOff: false,
  validFrom: new Date('2026-11-20T00:00:00Z'),
  validUntil: new Date('2026-12-10T00:00:00Z'),
  usedCount: 10,
  usageLimit: 100,
  customerCount: 8,
  customerLimit: 50,
};
const status = (changes: Partial<PromoFacts>) => promoStatus.key(promoStatusOf({ ...running, ...changes }, now));

describe('a promo\'s status', () => {
  it('is active while it runs under its limits', () => {
    expect(status({})).toBe('active');
  });

  it('is preparing before its first moment and expired from its last one', () => {
    expect(status({ validFrom: new Date('2026-11-30T12:00:01Z') })).toBe('preparing');
    expect(status({ validUntil: now })).toBe('expired');
    expect(status({ validUntil: new Date('2026-11-30T12:00:01Z') })).toBe('active');
  });

  it('says which limit stopped it: a single-use code used, the orders, the customers', () => {
    expect(status({ usageLimit: 1, usedCount: 1, customerLimit: 1, customerCount: 1 })).toBe('used');
    expect(status({ usageLimit: 1, usedCount: 0, customerLimit: 1, customerCount: 0 })).toBe('active');
    expect(status({ usedCount: 100 })).toBe('order_limit_reached');
    expect(status({ customerCount: 50 })).toBe('client_limit_reached');
    // both limits: the orders' is named
    expect(status({ usedCount: 100, customerCount: 50 })).toBe('order_limit_reached');
  });

  it('is inactive when head office switched it off, whatever else holds, and an expired one stays expired', () => {
    expect(status({ switchedOff: true, validUntil: now, usedCount: 100 })).toBe('inactive');
    expect(status({ validUntil: now, usedCount: 100 })).toBe('expired');
  });
});
