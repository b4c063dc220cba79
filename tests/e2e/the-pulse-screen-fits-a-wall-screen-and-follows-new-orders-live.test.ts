// The pulse screen against the real gateway (resources/performance/pulse-screen.ts,
// src/screens/pulseScreen): at 1920x1080 the owner sees a tile per store with its figures, the
// page scrolling neither way and no tile cut off; an order placed meanwhile shows on its store's
// tile by the socket, the page not reloaded, and the screen's own counts-only event (the one a user
// holding only the pulse screen's role hears) arrives for it; a failed call says what failed with a Retry that
// brings the tiles; on a 390 px phone in Turkish the tiles stand in one column, nothing sideways;
// no serious axe violation either way.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PULSE_EVENT } from '../../src/domain/dys/pulse';
import { DYS_PATHS } from '../../src/domain/paths';
import { seriousAxeViolations } from './axe';
import { launchBrowser, signedInSession } from './browser';
import { createOrder, gatewayCall } from './gatewayHooks';

type Tile = { _id: string; warehouseName: string; activeOrders: number };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const tiles = (page: Page) => page.locator('[data-pulse-store]');
const storesOf = async (page: Page) => (await gatewayCall<{ stores: Tile[] }>(page, 'POST', DYS_PATHS.pulse, { limit: 100, offset: 0 })).stores;
/** The active orders a store's tile shows. */
const activeShown = (page: Page, storeId: string) => tiles(page).and(page.locator(`[data-pulse-store="${storeId}"]`)).locator('[data-figure="activeOrders"]').getAttribute('data-value');

/** Whether the page scrolls either way, and the tiles whose figures do not fit in them. */
const overflow = (page: Page) =>
  page.evaluate(() => ({
    down: document.documentElement.scrollHeight > window.innerHeight,
    sideways: document.documentElement.scrollWidth > window.innerWidth,
    cut: [...document.querySelectorAll<HTMLElement>('[data-pulse-store]')].filter((tile) => tile.scrollHeight > tile.clientHeight + 1 || tile.scrollWidth > tile.clientWidth + 1).length,
  }));

describe('the pulse screen', () => {
  it('fills a 1920x1080 wall screen with a tile per store and shows a new order without a reload', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'owner', { width: 1920, height: 1080 });
    // the socket's frames, to see the pulse event itself come
    const frames: string[] = [];
    page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => void frames.push(String(payload))));
    await page.goto('/dys/pulse-screen');
    const stores = await storesOf(page);
    await expect.poll(() => tiles(page).count()).toBe(stores.length);
    for (const store of stores) {
      const tile = page.locator(`[data-pulse-store="${store._id}"]`);
      expect(await tile.getByRole('heading', { level: 2 }).textContent()).toBe(store.warehouseName);
      expect(await tile.locator('[data-figure="activeOrders"] dd').textContent()).toMatch(/^\d+$/);
    }
    expect(await page.getByText(/^Updated \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/).count()).toBe(1);
    expect(await overflow(page)).toEqual({ down: false, sideways: false, cut: 0 });

    // a checkout now: its store's tile counts it, told by the socket (the page is the same document)
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Live' }).count()).toBe(1);
    await page.evaluate(() => ((window as unknown as { pulseMark: boolean }).pulseMark = true));
    const before = new Map(stores.map((store) => [store._id, store.activeOrders]));
    const orderId = await createOrder(page);
    const order = await gatewayCall<{ warehouse: { warehouse: string } }>(page, 'GET', `/orders/${orderId}`);
    const storeId = order.warehouse.warehouse;
    await expect.poll(() => activeShown(page, storeId), { timeout: 8000 }).toBe(String(before.get(storeId)! + 1));
    expect(await page.evaluate(() => (window as unknown as { pulseMark?: boolean }).pulseMark)).toBe(true);
    await expect.poll(() => frames.some((frame) => frame.includes(`"${PULSE_EVENT}"`))).toBe(true);

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('says what failed with a Retry, then stands in one column on a 390 px phone in Turkish, nothing sideways', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'owner', { width: 390, height: 844, language: 'tr' });
    // the gateway breaks on its side until the test mends it
    let answer: 'fail' | 'gateway' = 'fail';
    const isPulse = (url: URL) => url.pathname === `/api${DYS_PATHS.pulse}`;
    await page.route(isPulse, (route) =>
      answer === 'fail'
        ? route.fulfill({ status: 500, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ message: 'Internal error', code: 'INTERNAL' }) })
        : route.fallback(),
    );
    // the socket held unanswered: its first connection's own read of what failed cannot come
    // between the failure and the Retry (the live update has the test above)
    await page.routeWebSocket((url) => url.pathname.includes('/socket.io'), () => undefined);
    await page.goto('/dys/pulse-screen');
    const alert = page.getByRole('alert').filter({ hasText: 'Nabız ekranı yüklenemedi' });
    await alert.getByText('Sunucuda bir sorun oluştu (hata 500). Biraz sonra yeniden deneyin.').waitFor();
    expect(await tiles(page).count()).toBe(0);
    answer = 'gateway';
    await alert.getByRole('button', { name: 'Yeniden dene' }).click();

    await expect.poll(() => tiles(page).count()).toBeGreaterThan(0);
    expect(await page.locator('[data-columns="1"]').count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Nabız ekranı' }).count()).toBe(1);
    expect(await page.getByText(/^Güncellendi: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).count()).toBe(1);
    const { sideways, cut } = await overflow(page);
    expect({ sideways, cut }).toEqual({ sideways: false, cut: 0 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    // the failed call's own console line is the only one
    expect(consoleErrors.filter((line) => !line.includes('500'))).toEqual([]);
    await context.close();
  });
});
