// Leave in Chromium against the real gateway: the manager (workforce, no shift_plan, no
// add_leave) sees the leave list and a leave, with nothing to add or decide; the owner selects two
// pending leaves and approves them at once, and the Staff badge drops by two straight away (not
// at its minute's poll); a sick leave waits for its document (400) and is pending (100) once a PDF
// is attached on its detail. Each test makes its own leaves through the gateway.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { launchBrowser, signedInSession } from './browser';
import { gatewayCall } from './gatewayHooks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Leave = { id: string; status: number; personId: string; updatedAt: string };
type Person = { id: string; name: string };
const WAIT = { timeout: 15_000 };
const DAY = 86_400_000;
const PDF = Buffer.from(`%PDF-1.4\n% report ${Date.now()}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const query = (filter: Record<string, unknown>, range: [number, number] = [0, 99]) =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}`;
const listPath = (filter: Record<string, unknown>) => `/staff/leave/list?filter=${encodeURIComponent(JSON.stringify(filter))}`;

const sidebar = (page: Page) => page.getByRole('navigation', { name: /main menu|ana menü/i });
const staffGroup = (page: Page) =>
  sidebar(page).locator('[aria-expanded]').filter({ has: page.locator('.MuiListItemText-primary', { hasText: /^Staff$/ }) }).first();
async function badgeNumber(scope: Locator): Promise<number | null> {
  const badge = scope.locator('[data-color]').first();
  if ((await badge.count()) === 0) return null;
  const text = (await badge.innerText()).trim();
  return text.endsWith('+') ? Number.POSITIVE_INFINITY : Number(text);
}
const counts = (page: Page) => gatewayCall<{ leavesCount: number; timesheetCount: number }>(page, 'POST', '/sidebar-badges/count', {});

/**
 * An active person of the franchise with no leave waiting or approved: a list filtered to them
 * shows only this test's, and the days this test picks are free (a person's leaves may not overlap).
 */
async function personWithoutLeave(page: Page, skip = 0): Promise<Person> {
  const people = await gatewayCall<Person[]>(page, 'GET', `/people?${query({ isActive: true }, [0, 99])}`);
  const busy = new Set<string>();
  for (let start = 0; ; start += 100) {
    const holding = await gatewayCall<Leave[]>(page, 'GET', `/leaves?${query({ status: [100, 200, 400] }, [start, start + 99])}`);
    for (const leave of holding) busy.add(leave.personId);
    if (holding.length < 100) break;
  }
  const free = people.filter((person) => !busy.has(person.id));
  return free[(skip + Math.floor(Math.random() * 10)) % free.length]!;
}
const addLeave = (page: Page, body: Record<string, unknown>) =>
  gatewayCall<Leave>(page, 'POST', '/leaves', {
    type: 1,
    allDay: true,
    startsAt: new Date(Date.now() + 20 * DAY).toISOString(),
    endsAt: new Date(Date.now() + 21 * DAY).toISOString(),
    ...body,
  });

describe('leave requests', () => {
  it('the manager (workforce, no shift_plan) sees the list and a leave, with nothing to add or decide', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'manager', { language: 'en', width: 1280, height: 900 });
    await page.goto('/staff/leave/list');
    await page.getByRole('heading', { name: 'Leave requests' }).first().waitFor(WAIT);
    const rows = page.locator('tbody tr');
    await rows.first().waitFor(WAIT);
    expect(await rows.count()).toBeGreaterThan(0);
    // waiting ones first
    expect(await rows.first().innerText()).toMatch(/Pending/);
    expect(await page.getByRole('link', { name: /^create$/i }).count()).toBe(0);
    expect(await page.locator('tbody input[type="checkbox"]').count()).toBe(0);
    await rows.first().click();
    await page.waitForURL(/\/staff\/leave\/detail\//, WAIT);
    await page.getByText('Leave type').first().waitFor(WAIT);
    expect(await page.getByRole('button', { name: /^(approve|decline)$/i }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('the owner approves two pending leaves at once and the Staff badge drops by two at once', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'owner', { language: 'en', width: 1280, height: 900 });
    await page.goto('/fleet/vehicle/list');
    const person = await personWithoutLeave(page);
    const first = await addLeave(page, { personId: person.id });
    const second = await addLeave(page, { personId: person.id, type: 3, startsAt: new Date(Date.now() + 23 * DAY).toISOString(), endsAt: new Date(Date.now() + 24 * DAY).toISOString() });
    expect([first.status, second.status]).toEqual([100, 100]);
    const before = await counts(page);

    await page.goto(listPath({ personId: person.id, status: 100 }));
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count(), WAIT).toBe(2);
    const staff = staffGroup(page);
    await expect.poll(() => badgeNumber(staff), WAIT).toBe(before.leavesCount + before.timesheetCount);

    await page.getByRole('checkbox', { name: /select all/i }).check();
    await page.getByRole('button', { name: /^approve$/i }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText(/2 done, 0 refused/).waitFor(WAIT);
    // well inside the sidebar's 60 s poll: the approval refetched it
    await expect.poll(() => badgeNumber(staff), { timeout: 10_000 }).toBe(before.leavesCount + before.timesheetCount - 2);
    const after = await gatewayCall<Leave[]>(page, 'GET', `/leaves?${query({ id: [first.id, second.id] })}`);
    expect(after.map((leave) => leave.status)).toEqual([200, 200]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a sick leave waits for its document (400) and is pending (100) once a PDF is attached', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'owner', { language: 'en', width: 1280, height: 900 });
    await page.goto('/fleet/vehicle/list');
    const person = await personWithoutLeave(page, 5);
    const sick = await addLeave(page, { personId: person.id, type: 2 });
    expect(sick.status).toBe(400);

    await page.goto(`/staff/leave/detail/${sick.id}`);
    await page.getByText('Pending for document').first().waitFor(WAIT);
    await page.getByRole('button', { name: /^edit$/i }).click();
    const group = page.getByRole('group', { name: 'Document' });
    await group.getByRole('button', { name: 'Document Add' }).waitFor(WAIT);
    await page.getByTestId('file-input-document').setInputFiles({ name: 'rapor.pdf', mimeType: 'application/pdf', buffer: PDF });
    await group.getByRole('button', { name: 'Remove: rapor.pdf' }).waitFor(WAIT);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^save$/i }).click();

    await page.getByRole('link', { name: /rapor\.pdf/ }).waitFor(WAIT);
    await expect.poll(async () => (await gatewayCall<Leave>(page, 'GET', `/leaves/${sick.id}`)).status, WAIT).toBe(100);
    // the detail follows: it can now be decided, and its history says why
    await page.getByRole('button', { name: /^approve$/i }).waitFor(WAIT);
    await page.getByText('Document attached').first().waitFor(WAIT);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
