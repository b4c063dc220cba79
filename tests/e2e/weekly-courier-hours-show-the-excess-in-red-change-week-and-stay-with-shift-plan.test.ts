// Weekly courier working hours in Chromium against the real gateway: the owner opens a week in which
// a courier is assigned 54 hours (over 45 full time, 30 part time) (made through the shift plan's own calls), sees the excess in red
// and in words, the per-hour bars, and moves to the next week. The manager (no shift_plan) has no
// menu entry, no page and no call. On a phone: cards, no table, nothing sideways, axe-clean (the
// route sweep, tests/e2e/routeSweep.ts, judges it in English and Turkish, wide and on a phone).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShiftPlanWeek, ShiftSlot } from '../../src/domain/shiftPlan';
import type { CourierWeek } from '../../src/domain/workingHours';
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
const PATH = '/staff/weekly-courier-working-hours';
const at = (wall: string) => fromZonedInput(wall, ZONE)!;

describe('the owner', () => {
  it('sees a courier over the weekly limit in red with words, the hours per hour, and changes week', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'owner', { width: 1280, language: 'en' });
    await page.goto(PATH);
    await page.getByRole('heading', { name: /^Week of/ }).waitFor();
    const stores = await api<{ id: string; name: string }[]>(page, 'GET', `/warehouses?${new URLSearchParams({ sort: JSON.stringify(['name', 'ASC']) })}`);
    const store = stores[0];
    // a week of its own, far from the seeded ones: Monday 9 June 2031; six 9-hour courier slots
    const days = ['09', '10', '11', '12', '13', '14'];
    const slots: ShiftSlot[] = [];
    for (const day of days) {
      slots.push(await api<ShiftSlot>(page, 'POST', '/shift-plan/slots', { warehouseId: store.id, kind: 'courier', startsAt: at(`2031-06-${day}T08:00`), endsAt: at(`2031-06-${day}T17:00`), vehicleType: 200, timeZone: ZONE }));
    }
    await api(page, 'POST', '/shift-plan/week/publish', { warehouseId: store.id, kind: 'courier', weekStart: '2031-06-09', timeZone: ZONE });
    const week = await api<ShiftPlanWeek>(page, 'POST', '/shift-plan/week', { warehouseId: store.id, kind: 'courier', weekStart: '2031-06-09', timeZone: ZONE });
    const person = week.people[0];
    for (const slot of week.slots.filter((one) => slots.some((made) => made.id === one.id))) {
      await api(page, 'POST', `/shift-plan/slots/${slot.id}/assign`, { updatedAt: slot.updatedAt, personId: person.id, timeZone: ZONE });
    }

    // the gateway's own figures for the courier: 54 planned hours against their work type's limit
    const reply = await api<{ rows: (Omit<CourierWeek, 'id'> & { _id: string })[] }>(page, 'POST', PATH, { weekStart: '2031-06-09', timeZone: ZONE, warehouseId: store.id, limit: 100 });
    const figures = reply.rows.find((one) => one._id === person.id)!;
    expect(figures.plannedHours).toBe(54);
    expect(figures.excessHours).toBe(54 - figures.limitHours);

    // the list's filters in its address, as react-admin keeps them: any day of the week names it
    await page.goto(`${PATH}?${new URLSearchParams({ filter: JSON.stringify({ week: '2031-06-11', warehouseId: store.id }) })}`);
    await page.locator('[data-week="2031-06-09"]').waitFor();
    const courier = page.locator(`[data-courier="${person.id}"]`);
    const row = page.locator('tbody tr').filter({ has: courier });
    await row.waitFor();
    expect(await courier.getAttribute('data-over')).toBe('true');
    const excess = row.locator('[data-excess]');
    expect(await excess.textContent()).toBe(`Over by ${figures.excessHours} h`);
    expect(await row.textContent()).toContain('54 h');
    // red: the theme's error colour (rgb with a strong red channel), and the words say it too
    const color = await excess.evaluate((element) => getComputedStyle(element).color);
    const [red, green, blue] = color.match(/\d+/g)!.map(Number);
    expect(red).toBeGreaterThan(150);
    expect(red).toBeGreaterThan(green + 60);
    expect(red).toBeGreaterThan(blue + 60);
    // sorted by excess: the courier over the limit comes first
    expect(await page.locator('tbody tr').first().locator('[data-courier]').getAttribute('data-courier')).toBe(person.id);
    // the per-hour bars of Monday: planned couriers 08:00-16:00
    await page.getByRole('tab', { name: /Mon/ }).click();
    const hours = page.getByRole('list', { name: /planned and present couriers per hour/ });
    expect(await hours.locator('li[data-hour="8"]').textContent()).toContain('1 planned, 0 present');
    expect(await hours.locator('li[data-hour="7"]').textContent()).toContain('0 planned, 0 present');

    await page.getByRole('button', { name: 'Next week' }).click();
    await page.locator('[data-week="2031-06-16"]').waitFor();
    // (react-admin writes a filter into the address once it settles)
    await expect.poll(() => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}').week).toBe('2031-06-16');
    await expect.poll(() => courier.getAttribute('data-over')).toBe('false');
    expect(await page.locator('[data-excess]').count()).toBe(0);
    await page.getByRole('button', { name: 'Previous week' }).click();
    await page.locator('[data-week="2031-06-09"]').waitFor();
    await expect.poll(() => courier.getAttribute('data-over')).toBe('true');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('the manager (workforce, no shift_plan)', () => {
  it('has no menu entry, no page and no call', async () => {
    const { page, context } = await signedInSession(browser, 'manager', { width: 1280, language: 'en' });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith(`/api${PATH}`)) calls.push(request.url());
    });
    await page.goto('/staff/list');
    await page.getByRole('navigation').first().waitFor();
    await page.getByText('Staff', { exact: true }).first().waitFor();
    expect(await page.locator(`a[href="${PATH}"]`).count()).toBe(0);
    await page.goto(PATH);
    await page.getByRole('heading', { level: 1, name: 'No access' }).waitFor();
    expect(await page.locator('table').count()).toBe(0);
    expect(calls).toEqual([]);
    const refused = await fetch(`${baseURL()}/api${PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${(await page.evaluate(() => localStorage.getItem('accessToken')))!}` },
      body: JSON.stringify({ weekStart: '2031-06-09', timeZone: ZONE }),
    });
    expect(refused.status).toBe(403);
    await context.close();
  });
});

// Axe and the width of the screen at rest in every language and width are the route sweep's
// (tests/e2e/routeSweep.ts); here the phone's layout: cards, no table.
describe('accessibility', () => {
  for (const language of ['en'] as const) {
    for (const width of [390]) {
      it(`has no serious or critical axe violation (${language}, ${width} px)`, async () => {
        const { page, context } = await signedInSession(browser, 'owner', { width, language });
        await page.goto(PATH);
        await page.locator('[data-courier]').first().waitFor();
        if (width < 768) expect(await page.locator('table').count()).toBe(0);
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await context.close();
      });
    }
  }
});
