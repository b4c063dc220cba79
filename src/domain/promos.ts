// A promo's status from what it is (DOMAIN.md, Commercial: the spec's codes; docs/commercial.md).
// Head office's system sets it; the demo data derives it here so every seeded promo's status
// agrees with its days and counts, and the tests can check that it does.
import { promoStatus } from './enums/commercial';

export interface PromoFacts {
  /** Head office switched it off. */
  switchedOff: boolean;
  validFrom: Date;
  validUntil: Date;
  usedCount: number;
  usageLimit: number;
  customerCount: number;
  customerLimit: number;
}

/** The first that holds: switched off, not started, over, a single-use code used, a limit reached; else active. */
export function promoStatusOf(promo: PromoFacts, now: Date): number {
  if (promo.switchedOff) return promoStatus.value('inactive');
  if (now < promo.validFrom) return promoStatus.value('preparing');
  if (now >= promo.validUntil) return promoStatus.value('expired');
  if (promo.usageLimit === 1 && promo.usedCount >= 1) return promoStatus.value('used');
  if (promo.usedCount >= promo.usageLimit) return promoStatus.value('order_limit_reached');
  if (promo.customerCount >= promo.customerLimit) return promoStatus.value('client_limit_reached');
  return promoStatus.value('active');
}
