import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { launchBrowser, signedInSession, type SessionOptions } from './browser';
import { advanceOrder, createOrder, tick } from './gatewayHooks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The live map as `username`, with an active order of its own made first: earlier tests' steps
 * may have finished every order the seed left active.
 */
async function openLiveMap(username: string, options: SessionOptions = {}) {
  const session = await signedInSession(browser, username, options);
  await createOrder(session.page);
  await session.page.goto('/map/live');
  await expect.poll(() => count(session.page, 'warehouses'), { timeout: 15_000 }).toBeGreaterThan(0);
  return session;
}

/** The accessible count the page shows for one kind (what passes the filters). */
async function count(page: Page, kind: 'warehouses' | 'couriers' | 'orders'): Promise<number> {
  const value = await page.locator(`[data-live-count="${kind}"]`).getAttribute('data-count', { timeout: 1000 }).catch(() => null);
  return value === null ? -1 : Number(value);
}

/** What the canvas layer says it drew, per kind. */
function drawn(page: Page) {
  return page.locator('.leaflet-container').evaluate((element) => ({
    warehouses: Number(element.getAttribute('data-warehouses')),
    couriers: Number(element.getAttribute('data-couriers')),
    orders: Number(element.getAttribute('data-orders')),
  }));
}

/** Pixels of the map's canvases that are not transparent: markers, since tiles are off. */
function paintedPixels(page: Page): Promise<number> {
  return page.locator('.leaflet-container').evaluate((element) => {
    let painted = 0;
    for (const canvas of element.querySelectorAll('canvas')) {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) continue;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
    }
    return painted;
  });
}

const finder = (page: Page) => page.getByRole('combobox', { name: /^(find a courier|kurye, sipariş)/i });

describe('the live map', () => {
  it('shows the franchise stores, couriers and active orders, drawn on the canvas', async () => {
    const { page, context, consoleErrors } = await openLiveMap('owner');
    await expect.poll(() => count(page, 'couriers')).toBeGreaterThan(0);
    await expect.poll(() => count(page, 'orders')).toBeGreaterThan(0);
    const counts = { warehouses: await count(page, 'warehouses'), couriers: await count(page, 'couriers'), orders: await count(page, 'orders') };
    // Every counted courier and order has a position, so the layer draws exactly what is counted.
    await expect.poll(() => drawn(page)).toEqual(counts);
    await expect.poll(() => paintedPixels(page)).toBeGreaterThan(500);
    // the socket says Live once connected (on a busy machine, after the markers may be drawn)
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Live' }).count()).toBe(1);
    // The franchise figures of the first city, per store.
    await expect.poll(() => page.getByRole('table', { name: 'Store figures: Today' }).locator('tbody tr').count()).toBeGreaterThan(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('adds a new order without reload, and finds it with its card and detail link', async () => {
    const { page, context } = await openLiveMap('owner');
    await expect.poll(() => count(page, 'orders')).toBeGreaterThan(0);
    await page.waitForFunction(() => document.querySelector('[data-realtime-status="connected"]'));
    const before = await count(page, 'orders');

    const orderId = await createOrder(page);
    await expect.poll(() => count(page, 'orders')).toBe(before + 1);
    await expect.poll(async () => (await drawn(page)).orders).toBe(before + 1);

    const shortId = orderId.slice(-6).toUpperCase();
    await finder(page).fill(shortId);
    await page.getByRole('option', { name: `#${shortId}` }).click();
    const card = page.getByRole('region', { name: `Order #${shortId}` });
    await card.waitFor();
    expect(await card.getByRole('link', { name: 'Open order details' }).getAttribute('href')).toBe(`/order/detail/${orderId}`);
    expect(await card.textContent()).toContain('Reserved');
    await context.close();
  });

  it('moves couriers when the simulator steps', async () => {
    const { page, context } = await openLiveMap('owner');
    await page.waitForFunction(() => document.querySelector('[data-realtime-status="connected"]'));
    // Only couriers on the road move: the test sends an order of its own on its way, then shows
    // the couriers on the way (its courier among them).
    await advanceOrder(page, await createOrder(page), 700);
    await page.getByRole('combobox', { name: /^Courier status/ }).click();
    await page.getByRole('option', { name: 'On way', exact: true }).click();
    await expect.poll(() => count(page, 'couriers')).toBeGreaterThan(0);

    // The finder lists stores first, then the couriers shown (on the way), then orders.
    await finder(page).click();
    await page.getByRole('listbox').getByRole('option').nth(await count(page, 'warehouses')).click();
    const card = page.locator('[data-live-card="courier"]');
    const position = () => card.evaluate((element) => `${element.getAttribute('data-lat')},${element.getAttribute('data-lon')}`);
    const start = await position();
    expect(start).toMatch(/^[\d.-]+,[\d.-]+$/);
    await expect
      .poll(
        async () => {
          await tick(page, { seconds: 5, checkouts: false });
          return position();
        },
        { timeout: 15_000, interval: 500 },
      )
      .not.toBe(start);
    await context.close();
  });

  it('still draws every marker when the configured tile server fails', async () => {
    const session = await signedInSession(browser, 'owner');
    const { page, context } = session;
    const tileRequests: string[] = [];
    await page.route('**/api/panel-config', async (route) => {
      const config = await (await route.fetch()).json();
      await route.fulfill({ json: { ...config, mapTileUrl: '/no-such-tiles/{z}/{x}/{y}.png', mapTileAttribution: '<b>Broken</b> tiles' } });
    });
    await page.route('**/no-such-tiles/**', (route) => {
      tileRequests.push(route.request().url());
      return route.fulfill({ status: 503, body: 'down' });
    });
    await createOrder(page);
    await page.goto('/map/live');
    await expect.poll(() => count(page, 'orders')).toBeGreaterThan(0);
    await expect.poll(() => tileRequests.length).toBeGreaterThan(0);
    const counts = { warehouses: await count(page, 'warehouses'), couriers: await count(page, 'couriers'), orders: await count(page, 'orders') };
    await expect.poll(() => drawn(page)).toEqual(counts);
    await expect.poll(() => paintedPixels(page)).toBeGreaterThan(500);
    // The credit line is text, never markup.
    await expect.poll(() => page.getByText('<b>Broken</b> tiles').count()).toBe(1);
    await context.close();
  });

  it('opens for a manager too', async () => {
    const { page, context, consoleErrors } = await openLiveMap('manager');
    await expect.poll(() => count(page, 'couriers')).toBeGreaterThan(0);
    await expect.poll(() => count(page, 'orders')).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  // The map at rest in en and tr, wide and phone: the route sweep. Here what only a click opens
  // (the phone's panel, a selected marker's card), each layout in one language.
  for (const [language, width] of [['en', 1280], ['tr', 390]] as const) {
    it(`has no serious accessibility problem with the panel and a card open (${language}, ${width} px)`, async () => {
      {
        const { page, context } = await openLiveMap('owner', { language, width });
        await expect.poll(() => count(page, 'orders')).toBeGreaterThan(0);
        if (width < 768) {
          await page.getByRole('button', { name: language === 'en' ? 'Show panel' : 'Paneli göster' }).click();
          await page.getByRole('dialog').waitFor();
          expect(await seriousAxeViolations(page), `${language} ${width} panel`).toEqual([]);
        }
        await finder(page).fill(language === 'en' ? 'a' : 'e');
        await page.getByRole('listbox').getByRole('option').first().click();
        await page.locator('[data-live-card]').waitFor();
        expect(await seriousAxeViolations(page), `${language} ${width}`).toEqual([]);
        await context.close();
      }
    });
  }
});
