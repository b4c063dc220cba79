// Issue 9, item 3, on the shift plan's slot dialog (a hand-written form): the owner changes a
// slot's start, the session ends meanwhile (revoked, as a sign-out elsewhere does) and Save finds
// it gone; after signing in again as the same user, the same slot opens with the typed start back
// and a word saying so, and saving it then stores it, checked against the version it was made on.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShiftPlanWeek, ShiftSlot } from '../../src/domain/shiftPlan';
import { fromZonedInput } from '../../src/domain/zonedTime';
import { launchBrowser, openSession, signIn } from './browser';
import { api, revokeSession } from './records';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ZONE = 'Europe/Istanbul';
// a week of its own: Monday 2 February 2032
const WEEK = '2032-02-02';


describe('a slot being edited when the session ends', () => {
  it('comes back with the typed start after the same user signs in again, and then saves', async () => {
    const { page, context } = await openSession(browser, { width: 1280, language: 'en' });
    await page.goto('/login');
    await signIn(page, 'owner');
    await page.waitForURL((url) => url.pathname !== '/login');
    const [store] = await api<{ id: string }[]>(page, 'GET', `/warehouses?${new URLSearchParams({ sort: JSON.stringify(['name', 'ASC']), range: '[0,0]' })}`);
    const slot = await api<ShiftSlot>(page, 'POST', '/shift-plan/slots', {
      warehouseId: store!.id,
      kind: 'courier',
      startsAt: fromZonedInput(`${WEEK}T09:00`, ZONE),
      endsAt: fromZonedInput(`${WEEK}T17:00`, ZONE),
      vehicleType: 200,
      timeZone: ZONE,
    });
    const planPath = `/staff/plan?store=${store!.id}&kind=courier&week=${WEEK}`;

    const openSlot = async () => {
      await page.getByRole('grid').locator('[data-cell="0:1"]').getByText('09:00–17:00').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Created').waitFor();
      return dialog;
    };
    await page.goto(planPath);
    let dialog = await openSlot();
    await dialog.getByRole('combobox', { name: 'Start' }).click();
    await page.getByRole('listbox').getByRole('option', { name: '10:30', exact: true }).click();

    await revokeSession(page);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    // the dialog is kept as it goes, once the sign-in page has taken its place
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    const drafts = () => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('formDraft:')).length);
    await expect.poll(drafts).toBe(1);
    // the slot is as it was
    await signIn(page, 'owner');
    await page.waitForURL((url) => url.pathname === '/staff/plan');
    const unchanged = await api<ShiftPlanWeek>(page, 'POST', '/shift-plan/week', { warehouseId: store!.id, kind: 'courier', weekStart: WEEK, timeZone: ZONE });
    expect(unchanged.slots.find((one) => one.id === slot.id)?.startsAt).toBe(slot.startsAt);

    dialog = await openSlot();
    await dialog.getByText('Your session had ended').waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Start' }).innerText()).toBe('10:30');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const saved = await api<ShiftPlanWeek>(page, 'POST', '/shift-plan/week', { warehouseId: store!.id, kind: 'courier', weekStart: WEEK, timeZone: ZONE });
    expect(saved.slots.find((one) => one.id === slot.id)?.startsAt).toBe(fromZonedInput(`${WEEK}T10:30`, ZONE));
    // the draft was used once
    expect(await drafts()).toBe(0);
    await context.close();
  });
});
