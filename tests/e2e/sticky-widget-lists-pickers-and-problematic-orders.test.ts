// The header's sticky widget in Chromium: the owner (sticky_button_widget) opens it and sees the
// pickers at work with their statuses and the problematic orders section; the button counts the
// problematic orders; a late order's status change reaches the open list from the socket and its
// row links to the order; a picker's change reaches the open list from the socket, without asking
// for the list again; on a phone it is a
// full-width sheet; the manager has no button; axe finds nothing serious with it open, in English
// and Turkish.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { baseURL, launchBrowser, signedInSession } from './browser';
import { advanceOrder, createOrder } from './gatewayHooks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The past orders (any screen has the header) as `username`; `lateOrder`: one is made first, an
 * order of the test's own, a day in its status, so it leads the problematic list (longest waiting first). */
async function open(username: string, language: 'en' | 'tr' = 'en', width = 1280, lateOrder = false) {
  const session = await signedInSession(browser, username, { width, language });
  const lateOrderId = lateOrder ? await createOrder(session.page, { minutesInStatus: 24 * 60 }) : null;
  await session.page.goto('/commercial/order/past');
  // a table row, or on a phone a card
  await session.page.locator('tbody tr, [data-card-id]').first().waitFor();
  return { ...session, lateOrderId };
}

describe('sticky widget', () => {
  it('the owner opens it and sees pickers with statuses, and the problematic orders', async () => {
    const { page, context } = await open('owner');
    await page.locator('[data-widget="sticky"]').click();
    const dialog = page.getByRole('dialog');
    const list = dialog.getByTestId('sticky-picker-list');
    await expect.poll(() => list.locator('[data-picker]').count()).toBeGreaterThan(0);
    const first = await list.locator('[data-picker]').first().innerText();
    expect(first).toMatch(/Free|Busy|Picking/);
    expect(await list.evaluate((element) => element.getBoundingClientRect().height)).toBe(250);
    await dialog.getByRole('heading', { name: 'Problematic orders' }).waitFor();
    await context.close();
  });

  it('the button counts the late orders; a late order follows its status live and its row opens the order', async () => {
    const { page, context, lateOrderId } = await open('owner', 'en', 1280, true);
    const button = page.locator('[data-widget="sticky"]');
    await button.click();
    const rows = page.getByRole('dialog').getByTestId('sticky-problematic-list').locator('[data-order]');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    // the badge and the list come from the same answer: its total, or all its rows when they all fit
    const caption = await page.getByRole('dialog').getByText(/longest waiting of \d+/).textContent({ timeout: 1000 }).catch(() => null);
    const total = caption ? Number(/of (\d+)/.exec(caption)![1]) : await rows.count();
    expect(await button.getAttribute('aria-label')).toBe(`Pickers and problematic orders, ${total} problematic order${total === 1 ? '' : 's'}`);
    expect(await button.innerText()).toBe(total > 99 ? '99+' : String(total));

    // the test's own late order moves on (picking starts): its row shows the new status at once,
    // and the coalesced refetch then drops it (in its new status it is not late yet)
    const row = page.getByRole('dialog').locator(`[data-order="${lateOrderId}"]`);
    await row.waitFor();
    expect(await row.innerText()).toContain('Reserved');
    await advanceOrder(page, lateOrderId!, 400);
    await expect.poll(async () => ((await row.count()) === 0 ? 'left' : (await row.innerText()).includes('Verifying') ? 'updated' : 'stale'), { timeout: 10_000 }).not.toBe('stale');

    const first = rows.first();
    const id = await first.getAttribute('data-order');
    await first.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/order/detail/${id}`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('a picker moved to another store shows it at once, from the socket, without a new list call', async () => {
    const { page, context } = await signedInSession(browser, 'owner');
    // socket.io's connect packet ("40…"): from then on every picker change reaches the page
    let socketConnected = false;
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => void (String(frame.payload).startsWith('40') && (socketConnected = true))));
    let listCalls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/picker/filter') listCalls += 1;
    });
    await page.goto('/commercial/order/past');
    await page.locator('tbody tr').first().waitFor();
    await page.locator('[data-widget="sticky"]').click();
    const rows = page.getByRole('dialog').getByTestId('sticky-picker-list').locator('[data-picker]');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    const pickers = await gatewayPost<{ pickers: { _id: string; warehouse: { _id: string; name: string } }[] }>(page, '/picker/filter', { isActivated: true, isLoggedIn: true });
    const moved = pickers.pickers[0];
    const target = pickers.pickers.find((picker) => picker.warehouse._id !== moved.warehouse._id)?.warehouse;
    if (!target) throw new Error('the seed has pickers in one store only');
    // Once the socket is connected, the panel's own list calls are held (never answered): the
    // change can then only arrive through the socket.
    await expect.poll(() => socketConnected).toBe(true);
    await page.route('**/api/picker/filter', () => undefined);
    const row = page.getByRole('dialog').locator(`[data-picker="${moved._id}"]`);
    expect(await row.innerText()).toContain(moved.warehouse.name);
    await gatewayPut(page, `/picker/${moved._id}/change-warehouse`, { warehouseId: target._id });
    try {
      await expect.poll(() => row.innerText()).toContain(target.name);
      expect(listCalls).toBeGreaterThan(0);
    } finally {
      await gatewayPut(page, `/picker/${moved._id}/change-warehouse`, { warehouseId: moved.warehouse._id });
      await context.close();
    }
  });

  it('on a phone it opens as a sheet as wide as the screen', async () => {
    const { page, context } = await open('owner', 'en', 390);
    await page.locator('[data-widget="sticky"]').click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByTestId('sticky-picker-list').locator('[data-picker]').count()).toBeGreaterThan(0);
    const box = (await dialog.boundingBox())!;
    expect([box.x, box.width]).toEqual([0, 390]);
    await context.close();
  });

  it('the manager (no sticky_button_widget) has no button', async () => {
    const { page, context } = await open('manager');
    expect(await page.locator('[data-widget="sticky"]').count()).toBe(0);
    await context.close();
  });

  it.each(['en', 'tr'] as const)('has no serious axe violations when open, in %s', async (language) => {
    const { page, context } = await open('owner', language);
    await page.locator('[data-widget="sticky"]').click();
    await expect.poll(() => page.getByTestId('sticky-picker-list').locator('[data-picker]').count()).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});

async function gatewayCall<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const response = await fetch(`${baseURL()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const gatewayPost = <T>(page: Page, path: string, body: unknown) => gatewayCall<T>(page, 'POST', path, body);
const gatewayPut = (page: Page, path: string, body: unknown) => gatewayCall<unknown>(page, 'PUT', path, body);
