import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { launchBrowser, openAs } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openVehicles(username = 'owner') {
  const session = await openAs(browser, username, '/fleet/vehicle/list');
  await rows(session.page).first().waitFor();
  return session;
}

const rows = (page: Page) => page.locator('tbody tr');
const plates = (page: Page) => page.locator('tbody tr td:first-child').allInnerTexts();

/** The list's GET calls, to read what the panel asked the gateway. */
function listCalls(page: Page): URL[] {
  const calls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/vehicles') calls.push(url);
  });
  return calls;
}

describe('the vehicle list and detail', () => {
  it('filters by status on the server and shows only matching rows', async () => {
    const { page, context } = await openVehicles();
    const calls = listCalls(page);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'In service' }).click();
    await expect.poll(() => calls.some((url) => (url.searchParams.get('filter') ?? '').includes('"status"'))).toBe(true);
    await expect
      .poll(async () => {
        const statuses = await page.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
        return statuses.length > 0 && statuses.every((text) => text.includes('In service'));
      })
      .toBe(true);
    await context.close();
  });

  it('sorts by plate both ways and pages through 10, 25, 50, 100 rows', async () => {
    const { page, context } = await openVehicles();
    const ascending = await plates(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'en')));
    await page.getByRole('columnheader', { name: /plate/i }).getByRole('button').click();
    await expect.poll(async () => (await plates(page))[0]).not.toBe(ascending[0]);
    const descending = await plates(page);
    expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a, 'en')));

    await page.getByRole('combobox', { name: /rows per page/i }).click();
    const sizes = await page.getByRole('option').allInnerTexts();
    expect(sizes.map((size) => size.trim())).toEqual(['10', '25', '50', '100']);
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expect.poll(() => rows(page).count()).toBe(10);
    const firstPage = await plates(page);
    await page.getByRole('button', { name: /go to next page|next page/i }).click();
    await expect.poll(async () => (await plates(page))[0]).not.toBe(firstPage[0]);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await context.close();
  });

  it('searches by plate', async () => {
    const { page, context } = await openVehicles();
    const [first] = await plates(page);
    await page.getByRole('textbox', { name: /search by plate/i }).fill(first);
    await expect.poll(async () => (await plates(page)).every((plate) => plate.includes(first))).toBe(true);
    await context.close();
  });

  it('a row click opens /fleet/vehicle/detail/{id}, and an edit there is saved', async () => {
    const { page, context } = await openVehicles();
    const [plate] = await plates(page);
    await rows(page).first().click();
    await page.waitForURL(/\/fleet\/vehicle\/detail\/[^/]+$/);
    await page.getByText(plate).first().waitFor();

    const note = `checked ${Date.now()}`;
    await page.getByRole('button', { name: /^edit$/i }).click();
    const notes = page.getByRole('textbox', { name: /notes/i });
    await notes.fill(note);
    await page.getByRole('button', { name: /^save$/i }).click();
    await page.getByText(note).waitFor();
    await page.reload();
    await page.getByText(note).waitFor();
    expect(page.url()).toMatch(/\/fleet\/vehicle\/detail\/[^/]+$/);
    await context.close();
  });

  it("react-admin's own resource paths land on the spec paths", async () => {
    const { page, context } = await openVehicles();
    await page.goto('/vehicles');
    await page.waitForURL((url) => url.pathname === '/fleet/vehicle/list');
    await context.close();
  });

  it.each(['en', 'tr'] as const)('on a phone (%s) shows one card per vehicle, nothing scrolls sideways, and a card opens the vehicle', async (language) => {
    const { page, context } = await openAs(browser, 'owner', '/fleet/vehicle/list', { width: 390, height: 844, language });
    const cards = page.locator('[data-card-id]');
    await cards.first().waitFor();
    expect(await page.locator('table').count()).toBe(0);
    // the same first page as the table: the gateway's first 25 plates in plate order
    const headings = await cards.locator('h2').allInnerTexts();
    expect(headings.length).toBe(25);
    expect(headings).toEqual([...headings].sort((a, b) => a.localeCompare(b, 'en')));
    const label = language === 'en' ? 'Status' : 'Durum';
    expect(await cards.first().locator('dt').allInnerTexts()).toContain(label);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const id = await cards.first().getAttribute('data-card-id');
    await cards.first().getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/fleet/vehicle/detail/${id}`);
    await context.close();
  });
});
