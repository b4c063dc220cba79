// The e2e gateway runs with SIMULATOR=manual and TEST_HOOKS=on: these calls create an order,
// advance the simulator one step or send a notification, in the franchise of the user signed in on `page`.
import type { Page } from 'playwright-core';
import { baseURL } from './browser';

/** The access token of the page's session, read from its context's storage, so a test can make
 * its data before the page opens the screen (the screen's first load then includes it). */
async function tokenOf(page: Page): Promise<string> {
  const { origins } = await page.context().storageState();
  const stored = origins.find((origin) => origin.origin === baseURL())?.localStorage.find((item) => item.name === 'accessToken');
  if (!stored) throw new Error('no access token: sign in first');
  return stored.value;
}

/** A gateway call as the page's signed-in user (`/api` + `path`): the tests' own data through the real API. */
export async function gatewayCall<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseURL()}/api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), authorization: `Bearer ${await tokenOf(page)}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} /api${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
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

/**
 * A new active order now (at `warehouseId`, else at a store with a free courier); answers its id.
 * `minutesInStatus`: it has waited that long in its status already (a late, problematic order).
 * `aborted`: its checkout fails for want of a courier instead (status 200, announced as such).
 */
export async function createOrder(page: Page, options: { warehouseId?: string; minutesInStatus?: number; aborted?: boolean } = {}): Promise<string> {
  const { orderId } = await hook<{ orderId: string }>(page, 'orders', options);
  return orderId;
}

/** Steps one order of the user's franchise along its flow until `status` (e.g. 700, on its way); 1200: its client cancels it (missed). */
export async function advanceOrder(page: Page, orderId: string, status: number): Promise<void> {
  await hook(page, `orders/${encodeURIComponent(orderId)}/advance`, { status });
}

/**
 * One simulator step: active orders advance, couriers move (sent on the socket). `seconds` is the
 * simulated time it covers (default: since the last step); `checkouts: false` brings no new orders.
 */
export function tick(page: Page, options: { seconds?: number; checkouts?: boolean } = {}): Promise<{ created: number; steps: number; moved: number }> {
  return hook(page, 'simulator/tick', options);
}

/**
 * A notification for the user signed in on `page`, sent on that user's socket room: pointing at
 * one of the franchise's announcements (answered as announcementId) or at a KDS audit.
 */
export function createNotification(page: Page, link: 'announcement' | 'audit' = 'announcement'): Promise<{ notificationId: string; announcementId: string | null }> {
  return hook(page, 'notifications', { link });
}

/** The Web Push subscriptions the gateway holds for the page's user in its franchise. */
export async function pushSubscriptions(page: Page): Promise<{ endpoint: string; language: string }[]> {
  return (await gatewayCall<{ subscriptions: { endpoint: string; language: string }[] }>(page, 'GET', '/test/push-subscriptions')).subscriptions;
}

/** Head office records a DTS violation now at a store of the page's franchise (the first by name, or `warehouseId`), waiting for an apology; answers its id. */
export async function recordDtsViolation(page: Page, warehouseId?: string): Promise<string> {
  const { id } = await hook<{ id: string }>(page, 'dts-records', warehouseId ? { warehouseId } : {});
  return id;
}

/** Head office logs a DDS (kind 1) or DDS100 (2) penalty now at a store of the page's franchise, objectable for 7 days; answers its id. */
export async function logDdsPenalty(page: Page, kind: 1 | 2 = 1): Promise<string> {
  const { id } = await hook<{ id: string }>(page, 'dds-logs', { kind });
  return id;
}
