// A new order in the simulator: a client of the store's city fills a basket and checks out. With
// a free courier at the store the courier is reserved (status 350, events 1000 and 1400); without
// one the checkout fails with 1370 "courier unavailable" (aborted, events 1000 and 1200) and the
// order counts as missed.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import { insertOrder } from '../db/order-flow';
import { ORDER_ENDINGS, ORDER_STEPS } from '../orders/flow';
import { COURIER_STATUS_FOR_ORDER } from '../orders/live-state';
import { priceBasket, randomBasketLines } from '../orders/products';
import { deliveryOffset, randomCustomer } from '../seed/customers';
import type { SeededRandom } from '../seed/random';
import { rounded } from './geo';
import { freeCourier, setCourier, type SimStore } from './store';

export const COURIER_UNAVAILABLE = 1370;

export interface Checkout {
  orderId: string;
  /** Null when the checkout failed for want of a courier. */
  courierId: string | null;
  status: number;
}

/** How long the client browsed before checking out: 1 to 5 minutes before `now`. */
const browsingSeconds = (random: SeededRandom) => random.int(60, 300);

/** `noCourier`: the checkout fails as if every courier of the store were out (the browser tests' aborted order). */
export async function checkout(db: Db, random: SeededRandom, store: SimStore, now: Date, noCourier = false): Promise<Checkout> {
  const domainType = store.domainTypes.length > 0 ? random.pick(store.domainTypes) : 1;
  const basket = priceBasket(randomBasketLines(() => random.next(), domainType), store.currency, store.country === 'TR' ? 'tr' : 'en');
  const customer = randomCustomer(random, store.country);
  const [dlat, dlon] = deliveryOffset(random, store.location[0]);
  const createdAt = new Date(now.getTime() - browsingSeconds(random) * 1000);
  const orderId = randomUUID();
  return db.transaction(async (tx) => {
    const courierId = noCourier ? null : await freeCourier(tx, store.id);
    const failed = courierId === null;
    const status = failed ? ORDER_ENDINGS.aborted.status : ORDER_STEPS[1].status;
    const delivery = rounded([store.location[0] + dlat, store.location[1] + dlon]);
    await insertOrder(
      tx,
      {
        id: orderId, franchiseId: store.franchiseId, warehouseId: store.id, domainType, status, statusUpdatedAt: now,
        errorCode: failed ? COURIER_UNAVAILABLE : null, courierId, customer, delivery, basket, currency: store.currency,
        createdAt, checkoutAt: failed ? null : now, canceledAt: failed ? now : null,
      },
      [[ORDER_STEPS[0].event, createdAt], [failed ? ORDER_ENDINGS.aborted.event : ORDER_STEPS[1].event, now]],
    );
    if (courierId) await setCourier(tx, courierId, COURIER_STATUS_FOR_ORDER[ORDER_STEPS[1].status]!, now);
    return { orderId, courierId, status };
  });
}
