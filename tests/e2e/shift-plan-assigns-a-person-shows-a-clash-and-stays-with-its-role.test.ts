// The shift plan in Chromium against the real gateway: the owner opens a week, reaches a slot with
// the keyboard, assigns a person and sees them in the grid; assigning the same person to an
// overlapping slot shows the gateway's clash message naming the other slot and changes nothing.
// The manager (workforce, no shift_plan) has no menu entry, no page and no call. axe finds nothing
// serious in English or Turkish, wide or on a phone (where the plan is a day-by-day list).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShiftPlanWeek, ShiftSlot } from '../../src/domain/shiftPlan';
import { fromZonedInput } from '../../src/domain/zonedTime';
import { seriousAxeViolations } from './axe';
import { baseURL, launchBrowser, signedInSession } from './browser';
import { api } from './records';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ZONE = 'Europe/Istanbul';
const at = (wall: string) => fromZonedInput(wall, ZONE)!;

/** A published courier slot of the owner's first store, made through the gateway. */
async function publishedSlot(page: Page, warehouseId: string, from: string, to: string): Promise<ShiftSlot> {
  const slot = await api<ShiftSlot>(page, 'POST', '/shift-plan/slots', { warehouseId, kind: 'courier', startsAt: at(from), endsAt: at(to), vehicleType: 200, timeZone: ZONE });
  await api(page, 'POST', '/shift-plan/week/publish', { warehouseId, kind: 'courier', weekStart: from.slice(0, 10), timeZone: ZONE });
  return slot;
}

async function firstStore(page: Page): Promise<{ id: string; name: string }> {
  const stores = await api<{ id: string; name: string }[]>(page, 'GET', `/warehouses?${new URLSearchParams({ sort: JSON.stringify(['name', 'ASC']) })}`);
  return stores[0];
}

describe('the owner', () => {
  it('assigns a person to a slot by keyboard, and an overlapping assignment shows the clash', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'owner', { width: 1280, language: 'en' });
    await page.goto('/staff/plan');
    await page.getByRole('grid').waitFor();
    const store = await firstStore(page);
    // a week of its own, far from the seeded ones: Monday 2 June 2031
    const slot = await publishedSlot(page, store.id, '2031-06-02T09:00', '2031-06-02T17:00');
    const week = await api<ShiftPlanWeek>(page, 'POST', '/shift-plan/week', { warehouseId: store.id, kind: 'courier', weekStart: '2031-06-02', timeZone: ZONE });
    const person = week.people[0];

    await page.goto(`/staff/plan?store=${store.id}&kind=courier&week=2031-06-04`);
    await expect.poll(() => page.getByTestId('week-label').textContent()).toContain('2031/06/02 – 2031/06/08');
    // the open slots row, Monday: reached with the keyboard from the first cell
    const grid = page.getByRole('grid');
    await grid.locator('[data-cell="0:1"]').waitFor();
    await grid.locator('[data-cell="0:1"]').getByText('09:00–17:00').waitFor();
    await grid.locator('[data-cell="0:0"]').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-cell'))).toBe('0:1');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Published').waitFor();
    await dialog.getByLabel('Assign to').click();
    await page.getByRole('option', { name: person.name, exact: true }).click();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    // the person's row now holds the slot on Monday, assigned by the manager
    const row = grid.locator(`[data-row="${person.id}"]`);
    await row.locator(`[data-slot="${slot.id}"][data-status="300"]`).waitFor();
    const held = await api<ShiftPlanWeek>(page, 'POST', '/shift-plan/week', { warehouseId: store.id, kind: 'courier', weekStart: '2031-06-02', timeZone: ZONE });
    expect(held.slots.find((one) => one.id === slot.id)).toMatchObject({ status: 300, person: { id: person.id } });

    // an overlapping slot the same day: the clash is named, nothing changes
    const overlapping = await publishedSlot(page, store.id, '2031-06-02T16:00', '2031-06-02T20:00');
    await page.reload();
    const open = grid.locator('[data-cell="0:1"]');
    await open.getByText('16:00–20:00').click();
    await dialog.getByText('Published').waitFor();
    await dialog.getByLabel('Assign to').click();
    await page.getByRole('option', { name: person.name, exact: true }).click();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    const clash = dialog.getByTestId('slot-error');
    await clash.waitFor();
    const text = await clash.textContent();
    expect(text).toContain(person.name);
    expect(text).toContain('already has a slot');
    expect(text).toContain('2031/06/02 09:00');
    expect(text).toContain('2031/06/02 17:00');
    const after = await api<ShiftPlanWeek>(page, 'POST', '/shift-plan/week', { warehouseId: store.id, kind: 'courier', weekStart: '2031-06-02', timeZone: ZONE });
    expect(after.slots.find((one) => one.id === overlapping.id)).toMatchObject({ status: 100, person: null });
    expect(consoleErrors.filter((error) => !error.includes('409'))).toEqual([]);
    await context.close();
  });
});

describe('requests from employees', () => {
  it('the owner declines a change with a note and approves a drop; both leave the waiting ones', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'owner', { width: 1280, language: 'en' });
    await page.goto('/staff/plan/shift');
    const rows = page.locator('tbody tr.RaDataTable-row');
    await rows.first().waitFor();
    const decided = (decision: 'approve' | 'decline') =>
      page.waitForRequest((request) => request.method() === 'POST' && new RegExp(`/api/shift-plan/requests/[^/]+/${decision}$`).test(request.url()));
    const idOf = (url: string) => url.split('/').at(-2)!;
    const report = (status: number) =>
      api<{ requests: { _id: string; decisionNote: string | null }[] }>(page, 'POST', '/shift-plan/requests/filter', { status, sort: { field: 'startsAt', order: 1 }, limit: 100, offset: 0 });

    // a waiting change, declined with a note in the action's dialog
    const change = rows.filter({ hasText: 'Change times' }).filter({ has: page.getByRole('button', { name: 'Decline', exact: true }) }).first();
    await change.getByRole('button', { name: 'Decline', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline' });
    await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Covered by another courier');
    const declining = decided('decline');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    const declinedId = idOf((await declining).url());
    await page.getByText('Request declined').waitFor();
    expect((await report(400)).requests.find((row) => row._id === declinedId)?.decisionNote).toBe('Covered by another courier');
    // the user finds it among the declined ones, with its note
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Declined', exact: true }).click();
    await rows.filter({ hasText: 'Covered by another courier' }).first().waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Waiting', exact: true }).click();

    // a waiting drop, approved at once
    const drop = rows.filter({ hasText: 'Drop the slot' }).filter({ has: page.getByRole('button', { name: 'Approve', exact: true }) }).first();
    const approving = decided('approve');
    await drop.getByRole('button', { name: 'Approve', exact: true }).click();
    const approvedId = idOf((await approving).url());
    await page.getByText('Request approved').waitFor();
    expect((await report(300)).requests.map((row) => row._id)).toContain(approvedId);
    expect((await report(200)).requests.map((row) => row._id)).not.toContain(approvedId);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('the manager (workforce, no shift_plan)', () => {
  it('has no menu entry, no page and no call', async () => {
    const { page, context } = await signedInSession(browser, 'manager', { width: 1280, language: 'en' });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/shift-plan')) calls.push(request.url());
    });
    await page.goto('/staff/list');
    await page.getByRole('navigation').first().waitFor();
    await page.getByText('Staff', { exact: true }).first().waitFor();
    expect(await page.locator('a[href="/staff/plan"]').count()).toBe(0);
    expect(await page.locator('a[href="/staff/plan/shift"]').count()).toBe(0);
    await page.goto('/staff/plan');
    await page.getByRole('heading', { level: 1, name: 'No access' }).waitFor();
    expect(await page.getByRole('grid').count()).toBe(0);
    await page.goto('/staff/plan/shift');
    await page.getByRole('heading', { level: 1, name: 'No access' }).waitFor();
    expect(calls).toEqual([]);
    const stores = await api<{ id: string }[]>(page, 'GET', '/warehouses');
    const refused = await fetch(`${baseURL()}/api/shift-plan/week`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${(await page.evaluate(() => localStorage.getItem('accessToken')))!}` },
      body: JSON.stringify({ warehouseId: stores[0].id, kind: 'courier', weekStart: '2031-06-02' }),
    });
    expect(refused.status).toBe(403);
    await context.close();
  });
});

describe('a slot changed in its dialog', () => {
  it('asks before the browser goes back to another page, and stays with the changes on Cancel', async () => {
    const { page, context } = await signedInSession(browser, 'owner', { width: 1280, language: 'en' });
    await page.goto('/staff/plan');
    await page.getByRole('grid').waitFor();
    const store = await firstStore(page);
    // a week of its own: Monday 16 June 2031
    await publishedSlot(page, store.id, '2031-06-16T09:00', '2031-06-16T15:00');
    await page.goto('/fleet/vehicle/list');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`/staff/plan?store=${store.id}&kind=courier&week=2031-06-16`);
    const cell = page.getByRole('grid').locator('[data-cell="0:1"]');
    await cell.getByText('09:00–15:00').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Published').waitFor();
    const breakField = dialog.getByLabel('Break (minutes)');
    await breakField.click();
    const chosen = (await page.getByRole('option').last().innerText()).trim();
    await page.getByRole('option').last().click();
    // the change is the form's (and so asks before leaving) once the field shows it: going back
    // before that, on a busy machine, would leave a form that is not dirty yet
    await expect.poll(async () => (await breakField.innerText()).trim()).toBe(chosen);

    // the modal covers the menu: the browser's back button is the way out, here to a page loaded
    // before this one, so the browser itself asks (beforeunload)
    const asked: string[] = [];
    page.once('dialog', (question) => {
      asked.push(question.type());
      void question.dismiss();
    });
    await page.evaluate(() => history.back());
    await expect.poll(() => asked).toEqual(['beforeunload']);
    expect(new URL(page.url()).pathname).toBe('/staff/plan');
    await expect(dialog.getByText('Published').isVisible()).resolves.toBe(true);

    page.once('dialog', (question) => void question.accept());
    await page.evaluate(() => history.back());
    await expect.poll(() => new URL(page.url()).pathname).toBe('/fleet/vehicle/list');
    await context.close();
  });
});

// The plan and its requests at rest in every language and width are the route sweep's
// (tests/e2e/routeSweep.ts); a slot's dialog, which no walk opens, in each language and layout once.
describe('accessibility', () => {
  for (const [language, width] of [['en', 1280], ['tr', 390]] as const) {
    it(`has no serious or critical axe violation (${language}, ${width} px) on the plan and its requests`, async () => {
      const { page, context } = await signedInSession(browser, 'owner', { width, language });
      await page.goto('/staff/plan');
      await (width < 768 ? page.getByRole('tablist').first() : page.getByRole('grid')).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      // nothing scrolls sideways on a phone
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // a slot's dialog too
      await page.locator('[data-slot]').first().click();
      await page.getByRole('dialog').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.goto('/staff/plan/shift');
      await page.locator('[data-card-id], tbody tr.RaDataTable-row').first().waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await context.close();
    });
  }
});

describe('courier vehicle counts', () => {
  it('the owner saves a store’s counts for an unpublished week; axe finds nothing serious', async () => {
    const { page, context } = await signedInSession(browser, 'owner', { width: 1280, language: 'en' });
    await page.goto('/staff/plan/courier-vehicle-counts?week=2031-10-08');
    await expect.poll(() => page.getByTestId('week-label').textContent()).toContain('2031/10/06 – 2031/10/12');
    const store = await firstStore(page);
    const card = page.locator(`[data-store="${store.id}"]`);
    await card.getByLabel('E-bike').fill('4');
    await card.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Vehicle counts saved').waitFor();
    const saved = await api<{ warehouses: { warehouse: { id: string }; counts: { vehicleType: number; count: number }[] }[] }>(page, 'POST', '/shift-plan/vehicle-counts/filter', { weekStart: '2031-10-06', timeZone: ZONE });
    expect(saved.warehouses.find((entry) => entry.warehouse.id === store.id)!.counts).toEqual([{ vehicleType: 500, count: 4 }]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
    for (const language of ['en', 'tr'] as const) {
      const phone = await signedInSession(browser, 'owner', { width: 390, language });
      await phone.page.goto('/staff/plan/courier-vehicle-counts');
      await phone.page.locator('[data-store]').first().waitFor();
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await phone.context.close();
    }
  });
});
