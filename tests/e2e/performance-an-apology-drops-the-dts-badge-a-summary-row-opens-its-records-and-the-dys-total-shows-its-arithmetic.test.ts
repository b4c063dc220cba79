// DTS in Chromium against the real gateway (resources/performance/dts-records.ts and
// dts-summary.ts): the owner opens a violation head office has just recorded, writes the apology,
// and the record waits for head office's decision while the sidebar's DTS badge drops by one at
// once; on the DTS summary a store's row opens that store's DTS records of the same days, the
// costliest first, so every point is explained by the records behind it; on the DYS summary a
// store's total shows its arithmetic (each part's point by its weight) on keyboard focus, and a
// part's point opens its own summary for that store and those days; above its rows, the total over
// time is a drawn line with the same points as a table for screen readers, a point per day for the
// last 30 days and per week for the last 90 (report.series, docs/dys.md).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { launchBrowser, signedInSession } from './browser';
import { gatewayCall, recordDtsViolation } from './gatewayHooks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WAIT = { timeout: 15_000 };
const sidebar = (page: Page) => page.getByRole('navigation', { name: /main menu|ana menü/i });
/** The number on the DTS list's own entry in the sidebar (the DYS group opens on a DTS page). */
async function dtsBadge(page: Page): Promise<number | null> {
  const badge = sidebar(page).locator('li:has(> a[href="/dys/dts/list"]) [data-color]').first();
  if ((await badge.count()) === 0) return null;
  return Number((await badge.innerText()).trim());
}
const waiting = async (page: Page) => (await gatewayCall<{ dtsCount: number }>(page, 'POST', '/sidebar-badges/count', {})).dtsCount;

describe('DTS', () => {
  it('the owner writes the apology of a new record: it waits for a decision and the DTS badge drops by one at once', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'owner', { language: 'en', width: 1280, height: 900 });
    await page.goto('/fleet/vehicle/list');
    const id = await recordDtsViolation(page);
    const before = await waiting(page);
    await page.goto(`/dys/dts/detail/${id}`);
    await page.getByText('Waiting for apology').first().waitFor(WAIT);
    await expect.poll(() => dtsBadge(page), WAIT).toBe(before);

    await page.getByRole('button', { name: 'Write apology' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write apology' });
    await dialog.getByRole('textbox', { name: 'Apology' }).fill('The courier was reminded of the rule the same day.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Write apology' }).click();
    await page.getByText('Apology sent: head office decides next').waitFor(WAIT);
    await page.getByText('Waiting for decision').first().waitFor(WAIT);
    await page.getByText('The courier was reminded of the rule the same day.').first().waitFor(WAIT);
    // no button left to write it again
    await expect.poll(() => page.getByRole('button', { name: 'Write apology' }).count(), WAIT).toBe(0);
    // well inside the sidebar's 60 s poll: the action refetched it
    await expect.poll(() => dtsBadge(page), { timeout: 10_000 }).toBe(before - 1 || null);
    const stored = await gatewayCall<{ status: number; apology: string }>(page, 'GET', `/dts-records/${id}`);
    expect(stored.status).toBe(200);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a store\'s row on the DTS summary opens its records of the same days, the costliest first', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'owner', { language: 'tr', width: 1280, height: 900 });
    await page.goto('/dys/dts/summary');
    const rows = page.locator('main tbody tr');
    await rows.first().waitFor(WAIT);
    // the period the figures cover is shown: the last 30 days, today included
    const from = await page.getByLabel('Başlangıç', { exact: true }).inputValue();
    expect(from).not.toBe('');
    // the lowest ranked store (ranked by point, best first): the one that lost the most; its row opens its records
    const last = rows.last();
    const storeName = (await last.locator('td').nth(2).innerText()).trim();
    await last.locator('td').nth(2).click();
    await page.waitForURL(/\/dys\/dts\/list\?/, WAIT);
    // the DTS list's own rows, not the summary's still on screen while the list loads
    await page.getByRole('heading', { name: 'DTS kayıtları' }).first().waitFor(WAIT);
    const url = new URL(page.url());
    const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, string>;
    expect(Object.keys(filter).sort()).toEqual(['periodFrom', 'periodTo', 'warehouseId']);
    expect(url.searchParams.get('sort')).toBe('penalty');
    expect(url.searchParams.get('order')).toBe('DESC');
    await page.locator('main tbody tr').first().waitFor(WAIT);
    const records = await gatewayCall<Array<{ warehouseId: string; penalty: number }>>(
      page,
      'GET',
      `/dts-records?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent('["penalty","DESC"]')}&range=${encodeURIComponent('[0,99]')}`,
    );
    expect(records.length).toBeGreaterThan(0);
    expect(new Set(records.map((record) => record.warehouseId))).toEqual(new Set([filter.warehouseId]));
    // every row on the screen is that store's, the first the costliest
    await expect.poll(async () => (await page.locator('main tbody tr').allInnerTexts()).every((text) => text.includes(storeName)), WAIT).toBe(true);
    const shown = await page.locator('main tbody tr').allInnerTexts();
    expect(shown.length).toBe(Math.min(records.length, 25));
    expect(shown[0]).toContain(String(records[0]!.penalty).replace('.', ','));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('the DYS total shows its arithmetic on keyboard focus, and a part\'s point opens its own summary with the same point', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'owner', { language: 'en', width: 1280, height: 900 });
    await page.goto('/dys/summary');
    const total = page.locator('main tbody tr').first().locator('[data-arithmetic]');
    await total.waitFor(WAIT);
    await total.focus();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor(WAIT);
    const text = await tooltip.innerText();
    // DDS and STS weigh 30, KDS and DTS 20, over the weights of the parts that have a point (KDS
    // only where the store was audited in the period: 100, else 80)
    const parts = text.match(/^DDS [\d.]+ × 30\/(80|100) = [\d.]+ \+ STS [\d.]+ × 30\/\1 = [\d.]+ \+ (KDS [\d.]+ × 20\/\1 = [\d.]+ \+ )?DTS [\d.]+ × 20\/\1 = [\d.]+ → [\d.]+$/);
    expect(parts, text).not.toBeNull();
    expect(Boolean(parts![2])).toBe(parts![1] === '100');
    const terms = [...text.matchAll(/= ([\d.]+)/g)].map((match) => Number(match[1]));
    const shown = Number(text.split('→ ')[1]);
    // the terms (to two decimals) add up to the total (to one)
    expect(Math.abs(terms.reduce((sum, term) => sum + term, 0) - shown)).toBeLessThanOrEqual(0.06);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // a part's point opens its own summary, for that store and the same days: the same point there
    const row = page.locator('main tbody tr').first();
    const store = (await row.locator('td').first().innerText()).trim();
    const dts = row.locator('a[href^="/dys/dts/summary"]');
    const point = (await dts.innerText()).trim();
    const from = await page.getByLabel('From', { exact: true }).inputValue();
    await dts.click();
    await page.waitForURL(/\/dys\/dts\/summary\?/, WAIT);
    await page.getByRole('heading', { name: 'DTS summary' }).first().waitFor(WAIT);
    await expect.poll(async () => (await page.locator('main tbody tr').allInnerTexts()).map((text) => text.includes(store) && text.includes(point)), WAIT).toEqual([true]);
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(from);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('the DYS summary draws the total over time above its rows, its points also a table: a point per day for 30 days, per week for 90', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'owner', { language: 'en', width: 1280, height: 900 });
    await page.goto('/dys/summary');
    const chart = page.getByRole('img', { name: /^DYS point over time, .+ – .+, one point per day$/ });
    // the line is drawn (the drawing loads with the first chart)
    await chart.locator('svg path').first().waitFor(WAIT);
    const table = page.getByRole('table', { name: /^DYS point over time/ });
    const points = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    // the last 30 days, today included, a row each, every one a point with its letter
    await expect.poll(() => points.count(), WAIT).toBe(30);
    const texts = await points.allInnerTexts();
    for (const text of texts) expect(text).toMatch(/^\d{4}\/\d{2}\/\d{2}\s*\d{1,3}\.\d \((A\+|A|B\+|B|C\+|C|D\+|D|F)\)$/);
    // the first point is the period's first day
    const from = await page.getByLabel('From', { exact: true }).inputValue();
    expect(texts[0]).toContain(from);
    expect(await page.getByRole('heading', { name: 'DYS point over time' }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // 90 days: a point per week, counted back from today
    await page.getByRole('button', { name: 'Last 90 days' }).click();
    await page.getByRole('img', { name: /one point per week, counted back from the last day$/ }).waitFor(WAIT);
    await expect.poll(() => points.count(), WAIT).toBe(13);
    const weeks = await points.allInnerTexts();
    for (const text of weeks) expect(text).toMatch(/^\d{4}\/\d{2}\/\d{2}\s+–\s+\d{4}\/\d{2}\/\d{2}\s*\d{1,3}\.\d \(/);
    // the rows are still the list's own
    await page.locator('main tbody tr').first().locator('[data-arithmetic]').waitFor(WAIT);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
