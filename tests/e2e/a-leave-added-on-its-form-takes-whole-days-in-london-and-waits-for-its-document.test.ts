// Adding a leave through its form (workforce/add_leave), in Chromium against the real gateway: the
// GB owner picks a person, a type of the GB list only (no Turkish marriage leave; a sick leave
// needs a document), an all-day leave by its first and last days across the March 2027 clock
// change; the leave is stored from London midnight to London midnight, counts 3 days and 24 hours
// at 480 minutes a day, and waits for its document (400) with a history that starts there. A
// second leave of a person on some of the same days is refused on the form, which keeps what was
// typed and links to the leave in the way; the person picker offers active people only.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { launchBrowser, signedInSession } from './browser';
import { gatewayCall } from './gatewayHooks';
import { openCreateForm } from './openCreateForm';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WAIT = { timeout: 15_000 };
type Leave = { id: string; status: number; startsAt: string; endsAt: string; days: number; hours: number; allDay: boolean };

describe('a leave added on its form', () => {
  it('takes whole London days across the clock change and waits for its document', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'gbowner', { language: 'en', width: 1280, height: 900 });
    await page.goto('/staff/leave/list');
    await openCreateForm(page, '/staff/leave/create');

    const [person] = await gatewayCall<{ id: string; name: string }[]>(
      page,
      'GET',
      `/people?filter=${encodeURIComponent(JSON.stringify({ isActive: true }))}&range=${encodeURIComponent('[0,0]')}`,
    );
    await page.getByRole('combobox', { name: /^Person/ }).fill(person!.name);
    // the gateway's search answers after the typing settles: then the one match is picked
    const matches = page.getByRole('listbox').getByRole('option');
    await expect.poll(() => matches.allInnerTexts(), WAIT).toEqual([person!.name]);
    await matches.first().click(WAIT);
    await page.getByRole('combobox', { name: /^Leave type/ }).click();
    const types = page.getByRole('listbox').getByRole('option');
    await expect.poll(() => types.allInnerTexts(), WAIT).toEqual(expect.arrayContaining(['Annual leave', 'Sick leave', 'Jury service']));
    expect(await types.allInnerTexts()).not.toContain('Marriage leave');
    await page.getByRole('listbox').getByRole('option', { name: 'Sick leave', exact: true }).click();
    // all day by default: the bounds are days
    await page.getByRole('textbox', { name: /^Starts/ }).fill('2027/03/27');
    await page.getByRole('textbox', { name: /^Ends/ }).fill('2027/03/29');
    await page.getByRole('spinbutton', { name: /^Workable minutes/ }).fill('480');
    await page.getByRole('button', { name: /^save$/i }).click();

    await page.waitForURL(/\/staff\/leave\/detail\/[^/]+$/, WAIT);
    await page.getByText('Pending for document').first().waitFor(WAIT);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const leave = await gatewayCall<Leave>(page, 'GET', `/leaves/${id}`);
    expect(leave).toMatchObject({
      status: 400,
      allDay: true,
      startsAt: '2027-03-27T00:00:00.000Z', // GMT midnight
      endsAt: '2027-03-29T23:00:00.000Z', // the BST midnight that ends the 29th
      days: 3,
      hours: 24,
    });
    // shown as its first and last days
    expect(await page.locator('#main-content').innerText()).toMatch(/2027\/03\/27[\s\S]*2027\/03\/29/);
    await page.getByText('Asked for').first().waitFor(WAIT);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('refuses a second leave on some of the same days, keeps the form as typed, and links to the leave in the way', async () => {
    const { page, context } = await signedInSession(browser, 'gbowner', { language: 'en', width: 1280, height: 900 });
    await page.goto('/staff/leave/list');
    const [person] = await gatewayCall<{ id: string; name: string }[]>(
      page,
      'GET',
      `/people?filter=${encodeURIComponent(JSON.stringify({ isActive: true }))}&range=${encodeURIComponent('[1,1]')}`,
    );
    const held = await gatewayCall<Leave>(page, 'POST', '/leaves', { personId: person!.id, type: 1, allDay: true, startsAt: '2027-04-10T12:00:00Z', endsAt: '2027-04-12T12:00:00Z' });
    await openCreateForm(page, '/staff/leave/create');
    // the picker offers active people only: someone who left is not there to pick
    const people = (filter: Record<string, unknown>, range: string) =>
      gatewayCall<{ id: string; name: string }[]>(page, 'GET', `/people?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(range)}`);
    // one whose name no active person shares
    let left: { id: string; name: string } | undefined;
    for (const candidate of await people({ isActive: false }, '[0,19]')) {
      if ((await people({ q: candidate.name, isActive: true }, '[0,0]')).length === 0) {
        left = candidate;
        break;
      }
    }
    const asked = page.waitForResponse((response) => response.url().includes('/api/people?') && decodeURIComponent(response.url()).includes(left!.name));
    await page.getByRole('combobox', { name: /^Person/ }).fill(left!.name);
    expect(decodeURIComponent((await asked).url())).toContain('"isActive":true');
    await page.getByText('Nothing matches').waitFor(WAIT);
    await page.getByRole('combobox', { name: /^Person/ }).fill(person!.name);
    const matches = page.getByRole('listbox').getByRole('option');
    await expect.poll(() => matches.allInnerTexts(), WAIT).toEqual([person!.name]);
    await matches.first().click(WAIT);
    await page.getByRole('combobox', { name: /^Leave type/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Annual leave', exact: true }).click();
    await page.getByRole('textbox', { name: /^Starts/ }).fill('2027/04/12');
    await page.getByRole('textbox', { name: /^Ends/ }).fill('2027/04/13');
    await page.getByRole('button', { name: /^save$/i }).click();

    const refusal = page.getByRole('alert').filter({ hasText: 'already has a leave on some of these days' });
    await refusal.waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/staff/leave/create');
    expect(await page.getByRole('textbox', { name: /^Starts/ }).inputValue()).toBe('2027/04/12');
    expect(await page.getByRole('combobox', { name: /^Person/ }).inputValue()).toBe(person!.name);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const mine = await gatewayCall<Leave[]>(page, 'GET', `/leaves?filter=${encodeURIComponent(JSON.stringify({ personId: person!.id }))}`);
    expect(mine.filter((leave) => leave.startsAt.startsWith('2027-04')).map((leave) => leave.id)).toEqual([held.id]);

    // the link opens the leave in the way (leaving the form's unsaved values asks first: OK)
    page.on('dialog', (dialog) => void dialog.accept());
    await refusal.getByRole('link', { name: 'Open it' }).click();
    await page.waitForURL((url) => url.pathname === `/staff/leave/detail/${held.id}`, WAIT);
    await page.getByText('Annual leave').first().waitFor(WAIT);
    await context.close();
  });
});
