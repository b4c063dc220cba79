// /staff/courier/program and /staff/picker/program against the real gateway: the month in
// progress by default (the financial month, 26th to 25th, on the user's calendar), another month
// picked, a tier filter and a sort asked of the gateway, a row opened on the figures behind its
// score (cards with details on a phone); the picker program beside each picker's shifts of the
// month (POST /plan/picker/filter), the picked store's plan (between-dates) and a picker moved to
// another store (PUT change-warehouse); who may open which as the seed's roles say. Each flow runs
// in one language and width, a screen's wide and phone flows in different languages: the route
// sweep (every-screen-*.test.ts) checks both screens in en and tr at 1280 and 390 px, axe included.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, financialMonthOf } from '../../src/domain/financialMonth';
import type { ProgramReply } from '../../src/domain/workerProgram';
import { seriousAxeViolations } from './axe';
import { launchBrowser, openAs, signedInSession } from './browser';
import { gatewayCall } from './gatewayHooks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WAIT = { timeout: 15_000 };
const COURIERS = '/api/staff/courier/program/filter';
const PICKERS = '/api/staff/picker/program/filter';

interface Body {
  month: string;
  tiers?: number[];
  sort?: { field: string; order: number };
  warehouseIds?: string[];
  search?: string;
  pickerIds?: string[];
  startDate?: string;
  endDate?: string;
  warehouseId?: string;
}

/** The bodies of the page's POSTs to `path`. */
function bodiesOf(page: Page, path: string): Body[] {
  const bodies: Body[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) bodies.push(request.postDataJSON());
  });
  return bodies;
}

/** The financial month in progress in Istanbul (the TR demo users' time zone). */
const currentMonth = (timeZone = 'Europe/Istanbul') => financialMonthOf(new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date()));

const TEXTS = {
  en: { month: /^Month/, tier: 'Tier', elite: 'Elite', expand: 'Details', breakdown: 'How the score is made', details: 'Details' },
  tr: { month: /^Ay/, tier: 'Seviye', elite: 'Elit', expand: 'Ayrıntılar', breakdown: 'Puan nasıl oluşur', details: 'Ayrıntılar' },
} as const;

/** The table's rows (each row's details panel is a row of its own, after it). */
const ROWS = 'tbody tr.RaDataTable-row';
const rowCells = (page: Page, column: number) => page.locator(`${ROWS} td:nth-child(${column})`).allInnerTexts();

describe('the courier program', () => {
  it.each<'en' | 'tr'>(['en'])('(%s, 1280 px) opens on the month in progress, picks another, filters a tier, sorts and opens a row', async (language) => {
    const text = TEXTS[language];
    const { page, context } = await signedInSession(browser, 'owner', { language });
    const bodies = bodiesOf(page, COURIERS);
    await page.goto('/staff/courier/program');
    await page.locator(ROWS).first().waitFor(WAIT);
    expect(bodies[0]).toMatchObject({ month: currentMonth(), sort: { field: 'score', order: -1 }, limit: 25, offset: 0 });
    await page.locator('[data-month-note]').waitFor(WAIT);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // the month before: settled, so no note; the gateway is asked for it
    const previous = addMonths(currentMonth(), -1);
    await page.getByRole('combobox', { name: text.month }).click();
    await page.getByRole('option').nth(1).click();
    await expect.poll(() => bodies.at(-1)?.month, WAIT).toBe(previous);
    await expect.poll(() => page.locator('[data-month-note]').count(), WAIT).toBe(0);

    // elite only: asked of the gateway, and every row shown is elite, as the gateway derives it
    await page.getByRole('combobox', { name: text.tier }).click();
    await page.getByRole('option', { name: text.elite, exact: true }).click();
    await expect.poll(() => bodies.at(-1)?.tiers, WAIT).toEqual([1]);
    const reply = await gatewayCall<ProgramReply>(page, 'POST', '/staff/courier/program/filter', { month: previous, tiers: [1] });
    expect(reply.totalCount).toBeGreaterThan(0);
    await expect.poll(async () => (await rowCells(page, 2)).length, WAIT).toBe(Math.min(reply.totalCount, 25));
    expect(new Set(await rowCells(page, 4))).toEqual(new Set([text.elite]));

    // sorted by score ascending on the gateway
    await page.locator('thead [role="button"][data-field="score"]').click();
    await expect.poll(() => bodies.at(-1)?.sort, WAIT).toEqual({ field: 'score', order: 1 });
    await expect
      .poll(async () => {
        const scores = (await rowCells(page, 5)).map((cell) => Number(cell.replace(',', '.')));
        return scores.length > 0 && scores.every((score, index) => index === 0 || score >= scores[index - 1]);
      }, WAIT)
      .toBe(true);

    // a row opens on the parts of its score, which add up to the row's score
    const firstRow = page.locator(ROWS).first();
    const score = await firstRow.locator('td').nth(4).innerText();
    await firstRow.getByRole('button', { name: text.expand, exact: true }).click();
    const panel = page.getByRole('table', { name: text.breakdown });
    await panel.waitFor(WAIT);
    expect(await panel.locator('tbody tr[data-figure]').count()).toBe(4);
    expect(await panel.locator('[data-score]').innerText()).toBe(score);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it.each<'en' | 'tr'>(['tr'])('(%s, 390 px) shows cards whose details open the score, with no sideways scroll', async (language) => {
    const { page, context } = await openAs(browser, 'owner', '/staff/courier/program', { language, width: 390, height: 844 });
    const card = page.locator('[data-card-id]').first();
    await card.waitFor(WAIT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await card.getByRole('button', { name: TEXTS[language].details, exact: true }).click();
    await card.getByRole('table', { name: TEXTS[language].breakdown }).waitFor(WAIT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('a failed call says what failed with a Retry, never an empty list', async () => {
    const { page, context } = await signedInSession(browser, 'owner');
    const isList = (url: URL) => url.pathname === COURIERS;
    // failing until the test presses Retry: a refetch of its own (the socket's first connection
    // refetches what failed) must not load the list before the click
    let failing = true;
    await page.route(isList, (route) =>
      failing
        ? route.fulfill({ status: 500, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ message: 'Internal error', code: 'INTERNAL' }) })
        : route.fallback(),
    );
    await page.goto('/staff/courier/program');
    const alert = page.getByRole('alert').filter({ hasText: 'Courier program could not be loaded' });
    await alert.waitFor(WAIT);
    expect(await page.locator(ROWS).count()).toBe(0);
    failing = false;
    // Retry loads the rows. A refetch of the page's own (its socket connecting late on a busy
    // machine refetches what failed) may redraw the alert under the pointer or load them first:
    // press again until they are there.
    await expect
      .poll(async () => {
        if ((await page.locator(ROWS).count()) > 0) return true;
        await alert.getByRole('button', { name: 'Retry' }).click({ timeout: 2_000 }).catch(() => undefined);
        return (await page.locator(ROWS).count()) > 0;
      }, WAIT)
      .toBe(true);
    await page.locator(ROWS).first().waitFor(WAIT);
    await context.close();
  });
});

describe('the picker program', () => {
  it.each<'en' | 'tr'>(['tr'])('(%s, 1280 px) lists pickers with their shifts of the month and the picked store’s plan', async (language) => {
    const { page, context } = await signedInSession(browser, 'owner', { language });
    const plans = bodiesOf(page, '/api/plan/picker/filter');
    const storePlans = bodiesOf(page, '/api/plan/picker-plan/warehouse/between-dates');
    await page.goto('/staff/picker/program');
    await page.locator(ROWS).first().waitFor(WAIT);
    // one call for the page's pickers over the month in progress (26th 00:00 Istanbul on)
    await expect.poll(() => plans.length, WAIT).toBeGreaterThan(0);
    const rows = await page.locator(ROWS).count();
    expect(plans[0].pickerIds).toHaveLength(rows);
    expect(new Date(plans[0].startDate!).getUTCHours()).toBe(21);
    await page.locator('[data-shifts]').first().waitFor(WAIT);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // a store picked: its plan of the month, from the spec's between-dates call
    await page.getByRole('combobox', { name: language === 'en' ? 'Store' : 'Mağaza' }).click();
    const store = await page.getByRole('option').first().innerText();
    await page.getByRole('option').first().click();
    await expect.poll(() => storePlans.at(-1)?.warehouseId, WAIT).toBeTruthy();
    await page.locator('[data-store-summary]').filter({ hasText: store }).waitFor(WAIT);

    // a row's details list its shifts
    await page.locator(ROWS).first().getByRole('button', { name: TEXTS[language].expand, exact: true }).click();
    await page.getByRole('heading', { name: language === 'en' ? 'Shifts of the month' : 'Ayın vardiyaları' }).waitFor(WAIT);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('the owner moves a picker to another store from the list (and back)', async () => {
    const { page, context } = await signedInSession(browser, 'owner');
    await page.goto('/staff/picker/program');
    await page.locator(ROWS).first().waitFor(WAIT);
    const reply = await gatewayCall<ProgramReply>(page, 'POST', '/staff/picker/program/filter', { month: currentMonth(), limit: 10 });
    const picker = reply.workers[0];
    await page.getByRole('textbox', { name: 'Search by name' }).fill(picker.name);
    const row = page.locator(ROWS).filter({ hasText: picker.name }).first();
    await expect.poll(() => page.locator(ROWS).count(), WAIT).toBe(reply.workers.filter((worker) => worker.name.toLowerCase().includes(picker.name.toLowerCase())).length);
    const moves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === `/api/picker/${picker._id}/change-warehouse`) moves.push(request.postDataJSON().warehouseId);
    });
    await row.getByRole('button', { name: 'Move to another store' }).click();
    const dialog = page.getByRole('dialog', { name: `Move ${picker.name} to another store` });
    await dialog.getByRole('combobox', { name: 'New store' }).click();
    const target = await page.getByRole('option').first().innerText();
    expect(target).not.toBe(picker.warehouse.name);
    await page.getByRole('option').first().click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Move' }).click();
    await page.getByText(`${picker.name} now works at ${target}`).waitFor(WAIT);
    expect(moves).toHaveLength(1);
    // the list is read again: the row shows the new store
    await expect.poll(() => row.locator('td').nth(2).innerText(), WAIT).toBe(target);
    // back where it was, so the run's other tests find the seed's stores
    await gatewayCall(page, 'PUT', `/picker/${picker._id}/change-warehouse`, { warehouseId: picker.warehouse._id });
    await context.close();
  });

  it.each<'en' | 'tr'>(['en'])('(%s, 390 px) shows each picker as a card with its shifts, no sideways scroll', async (language) => {
    const { page, context } = await openAs(browser, 'owner', '/staff/picker/program', { language, width: 390, height: 844 });
    const card = page.locator('[data-card-id]').first();
    await card.waitFor(WAIT);
    await card.locator('[data-shifts]').waitFor(WAIT);
    await card.getByRole('button', { name: TEXTS[language].details, exact: true }).click();
    await card.getByRole('table', { name: TEXTS[language].breakdown }).waitFor(WAIT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('who may open them', () => {
  it('the manager (workforce, no picker_program) opens the courier program but not the picker program', async () => {
    const { page, context } = await signedInSession(browser, 'manager');
    const pickerCalls = bodiesOf(page, PICKERS);
    await page.goto('/staff/courier/program');
    await page.locator(ROWS).first().waitFor(WAIT);
    expect(await page.locator('a[href="/staff/courier/program"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href="/staff/picker/program"]').count()).toBe(0);
    await page.goto('/staff/picker/program');
    await page.getByText(/No access/).first().waitFor(WAIT);
    expect(pickerCalls).toEqual([]);
    await context.close();
  });

  it('the London owner sees the London franchise’s couriers and pickers, bonuses in pounds', async () => {
    const { page, context } = await signedInSession(browser, 'gbowner');
    const bodies = bodiesOf(page, COURIERS);
    await page.goto('/staff/courier/program');
    await page.locator(ROWS).first().waitFor(WAIT);
    expect(bodies[0].month).toBe(currentMonth('Europe/London'));
    expect((await rowCells(page, 10)).every((cell) => cell.includes('£'))).toBe(true);
    await page.goto('/staff/picker/program');
    await page.locator(ROWS).first().waitFor(WAIT);
    await context.close();
  });
});
