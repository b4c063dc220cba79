// The stock screens in Chromium against the real gateway (resources/inventory/stock-current.ts and
// stock-movements.ts; docs/commercial.md): current stock opens on a store and narrows to a
// keyword; a product whose sale (the test hook) brings it to the minimum set for it shows low in
// the list and its notification reaches the bell live; its movements, filtered by product (the
// autocomplete over POST /products) and type, show that sale with the balance after it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_PATHS } from '../../src/domain/paths';
import { openAs } from './browser';
import { launchBrowser } from './browser';
import { gatewayCall } from './gatewayHooks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WAIT = { timeout: 15_000 };
type StockRow = { _id: string; productId: string; warehouseId: string; productName: string; available: number; minimum: number | null };

const rowTexts = (page: Page) => page.locator('main tbody tr').evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
const bell = (page: Page) => page.locator('[data-widget="notifications"]');
const bellCount = async (page: Page) => Number(/(\d+)/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);

describe('stock', () => {
  it('lists a store\'s products by keyword, marks one sold down to its minimum, tells the bell, and shows the sale among its movements', async () => {
    const { page, context, consoleErrors } = await openAs(browser, 'owner', '/stock/current', { language: 'en', width: 1280, height: 900 });
    const connected = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => socket.on('framereceived', (frame) => String(frame.payload).startsWith('40') && resolve()));
    });
    await page.locator('main tbody tr').first().waitFor(WAIT);
    // the list opened on a store: the store field holds one
    const store = await page.getByRole('combobox', { name: 'Store' }).inputValue();
    expect(store).not.toBe('');
    await page.getByRole('textbox', { name: 'Product name, SKU or barcode' }).fill('milk');
    await expect.poll(async () => {
      const rows = await rowTexts(page);
      return rows.length > 0 && rows.every((text) => /milk/i.test(text));
    }, WAIT).toBe(true);

    // a product of that store with stock to sell: its minimum one under what is left
    const listed = await gatewayCall<{ stocks: StockRow[] }>(page, 'POST', STOCK_PATHS.current, {
      warehouseId: (await gatewayCall<{ id: string; name: string }[]>(page, 'GET', '/warehouses?range=[0,99]')).find((one) => one.name === store)!.id,
      search: 'milk',
      sort: { field: 'productName', order: 1 },
      limit: 25,
      offset: 0,
    });
    const row = listed.stocks.find((one) => one.available >= 2 && one.minimum === null)!;
    await gatewayCall(page, 'POST', `/stock-current/${row._id}/actions/setMinimum`, { minimum: row.available - 1 });
    await connected;
    const before = await bellCount(page);
    const sale = await gatewayCall<{ balanceAfter: number; notifications: number }>(page, 'POST', '/test/stock-movements', {
      warehouseId: row.warehouseId,
      productId: row.productId,
      quantity: -1,
      reference: 'E2E-LOW',
    });
    expect(sale.balanceAfter).toBe(row.available - 1);
    expect(sale.notifications).toBeGreaterThan(0);
    await expect.poll(() => bellCount(page), WAIT).toBe(before + 1);
    await bell(page).click();
    await page.getByRole('dialog').getByText(`Low stock: ${row.productName}`).first().waitFor(WAIT);
    await page.keyboard.press('Escape');

    // low stock only: the product is there, marked in words
    await page.getByRole('combobox', { name: 'Low stock' }).click();
    await page.getByRole('option', { name: 'Yes' }).click();
    await expect.poll(async () => {
      const rows = await rowTexts(page);
      return rows.every((text) => text.includes('Low stock')) && rows.some((text) => text.includes(row.productName));
    }, WAIT).toBe(true);

    // its movements: the product picked by name, sales only
    await page.goto('/stock/movements');
    await page.locator('main tbody tr').first().waitFor(WAIT);
    const product = page.getByRole('combobox', { name: 'Product' });
    await product.fill(row.productName.split(',')[0]!);
    await page.getByRole('option', { name: row.productName, exact: true }).click();
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Sale', exact: true }).click();
    await expect.poll(async () => {
      const rows = await rowTexts(page);
      return rows.length > 0 && rows.every((text) => text.includes(row.productName) && text.includes('Sale')) && rows.some((text) => text.includes('E2E-LOW'));
    }, WAIT).toBe(true);
    expect((await rowTexts(page)).find((text) => text.includes('E2E-LOW'))).toContain(String(row.available - 1));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
