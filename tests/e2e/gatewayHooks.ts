// The e2e gateway runs with SIMULATOR=manual and TEST_HOOKS=on: these calls create an order or
// advance the simulator one step, in the franchise of the user signed in on `page`.
import type { Page } from 'playwright-core';
import { baseURL } from './browser';

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  if (!token) throw new Error('no access token: sign in first');
  return token;
}

async function hook<T>(page: Page, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseURL()}/api/test/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenOf(page)}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST /api/test/${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new active order now (at `warehouseId`, else at a store with a free courier); answers its id. */
export async function createOrder(page: Page, warehouseId?: string): Promise<string> {
  const { orderId } = await hook<{ orderId: string }>(page, 'orders', warehouseId ? { warehouseId } : {});
  return orderId;
}

/**
 * One simulator step: active orders advance, couriers move (sent on the socket). `seconds` is the
 * simulated time it covers (default: since the last step); `checkouts: false` brings no new orders.
 */
export function tick(page: Page, options: { seconds?: number; checkouts?: boolean } = {}): Promise<{ created: number; steps: number; moved: number }> {
  return hook(page, 'simulator/tick', options);
}
