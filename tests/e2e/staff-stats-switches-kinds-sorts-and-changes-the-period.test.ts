// /staff/stats against the real gateway: the owner sees each courier's figures (one courier has
// just delivered an order made through the test hooks), sorts by a figure on the
// gateway, switches to pickers (other columns, other figures) and changes the period (the call
// asks the picked days); the manager (no person/performance) has no menu entry and no access;
// the wide flow in English, the phone's cards in Turkish; the route sweep checks the screen in en
// and tr at 1280 and 390 px (texts, axe, nothing sideways).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { launchBrowser, openAs, signedInSession } from './browser';
import { advanceOrder, createOrder } from './gatewayHooks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface StatsBody {
  kind: string;
  startDate: string;
  endDate: string;
  sort: { field: string; order: number };
}

/** The bodies of the screen's POST /staff/stats calls. */
function statsBodies(page: Page): StatsBody[] {
  const bodies: StatsBody[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/staff/stats') bodies.push(request.postDataJSON());
  });
  return bodies;
}

/** A day `days` before today in Istanbul (the seed's owner's time zone), as typed in the panel's date format. */
function dayBefore(days: number, language: 'en' | 'tr'): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  const [year, month, day] = date.toISOString().slice(0, 10).split('-');
  return language === 'en' ? `${year}/${month}/${day}` : `${day}/${month}/${year}`;
}

const WAIT = { timeout: 15_000 };
const TEXTS = {
  en: { kind: 'Staff', pickers: 'Pickers', deliveries: 'Deliveries', avgDelivery: 'Avg. delivery (min)', picks: 'Picks', from: 'From' },
  tr: { kind: 'Personel', pickers: 'Toplayıcılar', deliveries: 'Teslimat', avgDelivery: 'Ort. teslimat (dk)', picks: 'Toplama', from: 'Başlangıç' },
} as const;
const columnTexts = (page: Page) => page.locator('thead th').evaluateAll((ths) => ths.map((th) => th.textContent?.trim() ?? ''));

describe('staff statistics', () => {
  it.each<'en' | 'tr'>(['en'])('(%s, 1280 px) the owner sorts by a figure, switches to pickers and changes the period', async (language) => {
    const text = TEXTS[language];
    const { page, context } = await signedInSession(browser, 'owner', { language });
    // a delivery made now: one courier of the franchise has at least one in the default week
    const orderId = await createOrder(page);
    await advanceOrder(page, orderId, 900);
    const bodies = statsBodies(page);
    await page.goto('/staff/stats');
    // a call slower than a second first shows react-admin's skeleton rows, with empty cells: the
    // top courier's deliveries are read once the figures are in
    const topDeliveries = page.locator('tbody tr').first().locator('td').nth(2);
    await expect.poll(async () => (await topDeliveries.innerText().catch(() => '')).trim(), WAIT).toMatch(/^\d+$/);
    expect(bodies[0]).toMatchObject({ kind: 'courier', sort: { field: 'deliveries', order: -1 } });
    expect(Number(await topDeliveries.innerText())).toBeGreaterThanOrEqual(1);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // sort by the average delivery time: asked of the gateway, and the rows come back in order
    await page.getByRole('columnheader', { name: text.avgDelivery }).getByRole('button').click();
    await expect.poll(() => bodies.at(-1)?.sort.field, WAIT).toBe('avgDeliveryMinutes');
    await expect
      .poll(async () => {
        const cells = await page.locator('tbody tr td:nth-child(4)').allInnerTexts();
        const values = cells.filter((cell) => cell.trim() !== '').map((cell) => Number(cell.replace(',', '.')));
        const direction = bodies.at(-1)!.sort.order;
        return values.length > 1 && values.every((value, index) => index === 0 || (value - values[index - 1]) * direction >= 0);
      }, WAIT)
      .toBe(true);

    // pickers: other figures in other columns
    await page.getByRole('combobox', { name: text.kind }).click();
    await page.getByRole('option', { name: text.pickers, exact: true }).click();
    await expect.poll(() => bodies.at(-1)?.kind, WAIT).toBe('picker');
    await expect.poll(() => columnTexts(page), WAIT).toContain(text.picks);
    expect(await columnTexts(page)).not.toContain(text.deliveries);
    await page.locator('tbody tr').first().waitFor(WAIT);

    // the period: from three days ago, at midnight in the owner's zone
    const before = bodies.at(-1)!.startDate;
    await page.getByLabel(text.from, { exact: true }).fill(dayBefore(3, language));
    await expect.poll(() => bodies.at(-1)?.startDate, WAIT).not.toBe(before);
    const start = new Date(bodies.at(-1)!.startDate);
    expect(Date.now() - start.getTime()).toBeGreaterThan(2 * 24 * 3600_000);
    expect(Date.now() - start.getTime()).toBeLessThan(4 * 24 * 3600_000);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it.each<'en' | 'tr'>(['tr'])('(%s, 390 px) shows each person as a card, with no sideways scroll and no axe problem', async (language) => {
    const { page, context } = await openAs(browser, 'owner', '/staff/stats', { language, width: 390, height: 844 });
    await page.locator('[data-card-id]').first().waitFor(WAIT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('a failed call says what failed with a Retry, never an empty list, and Retry loads the figures', async () => {
    const { page, context } = await signedInSession(browser, 'owner');
    const isStats = (url: URL) => url.pathname === '/api/staff/stats';
    // failing until the test presses Retry: a refetch of its own (the socket's first connection
    // refetches what failed) must not load the list before the click
    let failing = true;
    await page.route(isStats, (route) =>
      failing
        ? route.fulfill({ status: 500, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ message: 'Internal error', code: 'INTERNAL' }) })
        : route.fallback(),
    );
    await page.goto('/staff/stats');
    const alert = page.getByRole('alert').filter({ hasText: 'Staff statistics could not be loaded' });
    await alert.getByText('The server ran into a problem (error 500).').waitFor(WAIT);
    expect(await page.locator('tbody tr').count()).toBe(0);
    failing = false;
    // Retry loads the rows. A refetch of the page's own (its socket connecting late on a busy
    // machine refetches what failed) may redraw the alert under the pointer or load them first:
    // press again until they are there.
    await expect
      .poll(async () => {
        if ((await page.locator('tbody tr').count()) > 0) return true;
        await alert.getByRole('button', { name: 'Retry' }).click({ timeout: 2_000 }).catch(() => undefined);
        return (await page.locator('tbody tr').count()) > 0;
      }, WAIT)
      .toBe(true);
    await page.locator('tbody tr').first().waitFor(WAIT);
    await context.close();
  });

  it('the manager (no person/performance) has no menu entry and no access to it', async () => {
    const { page, context } = await openAs(browser, 'manager', '/staff/list');
    await page.locator('tbody tr').first().waitFor(WAIT);
    expect(await page.locator('a[href="/staff/stats"]').count()).toBe(0);
    const calls = statsBodies(page);
    await page.goto('/staff/stats');
    await page.getByText(/No access/).first().waitFor(WAIT);
    expect(calls).toEqual([]);
    await context.close();
  });
});
