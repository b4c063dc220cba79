// The Commercial read-only screens in Chromium against the real gateway (resources/commercial/
// promo-list.ts, equipments.ts, reward.ts; docs/commercial.md): promos filtered by a status show
// only that status, an equipment right opens with its change log, and rewards show the financial
// month picked, in the country's currency.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signedInSession } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WAIT = { timeout: 15_000 };
const rowTexts = (page: import('playwright-core').Page) => page.locator('main tbody tr').evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));

describe('promos, equipment and rewards', () => {
  it('promos filtered by a status show only that status, asked of the gateway', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'owner', { language: 'en', width: 1280, height: 900 });
    const filters: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/promos') filters.push(url.searchParams.get('filter') ?? '');
    });
    await page.goto('/commercial/promo/list');
    await page.locator('main tbody tr').first().waitFor(WAIT);
    expect(new Set((await rowTexts(page)).map((text) => /Expired/.test(text))).size).toBe(2);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Expired', exact: true }).click();
    await expect.poll(() => filters.some((filter) => filter.includes('"status":3')), WAIT).toBe(true);
    await expect.poll(async () => {
      const rows = await rowTexts(page);
      return rows.length > 0 && rows.every((text) => text.includes('Expired'));
    }, WAIT).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('an equipment right opens with the log of its changes', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'owner', { language: 'en', width: 1280, height: 900 });
    await page.goto('/commercial/equipments');
    const first = page.locator('main tbody tr').first();
    await first.waitFor(WAIT);
    await first.locator('td').nth(2).click();
    await page.waitForURL(/\/commercial\/equipments\/detail\/[0-9a-f]+$/, WAIT);
    await page.getByText('Changes', { exact: true }).waitFor(WAIT);
    // every right starts with head office's allocation, the oldest change at the bottom
    await page.getByText('Initial allocation').last().waitFor(WAIT);
    // a change shows its sign, a gain too: the allocation gives rights
    expect(await page.locator('tr', { hasText: 'Initial allocation' }).last().locator('td').nth(1).innerText()).toMatch(/^\+\d+$/);
    expect(await page.getByText('Rights left after').count()).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('rewards open on the month in progress and show an older month picked, in pounds for GB', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'gbowner', { language: 'en', width: 1280, height: 900 });
    await page.goto('/commercial/reward');
    await page.locator('main tbody tr').first().waitFor(WAIT);
    // the month in progress: nothing decided yet
    await expect.poll(async () => (await rowTexts(page)).every((text) => text.includes('Pending') && text.includes('£')), WAIT).toBe(true);
    await page.getByRole('combobox', { name: 'Month' }).click();
    const older = page.getByRole('listbox').getByRole('option').nth(3);
    const month = (await older.innerText()).split(' (')[0]!.trim();
    await older.click();
    await expect.poll(async () => {
      const rows = await rowTexts(page);
      return rows.length > 0 && rows.every((text) => text.includes(month)) && rows.some((text) => text.includes('Paid'));
    }, WAIT).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
