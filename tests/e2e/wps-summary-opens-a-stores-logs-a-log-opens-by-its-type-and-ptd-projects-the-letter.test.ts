// WPS and PTD in Chromium against the real gateway (resources/performance/wps-summary.ts,
// wps-logs.ts and ptd.ts; docs/dys.md; TR group only). On the WPS summary a store's row opens that
// store's logs of the same days, the costliest first; a log opens at its typed path,
// /dys/wps/logs/detail/{type}/{id}, read from the gateway's /wps/logs/{type}/{id}; a hand-made path
// with a type outside the closed set says what failed instead of showing a record. PTD shows each
// store's DYS point so far with its projected letter for the month in progress.
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

describe('WPS and PTD', () => {
  it('a store\'s WPS row opens its logs, a log opens by its type and id, and an unknown type is refused', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'owner', { language: 'en', width: 1280, height: 900 });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/wps\//.test(request.url())) calls.push(new URL(request.url()).pathname);
    });
    await page.goto('/dys/wps/summary');
    const rows = page.locator('main tbody tr');
    await rows.first().waitFor(WAIT);
    // the costliest store first (sorted by points, lowest first); its row opens its logs
    const storeName = (await rows.first().locator('td').first().innerText()).trim();
    await rows.first().locator('td').first().click();
    await page.waitForURL(/\/dys\/wps\/logs\?/, WAIT);
    await page.getByRole('heading', { name: 'WPS logs' }).first().waitFor(WAIT);
    const url = new URL(page.url());
    expect(Object.keys(JSON.parse(url.searchParams.get('filter') ?? '{}')).sort()).toEqual(['periodFrom', 'periodTo', 'warehouseId']);
    expect(url.searchParams.get('sort')).toBe('points');
    const logs = page.locator('main tbody tr');
    await expect.poll(async () => (await logs.first().innerText()).includes(storeName), WAIT).toBe(true);

    // a log opens at its typed path, and the gateway is asked for that type
    await logs.first().locator('td').first().click();
    await page.waitForURL(/\/dys\/wps\/logs\/detail\/(order|transfer|stock_count|courier)\/[0-9a-f]+$/, WAIT);
    const [, type, id] = /detail\/([a-z_]+)\/([0-9a-f]+)$/.exec(page.url())!;
    await page.getByText('What happened').waitFor(WAIT);
    expect(calls).toContain(`/api/wps/logs/${type}/${id}`);

    // a type outside the closed set: what failed and a retry, no record
    await page.goto(`/dys/wps/logs/detail/invoice/${id}`);
    await page.getByRole('button', { name: 'Retry' }).waitFor(WAIT);
    await page.getByText('type must be one of: order, transfer, stock_count, courier').waitFor(WAIT);
    expect(await page.getByText('What happened', { exact: true }).isVisible()).toBe(false);
    expect(consoleErrors.filter((error) => !/400|Bad Request/.test(error))).toEqual([]);
    await context.close();
  });

  it('PTD shows each store\'s DYS point so far with its projected letter', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'owner', { language: 'tr', width: 1280, height: 900 });
    await page.goto('/dys/ptd');
    const rows = page.locator('main tbody tr');
    await rows.first().waitFor(WAIT);
    await expect.poll(() => rows.count(), WAIT).toBeGreaterThan(1);
    // the month in progress is the one picked: from its 26th
    expect(await page.getByLabel(/^Ay/).first().innerText()).toMatch(/26 /);
    // a letter and its point: "B+ · 85,5"
    await expect.poll(async () => /\b[A-DF]\+? · \d+/.test(await rows.first().innerText()), WAIT).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
