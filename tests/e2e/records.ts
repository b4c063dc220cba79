// Reading and writing records through the gateway's REST API as the user signed in on a page,
// to pick a record for a test and to check what the gateway holds after the page saved.
import type { Page } from 'playwright-core';
import { baseURL } from './browser';

type Vehicle = Record<string, unknown> & { id: string; plate: string; updatedAt: string };

/** The page's session tokens, from its context's storage. */
export async function tokensOf(page: Page): Promise<{ accessToken: string; refreshToken: string }> {
  const { origins } = await page.context().storageState();
  const stored = origins.find((origin) => origin.origin === baseURL())?.localStorage ?? [];
  const read = (name: string) => stored.find((item) => item.name === name)?.value;
  const accessToken = read('accessToken');
  const refreshToken = read('refreshToken');
  if (!accessToken || !refreshToken) throw new Error('no session: sign in first');
  return { accessToken, refreshToken };
}

/** Ends the page's session at the gateway, as signing out in another browser would. */
export async function revokeSession(page: Page): Promise<void> {
  const { accessToken, refreshToken } = await tokensOf(page);
  const response = await fetch(`${baseURL()}/api/auth/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  if (response.status !== 200) throw new Error(`POST /api/auth/logout answered ${response.status}: ${await response.text()}`);
}

export async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const { accessToken } = await tokensOf(page);
  const response = await fetch(`${baseURL()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} /api${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The vehicle at `index` in reverse plate order: each test file takes its own index, so tests
 * editing vehicles never edit the same one (the list test edits the first in plate order).
 */
export async function vehicleAt(page: Page, index: number): Promise<Vehicle> {
  const query = new URLSearchParams({ sort: JSON.stringify(['plate', 'DESC']), range: JSON.stringify([index, index]) });
  const [vehicle] = await api<Vehicle[]>(page, 'GET', `/vehicles?${query}`);
  return vehicle;
}

export const readVehicle = (page: Page, id: string) => api<Vehicle>(page, 'GET', `/vehicles/${encodeURIComponent(id)}`);
