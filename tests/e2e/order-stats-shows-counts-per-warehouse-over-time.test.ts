// The order statistics screen in Chromium against the seeded gateway: the owner sees the cards,
// a chart and a table whose totals are what the gateway answers for the same inputs (the first
// store, 14 days by day in the user's UTC offset); grouping by week asks again and changes the
// rows; days picked backwards are refused at the fields (nothing asked) and a range too long for
// one call says at the field to which days it was shortened (English, and Turkish); the manager
// (no stats/order_count) has no access, and neither has its token at the gateway. Axe, in English and Turkish,
// wide and on a phone: the route sweep (tests/e2e/routeSweep.ts).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, signedInSession } from './browser';
import { helperIsError, helperText } from './fieldHelper';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PATH = '/commercial/order/stats';
const DAY_MS = 86_400_000;
/** The demo franchises are in Istanbul: the session's zone, +180 minutes. */
const IST = 180;

async function open(username: string, options: { language?: 'en' | 'tr'; width?: number; query?: string } = {}) {
  const session = await signedInSession(browser, username, { width: options.width ?? 1280, language: options.language ?? 'en' });
  const calls = countCalls(session.page);
  await session.page.goto(`${PATH}${options.query ?? ''}`);
  return { ...session, calls };
}

interface CountCall {
  path: string;
  body: { warehouseId: string; startDate: string; endDate: string; groupType: string; utcOffset: number };
  reply: Promise<Reply>;
}
interface Reply {
  data: { date: string; startDate: string; count: number }[];
  total?: number;
  warehouseCount?: number;
}

/** Every count call the page makes, with its body and the reply it got. */
function countCalls(page: Page): CountCall[] {
  const calls: CountCall[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'POST' || !/^\/api\/orders\/[^/]+\/count\//.test(path)) return;
    const reply = request.response().then(async (response) => (await response!.json()) as Reply);
    // a call the test never reads may end with its page: not an unhandled rejection then (a test
    // that awaits the reply still sees the failure)
    reply.catch(() => undefined);
    calls.push({ path, body: request.postDataJSON(), reply });
  });
  return calls;
}

async function token(page: Page): Promise<string> {
  return (await page.evaluate(() => window.localStorage.getItem('accessToken')))!;
}

async function gateway<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const response = await fetch(`${baseURL()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await token(page)}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

/** The table's cells, row by row (headers, buckets, total). */
function tableCells(page: Page): Promise<string[][]> {
  return page
    .getByRole('table')
    .evaluate((table) => [...table.querySelectorAll('tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')));
}

const en = (value: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 2, useGrouping: value >= 10_000 }).format(value);
const twoDecimals = (value: number) => Math.round(value * 100) / 100;
const KINDS = ['successful', 'missed', 'potential'] as const;

/** The footer the page must show for these six replies: each kind's total and its averages' sum. */
function expectedTotal(replies: Map<string, Reply>, warehouseId: string): string[] {
  const cells = ['Total'];
  for (const kind of KINDS) {
    const store = replies.get(`/api/orders/${warehouseId}/count/${kind}`)!;
    const average = replies.get(`/api/orders/${warehouseId}/count/${kind}/average`)!;
    cells.push(en(store.total!), en(average.data.reduce((sum, bucket) => twoDecimals(sum + bucket.count), 0)));
  }
  return cells;
}

const istanbulToday = () => Math.floor((Date.now() + IST * 60_000) / DAY_MS);
const dayString = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const localMidnight = (day: number) => new Date(day * DAY_MS - IST * 60_000).toISOString();
const enDay = (day: number) => dayString(day).replaceAll('-', '/');

/** A typed day is committed after a pause; a loaded machine gets its time. */
const WAIT = { timeout: 15_000 };

describe('order statistics', () => {
  it('the owner sees cards, a chart and a table whose totals are the gateway’s for the same inputs', async () => {
    // A past fortnight: its counts no longer move, so the gateway can be asked again independently.
    const today = istanbulToday();
    const from = today - 20;
    const to = today - 7;
    const { page, context, calls, consoleErrors } = await open('owner', { query: `?from=${dayString(from)}&to=${dayString(to)}` });
    await page.getByRole('table').waitFor();
    await page.getByRole('img', { name: /^Orders per day at .+: successful, missed and potential/ }).waitFor();
    // one line for the store's successful orders (the chart's drawing loads with the first chart), the average dashed
    await page.locator('svg path[data-series="successful"]').waitFor();
    expect(await page.locator('svg path[data-series="successful"]').count()).toBe(1);
    expect(await page.locator('svg path[data-series="potential-average"]').getAttribute('stroke-dasharray')).toBe('6 4');

    // the first store in the user's alphabet, 14 whole local days, by day, in the user's offset
    const warehouses = await gateway<{ id: string; name: string }[]>(page, 'GET', '/warehouses');
    const first = warehouses.json.map((warehouse) => warehouse).sort((a, b) => new Intl.Collator('en').compare(a.name, b.name))[0]!;
    await expect.poll(() => page.getByRole('combobox', { name: 'Store' }).innerText()).toBe(first.name);
    const body = { warehouseId: first.id, startDate: localMidnight(from), endDate: localMidnight(to + 1), groupType: 'day', utcOffset: IST };
    expect(calls.map((call) => call.path).sort()).toEqual(
      KINDS.flatMap((kind) => [`/api/orders/${first.id}/count/${kind}`, `/api/orders/${first.id}/count/${kind}/average`]).sort(),
    );
    for (const call of calls) expect(call.body).toEqual(body);

    // asked again, the gateway answers what the table shows
    const replies = new Map<string, Reply>();
    for (const call of calls) replies.set(call.path, (await gateway<Reply>(page, 'POST', call.path.replace(/^\/api/, ''), body)).json);
    const cells = await tableCells(page);
    expect(cells.length).toBe(2 + 14 + 1);
    expect(cells[2]![0]).toBe(enDay(from));
    expect(cells[15]![0]).toBe(enDay(to));
    expect(cells.at(-1)).toEqual(expectedTotal(replies, first.id));
    const successful = replies.get(`/api/orders/${first.id}/count/successful`)!;
    // row by row too: the first day's successful orders
    expect(cells[2]![1]).toBe(en(successful.data[0]!.count));
    // and the card says the same total
    const card = page.getByRole('heading', { name: 'Successful', exact: true }).locator('..');
    expect(await card.innerText()).toContain(en(successful.total!));
    expect(successful.total).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens on the last 14 days by day, and grouping by week asks once more and shows weeks', async () => {
    const { page, context, calls } = await open('owner');
    await page.getByRole('table').waitFor();
    const today = istanbulToday();
    await expect.poll(() => calls.length).toBe(6);
    expect(calls[0]!.body).toMatchObject({ startDate: localMidnight(today - 13), endDate: localMidnight(today + 1), groupType: 'day', utcOffset: IST });
    const dayRows = await tableCells(page);
    expect(dayRows.length).toBe(2 + 14 + 1);

    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect.poll(async () => (await tableCells(page)).length).toBe(2 + 12 + 1);
    // one call per count, no more
    expect(calls.length).toBe(12);
    const weekCalls = calls.slice(6);
    const monday = today - ((new Date(today * DAY_MS).getUTCDay() + 6) % 7);
    for (const call of weekCalls) expect(call.body).toMatchObject({ groupType: 'week', startDate: localMidnight(monday - 77), endDate: localMidnight(monday + 7) });
    const weekRows = await tableCells(page);
    expect(weekRows[2]![0]).toBe(`${enDay(monday - 77)}\u00a0– ${enDay(monday - 71)}`);
    expect(weekRows.at(-2)![0]).toBe(`${enDay(monday)}\u00a0– ${enDay(monday + 6)}`);
    expect(weekRows.slice(2, -1)).not.toEqual(dayRows.slice(2, -1));
    const replies = new Map<string, Reply>();
    for (const call of weekCalls) replies.set(call.path, await call.reply);
    expect(weekRows.at(-1)).toEqual(expectedTotal(replies, weekCalls[0]!.body.warehouseId));
    expect(new URL(page.url()).searchParams.get('group')).toBe('week');
    await context.close();
  });

  it('refuses days picked backwards at the fields and asks nothing, and says at the field to which days a long range was shortened', async () => {
    const { page, context, calls } = await open('owner');
    await page.getByRole('table').waitFor();
    await expect.poll(() => calls.length).toBe(6);
    const today = istanbulToday();
    const from = page.getByLabel('From', { exact: true });
    const to = page.getByLabel('To', { exact: true });
    expect(await from.inputValue()).toBe(enDay(today - 13));

    // the end before the start: both fields in error, nothing asked, swapped or not
    await to.fill(enDay(today - 20));
    await expect.poll(() => to.getAttribute('aria-invalid'), WAIT).toBe('true');
    expect(await helperText(page, 'To')).toBe('Must not be before the start date');
    expect(await helperText(page, 'From')).toBe('Must not be after the end date');
    expect(await helperIsError(page, 'To')).toBe(true);
    expect(await helperIsError(page, 'From')).toBe(true);
    expect(await to.inputValue()).toBe(enDay(today - 20));
    // (the input commits after 600 ms: well past it, still no call)
    await page.waitForTimeout(1500);
    expect(calls.length).toBe(6);
    expect(await page.getByRole('alert').count()).toBe(0);

    // righted, it asks for exactly the picked days
    await from.fill(enDay(today - 30));
    await expect.poll(() => calls.length, WAIT).toBe(12);
    expect(await to.getAttribute('aria-invalid')).toBe('false');
    expect(await helperText(page, 'To')).toBe(null);
    for (const call of calls.slice(6)) expect(call.body).toMatchObject({ startDate: localMidnight(today - 30), endDate: localMidnight(today - 19), groupType: 'day' });
    // the swapped range (today - 20 to today - 13) was never asked
    expect(calls.filter((call) => call.body.startDate === localMidnight(today - 20))).toEqual([]);

    // over the 399 days one call takes by day: the latest kept, and said at the first field
    await to.fill(enDay(today));
    await expect.poll(() => calls.length, WAIT).toBe(18);
    await from.fill(enDay(today - 500));
    await expect.poll(() => helperText(page, 'From'), WAIT).toBe(`Shortened to ${enDay(today - 398)} – ${enDay(today)} (399 days)`);
    expect(await helperIsError(page, 'From')).toBe(false);
    expect(await from.getAttribute('aria-invalid')).toBe('false');
    await expect.poll(() => calls.length, WAIT).toBe(24);
    for (const call of calls.slice(18)) expect(call.body).toMatchObject({ startDate: localMidnight(today - 398), endDate: localMidnight(today + 1) });
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });

  it('says so in Turkish too', async () => {
    const today = istanbulToday();
    const { page, context, calls } = await open('owner', { language: 'tr', query: `?from=${dayString(today - 3)}&to=${dayString(today - 10)}` });
    await expect.poll(() => helperText(page, 'Bitiş'), WAIT).toBe('Başlangıç tarihinden önce olamaz');
    expect(await helperText(page, 'Başlangıç')).toBe('Bitiş tarihinden sonra olamaz');
    expect(await page.getByLabel('Bitiş', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.waitForTimeout(1500);
    expect(calls).toEqual([]);
    await context.close();
  });

  it('is refused to the manager, on screen and at the gateway', async () => {
    const { page, context, calls } = await open('manager');
    await page.getByRole('heading', { level: 1, name: 'No access' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(calls).toEqual([]);
    const warehouses = await gateway<{ id: string }[]>(page, 'GET', '/warehouses');
    const refused = await gateway(page, 'POST', `/orders/${warehouses.json[0]!.id}/count/successful`, {
      startDate: localMidnight(istanbulToday() - 1),
      endDate: localMidnight(istanbulToday()),
      groupType: 'day',
      utcOffset: IST,
    });
    expect(refused.status).toBe(403);
    await context.close();
  });
});
