// Timesheets and the tally against the real gateway (docs/timesheets.md): the manager (role
// workforce, no shift plan) sees the timesheet and approves days in bulk, and the Staff badge
// drops at once (not at its one-minute poll); the owner's v2 refuses to approve a day with a
// missing clock-out or a big difference without a note, saying why; a stale edit answers 409 and
// keeps the typed values; after the fix the day is approved; the tally draws a month per person
// and day and exports it as CSV. Axe on each screen at rest, in en and tr, at 1280 and 390 px: the
// route sweep (tests/e2e/routeSweep.ts). Each test picks its own records through the gateway.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TallyReply } from '../../src/domain/tally';
import { seriousAxeViolations } from './axe';
import { downloadedBytes, launchBrowser, signedInSession } from './browser';
import { gatewayCall } from './gatewayHooks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Timesheet = {
  id: string;
  personId: string;
  workDate: string;
  status: number;
  locked?: boolean;
  clockIn: string | null;
  clockOut: string | null;
  scheduledMinutes: number;
  unpaidBreakMinutes?: number;
  differenceMinutes: number | null;
  note?: string | null;
  updatedAt?: string;
};
type Counts = { dtsCount: number; leavesCount: number; timesheetCount: number };

const WAIT = { timeout: 15_000 };
const query = (filter: Record<string, unknown>, range: [number, number] = [0, 99]) =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}`;
const listPath = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const label = (count: number) => (count > 99 ? '99+' : String(count));
const missing = (sheet: Timesheet) => (sheet.clockIn === null) !== (sheet.clockOut === null);
const sidebar = (page: Page) => page.getByRole('navigation', { name: /main menu|ana menü/i });
const staffGroup = (page: Page, name: string) =>
  sidebar(page).locator('[aria-expanded]').filter({ has: page.locator('.MuiListItemText-primary', { hasText: new RegExp(`^${name}$`) }) }).first();
async function badgeText(scope: Locator): Promise<string | null> {
  const badge = scope.locator('[data-color]').first();
  return (await badge.count()) === 0 ? null : (await badge.innerText()).trim();
}
/** The wall clock of an instant in Istanbul (the TR demo users' zone), as the English date-time input takes it. */
function istanbulInput(instant: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}`;
}
const istanbulToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

describe('timesheet (v1)', () => {
  it('the manager sees the timesheet, approves a person’s pending days in bulk, and the Staff badge drops at once', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'manager', { language: 'en', width: 1280, height: 900 });
    await page.goto('/staff/timesheet');
    await page.locator('tbody tr').first().waitFor(WAIT);
    // a person with pending days that may be approved (no clock time missing)
    const pending = await gatewayCall<Timesheet[]>(page, 'GET', `/timesheets?${query({ status: 100 }, [0, 99])}`);
    const byPerson = new Map<string, Timesheet[]>();
    for (const sheet of pending) byPerson.set(sheet.personId, [...(byPerson.get(sheet.personId) ?? []), sheet]);
    const [personId, sheets] = [...byPerson.entries()].sort((a, b) => b[1].filter((s) => !missing(s)).length - a[1].filter((s) => !missing(s)).length)[0]!;
    const approvable = sheets.filter((sheet) => !missing(sheet)).length;
    expect(approvable).toBeGreaterThan(0);

    await page.goto(listPath('/staff/timesheet', { personId, status: 100 }));
    await expect.poll(() => page.locator('tbody tr').count(), WAIT).toBe(sheets.length);
    const before = await gatewayCall<Counts>(page, 'POST', '/sidebar-badges/count', {});
    // under the 99+ overflow (the seed keeps it so), so the badge's number shows the drop
    expect(before.leavesCount + before.timesheetCount).toBeLessThan(100);
    const staff = staffGroup(page, 'Staff');
    await expect.poll(() => badgeText(staff), WAIT).toBe(label(before.leavesCount + before.timesheetCount));

    await page.locator('thead input[type="checkbox"]').check();
    await page.locator('.RaBulkActionsToolbar-toolbar').getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText(`${approvable} done, ${sheets.length - approvable} refused`).waitFor(WAIT);

    // the badge follows right after the approve: well within its one-minute poll
    const after = await gatewayCall<Counts>(page, 'POST', '/sidebar-badges/count', {});
    expect(after.timesheetCount).toBe(before.timesheetCount - approvable);
    await expect.poll(() => badgeText(staff), { timeout: 10_000 }).toBe(label(after.leavesCount + after.timesheetCount) === '0' ? null : label(after.leavesCount + after.timesheetCount));
    const left = await gatewayCall<Timesheet[]>(page, 'GET', `/timesheets?${query({ personId, status: 100 })}`);
    expect(left.every(missing)).toBe(true);
    expect(consoleErrors.filter((text) => text.startsWith('pageerror:'))).toEqual([]);
    await context.close();
  });
});

describe('timesheet v2', () => {
  it('refuses to approve a missing clock-out, keeps the typed clock-out over a stale save, then saves and approves', async () => {
    const { page, context } = await signedInSession(browser, 'owner', { language: 'en', width: 1280, height: 900 });
    await page.goto('/staff/timesheet-v2');
    const open = await gatewayCall<Timesheet[]>(page, 'GET', `/timesheets-v2?${query({ status: 100, locked: false })}`);
    const sheet = open.find((item) => item.clockIn && !item.clockOut && item.workDate < istanbulToday());
    expect(sheet, 'the seed has a pending day with a missing clock-out').toBeDefined();
    await page.goto(`/staff/timesheet-v2/detail/${sheet!.id}`);

    // an action that asks nothing runs at once from the detail
    await page.getByRole('button', { name: 'Approve', exact: true }).click(WAIT);
    await page.getByText(/cannot be approved yet: its clock-in or clock-out is missing/).waitFor(WAIT);
    expect((await gatewayCall<Timesheet>(page, 'GET', `/timesheets-v2/${sheet!.id}`)).status).toBe(100);

    await page.getByRole('button', { name: /^edit$/i }).click();
    const clockOut = page.getByRole('textbox', { name: /clock-out/i });
    const typed = istanbulInput(Date.parse(sheet!.clockIn!) + (sheet!.scheduledMinutes + (sheet!.unpaidBreakMinutes ?? 0)) * 60_000);
    await clockOut.fill(typed);
    // someone else saves first
    const read = await gatewayCall<Timesheet>(page, 'GET', `/timesheets-v2/${sheet!.id}`);
    await gatewayCall(page, 'PUT', `/timesheets-v2/${sheet!.id}`, { note: 'Checked by the store manager', updatedAt: read.updatedAt });
    const answer = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith(`/api/timesheets-v2/${sheet!.id}`));
    await page.getByRole('button', { name: /^save$/i }).click();
    expect((await answer).status()).toBe(409);
    const alert = page.getByRole('alert').filter({ hasText: 'Someone else changed this record' });
    await alert.waitFor(WAIT);
    expect(await clockOut.inputValue()).toBe(typed);
    expect((await gatewayCall<Timesheet>(page, 'GET', `/timesheets-v2/${sheet!.id}`)).clockOut).toBeNull();

    await alert.getByRole('button', { name: 'Reload' }).click();
    await page.getByText('The latest version is loaded').waitFor(WAIT);
    expect(await clockOut.inputValue()).toBe(typed);
    await page.getByRole('button', { name: /^save$/i }).click();
    await page.getByRole('button', { name: /^edit$/i }).waitFor(WAIT);
    const saved = await gatewayCall<Timesheet>(page, 'GET', `/timesheets-v2/${sheet!.id}`);
    expect(saved.clockOut).not.toBeNull();
    expect(Math.abs(saved.differenceMinutes!)).toBeLessThanOrEqual(15);
    expect(saved.note).toBe('Checked by the store manager');

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText('Approved', { exact: true }).first().waitFor(WAIT);
    expect((await gatewayCall<Timesheet>(page, 'GET', `/timesheets-v2/${sheet!.id}`)).status).toBe(200);
    await context.close();
  });

  it('asks for a note when the total differs from the plan by more than 15 minutes, then approves with it (tr, phone)', async () => {
    const { page, context } = await signedInSession(browser, 'owner', { language: 'tr', width: 390, height: 844 });
    await page.goto('/staff/timesheet-v2');
    const open = await gatewayCall<Timesheet[]>(page, 'GET', `/timesheets-v2?${query({ status: 100, locked: false })}`);
    const sheet = open.find((item) => item.clockIn && item.clockOut && Math.abs(item.differenceMinutes ?? 0) > 15 && !item.note);
    expect(sheet, 'the seed has a pending day with a big difference and no note').toBeDefined();
    await page.goto(`/staff/timesheet-v2/detail/${sheet!.id}`);
    await page.getByRole('button', { name: 'Onayla', exact: true }).click(WAIT);
    await page.getByText(/15 dakikadan fazla farklı, bu yüzden not gerekir/).waitFor(WAIT);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /^düzenle$/i }).click();
    await page.getByRole('textbox', { name: /^not$/i }).fill('Trafik nedeniyle geç geldi');
    await page.getByRole('button', { name: /^kaydet$/i }).click();
    await page.getByRole('button', { name: /^düzenle$/i }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Onayla', exact: true }).click();
    await expect.poll(async () => (await gatewayCall<Timesheet>(page, 'GET', `/timesheets-v2/${sheet!.id}`)).status, WAIT).toBe(200);
    await context.close();
  });
});

describe('staff tally', () => {
  it('draws this month per person and day as the gateway counts it and exports it as CSV; the previous month is one click away', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'owner', { language: 'en', width: 1280, height: 900 });
    const month = istanbulToday().slice(0, 7);
    await page.goto(`/staff/tally?month=${month}`);
    const rows = page.locator('tbody tr');
    await rows.first().waitFor(WAIT);
    const tally = await gatewayCall<TallyReply>(page, 'POST', '/staff/tally', { month, timeZone: 'Europe/Istanbul' });
    expect(await rows.count()).toBe(tally.people.length);
    const person = tally.people.find((item) => item.totals.workedDays > 0)!;
    const row = page.locator(`tbody tr[data-person="${person.id}"]`);
    expect(await row.locator('th').innerText()).toContain(person.name);
    for (const cell of person.cells) expect(await row.locator(`td[data-day="${cell.day}"]`).getAttribute('data-kind')).toBe(cell.kind);
    const hours = new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(person.totals.workedMinutes / 60);
    expect(await row.locator('[data-total="worked-hours"]').innerText()).toBe(hours);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`staff-tally-${month}.csv`);
    const csv = (await downloadedBytes(download)).toString('utf8').replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toContain(`Person,Store,${month}-01`);
    expect(lines).toHaveLength(tally.people.length + 1);
    expect(lines.find((line) => line.startsWith(`${person.name},`))).toContain(`,${hours},${person.totals.workedDays},`);

    await page.getByRole('button', { name: 'Previous month' }).click();
    const previous = month.endsWith('-01') ? `${Number(month.slice(0, 4)) - 1}-12` : `${month.slice(0, 5)}${String(Number(month.slice(5)) - 1).padStart(2, '0')}`;
    await page.locator(`h2[data-month="${previous}"]`).waitFor(WAIT);
    await rows.first().waitFor(WAIT);
    expect(consoleErrors.filter((text) => text.startsWith('pageerror:'))).toEqual([]);
    await context.close();
  });

  it('on a phone shows a card per person and nothing scrolls sideways (tr)', async () => {
    const { page, context } = await signedInSession(browser, 'owner', { language: 'tr', width: 390, height: 844 });
    await page.goto('/staff/tally');
    await page.locator('li[data-person]').first().waitFor(WAIT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByText('CSV indir').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
