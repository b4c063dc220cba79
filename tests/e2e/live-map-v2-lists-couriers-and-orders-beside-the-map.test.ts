import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { launchBrowser, signedInSession, type SessionOptions } from './browser';
import { createOrder } from './gatewayHooks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PATH = '/map/liveMapV2';

/** The page as `username`, after `ownOrders` active orders of the test's own are made (earlier
 * tests' steps may have finished every order the seed left active). */
async function openV2(username: string, options: SessionOptions & { ownOrders?: number } = {}) {
  const session = await signedInSession(browser, username, options);
  for (let n = 0; n < (options.ownOrders ?? 0); n++) await createOrder(session.page);
  await session.page.goto(PATH);
  return session;
}

const courierList = (page: Page) => page.getByRole('list', { name: /^(couriers|kuryeler)$/i });
const orderList = (page: Page) => page.getByRole('list', { name: /^(active orders|aktif siparişler)$/i });

/** The whole list's length, as each rendered row announces it (the list renders only rows in view). */
async function listSize(list: ReturnType<typeof courierList>): Promise<number> {
  const first = list.getByRole('listitem').first();
  if ((await first.count()) === 0) return 0;
  return Number(await first.getAttribute('aria-setsize'));
}

function drawn(page: Page) {
  return page.locator('.leaflet-container').evaluate((element) => ({
    couriers: Number(element.getAttribute('data-couriers')),
    orders: Number(element.getAttribute('data-orders')),
    warehouses: Number(element.getAttribute('data-warehouses')),
    selected: element.getAttribute('data-selected'),
  }));
}

/**
 * Until the map stops moving: no zoom animation runs (Leaflet moves the pane only when one ends,
 * so a loaded machine could see the pane still mid-zoom) and the pane's position reads the same
 * twice in a row.
 */
async function mapSettled(page: Page): Promise<void> {
  let last: string | null = null;
  await expect
    .poll(
      async () => {
        const now = await page
          .locator('.leaflet-container')
          .evaluate((container) =>
            container.classList.contains('leaflet-zoom-anim') ? null : (container.querySelector('.leaflet-map-pane') as HTMLElement).style.transform,
          );
        const settled = now !== null && now === last;
        last = now;
        return settled;
      },
      { interval: 150, timeout: 10_000 },
    )
    .toBe(true);
}

/** Until the header's loading spinner (react-admin's, shown while any query runs) is gone. */
async function idle(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('progressbar').count(), { timeout: 10_000 }).toBe(0);
}

describe('the live map v2', () => {
  it('lists the couriers and active orders the map draws, and narrows both with a search', async () => {
    const { page, context, consoleErrors } = await openV2('owner', { ownOrders: 1 });
    await expect.poll(() => listSize(courierList(page)), { timeout: 15_000 }).toBeGreaterThan(0);
    const couriers = await listSize(courierList(page));
    await expect.poll(async () => (await drawn(page)).couriers).toBe(couriers);
    expect((await drawn(page)).warehouses).toBeGreaterThan(0);
    // Each courier row: a name, a status chip, the store and the current order (or none).
    const firstCourier = courierList(page).getByRole('button').first();
    await expect.poll(() => firstCourier.innerText()).toMatch(/\n.+ · (Order #[0-9A-F]{6}|No order)/);

    const name = (await courierList(page).getByRole('button').first().locator('p').first().innerText()).trim();
    await page.getByRole('searchbox', { name: /search couriers/i }).fill(name);
    await expect.poll(() => listSize(courierList(page))).toBeLessThan(couriers + 1);
    const found = await listSize(courierList(page));
    expect(found).toBeGreaterThan(0);
    await expect.poll(async () => (await drawn(page)).couriers).toBe(found);
    await page.getByRole('searchbox', { name: /search couriers/i }).fill('no such courier anywhere');
    await expect(page.getByText('Nothing matches these filters.').waitFor()).resolves.toBeUndefined();
    await expect.poll(async () => (await drawn(page)).couriers).toBe(0);

    await page.getByRole('tab', { name: /orders/i }).click();
    await expect.poll(() => listSize(orderList(page))).toBeGreaterThan(0);
    const orders = await listSize(orderList(page));
    await expect.poll(async () => (await drawn(page)).orders).toBe(orders);
    // Each order row: short id, status, store and age, and a link to its detail page.
    const link = orderList(page).getByRole('link').first();
    expect(await link.getAttribute('href')).toMatch(/^\/order\/detail\/[^/]+$/);
    expect(await orderList(page).getByRole('button').first().innerText()).toMatch(/#[0-9A-F]{6}[\s\S]*· \d+ min/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('highlights a selected row and its marker, and a marker clicked on the map selects its row', async () => {
    const { page, context } = await openV2('owner', { ownOrders: 2 });
    await page.getByRole('tab', { name: /orders/i }).click();
    await expect.poll(() => listSize(orderList(page)), { timeout: 15_000 }).toBeGreaterThan(1);
    const rows = orderList(page).getByRole('button');
    await rows.nth(1).click();
    await expect.poll(() => rows.nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(await rows.nth(0).getAttribute('aria-pressed')).toBe('false');
    const href = await orderList(page).getByRole('link').nth(1).getAttribute('href');
    const orderId = decodeURIComponent(href!.split('/').pop()!);
    await expect.poll(async () => (await drawn(page)).selected).toBe(`order:${orderId}`);

    const label = (await rows.nth(1).innerText()).match(/#[0-9A-F]{6}/)![0];

    // The map centred on the order: clicking the map's centre picks its marker back from the canvas.
    await page.getByRole('tab', { name: /couriers/i }).click();
    const box = (await page.locator('.leaflet-container').boundingBox())!;
    await mapSettled(page); // the centring animation has ended
    // The pointer over the centre names the marker it would pick (the map's title follows the hover).
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await expect
      .poll(async () => {
        await page.mouse.move(centre.x + 1, centre.y);
        await page.mouse.move(centre.x, centre.y);
        return page.locator('.leaflet-container').getAttribute('title');
      })
      .toBe(label);
    await page.mouse.click(centre.x, centre.y);
    await expect.poll(() => page.getByRole('tab', { name: /orders/i }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(async () => (await drawn(page)).selected).toBe(`order:${orderId}`);
    await expect.poll(() => orderList(page).getByRole('button', { pressed: true }).count()).toBe(1);
    await context.close();
  });

  it('shows a new order without a reload', async () => {
    const { page, context } = await openV2('owner', { ownOrders: 1 });
    await page.getByRole('tab', { name: /orders/i }).click();
    await expect.poll(() => listSize(orderList(page)), { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await listSize(orderList(page));
    const orderId = await createOrder(page);
    await page.getByRole('searchbox', { name: /search orders/i }).fill(orderId);
    await expect.poll(() => listSize(orderList(page)), { timeout: 10_000 }).toBe(1);
    await page.getByRole('searchbox', { name: /search orders/i }).fill('');
    await expect.poll(() => listSize(orderList(page))).toBeGreaterThan(before - 1);
    await context.close();
  });

  it('is refused to a manager, who has no live_map_v2 role', async () => {
    const { page, context } = await openV2('manager');
    await expect(page.getByRole('heading', { level: 1, name: 'No access' }).waitFor()).resolves.toBeUndefined();
    expect(await page.getByRole('list', { name: /^couriers$/i }).count()).toBe(0);
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    await context.close();
  });

  // The screen at rest in en and tr, wide and phone: the route sweep. Here with a row selected,
  // each layout in one language.
  for (const [language, width] of [['en', 1280], ['tr', 390]] as const) {
    it(`has no serious accessibility problem with a row selected (${language}, ${width} px)`, async () => {
      {
        const { page, context } = await openV2('owner', { language, width, ownOrders: 1 });
        if (width < 768) {
          await expect.poll(async () => (await drawn(page)).couriers, { timeout: 15_000 }).toBeGreaterThan(0);
          await idle(page);
          expect(await seriousAxeViolations(page), `${language} ${width} map`).toEqual([]);
          await page.getByRole('tab', { name: language === 'en' ? /couriers/i : /kuryeler/i }).click();
        }
        await expect.poll(() => listSize(courierList(page)), { timeout: 15_000 }).toBeGreaterThan(0);
        await courierList(page).getByRole('button').first().click();
        if (width < 768) {
          // The row opened the map tab, with what is selected in a bar under the map.
          await page.getByRole('region', { name: language === 'en' ? 'Selected on the map' : 'Haritada seçili' }).waitFor();
          expect(await seriousAxeViolations(page), `${language} ${width} selected`).toEqual([]);
        }
        // On a phone the row opened the map tab; on a wide screen the lists stay beside the map.
        await page.getByRole('tab', { name: language === 'en' ? /orders/i : /siparişler/i }).click();
        await expect.poll(() => listSize(orderList(page))).toBeGreaterThan(0);
        await idle(page);
        expect(await seriousAxeViolations(page), `${language} ${width}`).toEqual([]);
        await context.close();
      }
    });
  }
});
