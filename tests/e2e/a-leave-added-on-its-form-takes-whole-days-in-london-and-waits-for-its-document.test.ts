// Adding a leave through its form (workforce/add_leave), in Chromium against the real gateway: the
// GB owner picks a person, a type of the GB list only (no Turkish marriage leave; a sick leave
// needs a document), an all-day leave by its first and last days across the March 2027 clock
// change; the leave is stored from London midnight to London midnight, counts 3 days and 24 hours
// at 480 minutes a day, and waits for its document (400) with a history that starts there.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signedInSession } from './browser';
import { gatewayCall } from './gatewayHooks';

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
    await page.getByRole('link', { name: /^create$/i }).click(WAIT);
    await page.waitForURL((url) => url.pathname === '/staff/leave/create');

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
});
