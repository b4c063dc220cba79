// The order screens in Chromium against the seeded gateway: past orders filter and page on the
// server, a row opens the order with its timeline, the customer shows only to a user with
// order_customer_info, and a new checkout enters the active list without a reload. Axe on the
// three screens in English and Turkish: the route sweep (tests/e2e/routeSweep.ts).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signedInSession } from './browser';
import { createOrder } from './gatewayHooks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** `path` as `username`; `ownOrder`: an active order of the test's own made first, so an active
 * list is never empty whatever ran before. */
async function open(path: string, username = 'owner', language: 'en' | 'tr' = 'en', ownOrder = false) {
  const session = await signedInSession(browser, username, { language });
  if (ownOrder) await createOrder(session.page);
  await session.page.goto(path);
  return session;
}

/** The bodies of the list's POST /orders/history calls. */
function historyBodies(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders/history') bodies.push(request.postDataJSON());
  });
  return bodies;
}

const rows = (page: Page) => page.locator('tbody tr');
/** "1-25 of 312" → 312. */
async function listTotal(page: Page): Promise<number> {
  const text = await page.locator('.MuiTablePagination-displayedRows').innerText();
  return Number(/(\d[\d,.]*)\s*$/.exec(text)?.[1].replace(/[,.]/g, '') ?? NaN);
}

describe('order screens', () => {
  it('past orders filter by status on the server and page through 25 and 50 rows', async () => {
    const { page, context } = await open('/commercial/order/past');
    const bodies = historyBodies(page);
    await rows(page).first().waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Delivered', exact: true }).click();
    await expect.poll(() => bodies.some((body) => JSON.stringify(body.statuses) === '[900]')).toBe(true);
    await expect
      .poll(async () => {
        const texts = await rows(page).allInnerTexts();
        return texts.length > 0 && texts.every((text) => text.includes('Delivered'));
      })
      .toBe(true);
    const firstPage = await rows(page).allInnerTexts();
    expect(firstPage).toHaveLength(25);

    await page.getByRole('button', { name: /next page/i }).click();
    await expect.poll(() => bodies.some((body) => body.offset === 25 && JSON.stringify(body.statuses) === '[900]')).toBe(true);
    await expect.poll(async () => (await rows(page).allInnerTexts())[0]).not.toBe(firstPage[0]);

    await page.getByRole('combobox', { name: /rows per page/i }).click();
    await page.getByRole('option', { name: '50' }).click();
    await expect.poll(() => bodies.some((body) => body.limit === 50)).toBe(true);
    await expect.poll(async () => rows(page).count()).toBe(50);
    expect(new URL(page.url()).searchParams.get('perPage')).toBe('50');
    await context.close();
  });

  it('a row opens the order with its timeline of translated events', async () => {
    const { page, context } = await open('/commercial/order/past');
    await rows(page).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/order/detail/'));
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect.poll(async () => timeline.getByRole('listitem').count()).toBeGreaterThan(1);
    await expect.poll(() => timeline.getByText('Basket created').count()).toBe(1);
    await page.getByRole('region', { name: 'Basket' }).getByRole('table').waitFor();
    await context.close();
  });

  it('the customer shows to the owner (order_customer_info) and not to the manager', async () => {
    const owner = await open('/commercial/order/past');
    await rows(owner.page).first().click();
    await owner.page.waitForURL((url) => url.pathname.startsWith('/order/detail/'));
    const detailPath = new URL(owner.page.url()).pathname;
    await owner.page.getByRole('region', { name: 'Customer' }).waitFor();
    // The name the gateway gives the owner, read the way the page reads it.
    const name = await owner.page.evaluate(async (path) => {
      const response = await fetch(`/api/orders/${path.split('/').pop()}`, { headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
      return ((await response.json()) as { client?: { name: string } }).client?.name ?? '';
    }, detailPath);
    expect(name).not.toBe('');
    expect(await owner.page.getByRole('region', { name: 'Customer' }).getByText(name, { exact: true }).count()).toBe(1);
    await owner.context.close();

    const manager = await open(detailPath, 'manager');
    await manager.page.getByRole('region', { name: 'Timeline' }).waitFor();
    expect(await manager.page.getByRole('region', { name: 'Customer' }).count()).toBe(0);
    expect(await manager.page.getByText(name, { exact: true }).count()).toBe(0);
    await manager.context.close();
  });

  it('an order checked out now enters the active list without a reload', async () => {
    const { page, context } = await open('/commercial/order/active', 'owner', 'en', true);
    await rows(page).first().waitFor();
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    const before = await listTotal(page);
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await createOrder(page);
    await expect.poll(() => listTotal(page), { timeout: 15_000 }).toBe(before + 1);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await context.close();
  });
});
