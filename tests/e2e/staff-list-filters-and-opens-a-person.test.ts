// The staff list and a person's detail (resources/staff/people.ts): the owner filters by staff
// type on the server, opens a person and reads the detail with the whole IBAN; the manager
// (person without update) reads only its last 4 digits; the name filter keeps the names containing
// the typed part. The flow runs in Turkish; the screens in en and tr, desktop and phone (texts,
// axe at rest, nothing sideways): the route sweep (tests/e2e/routeSweep.ts).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { launchBrowser, openAs } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const rows = (page: Page) => page.locator('tbody tr');

const TEXTS = {
  en: { staffType: 'Staff type', assistant: 'Store assistant', iban: 'IBAN', store: 'Store' },
  tr: { staffType: 'Personel tipi', assistant: 'Mağaza görevlisi', iban: 'IBAN', store: 'Mağaza' },
} as const;
// IBANs are shown in groups of four (the iban field kind)
const WHOLE_TR_IBAN = /^TR\d{2}( \d{4}){5} \d{2}$/;
const MASKED_IBAN = /^[*\s]+(\d\s?){4}$/;

describe('the staff list', () => {
  it.each<'en' | 'tr'>(['tr'])('(%s) the owner filters by staff type, opens a person and sees the detail', async (language) => {
    const text = TEXTS[language];
    const { page, context } = await openAs(browser, 'owner', '/staff/list', { language });
    await rows(page).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const calls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname === '/api/people') calls.push(url);
    });
    await page.getByRole('combobox', { name: text.staffType }).click();
    await page.getByRole('option', { name: text.assistant, exact: true }).click();
    await expect.poll(() => calls.some((url) => (url.searchParams.get('filter') ?? '').includes('"staffType":2'))).toBe(true);
    await expect
      .poll(async () => {
        const texts = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
        return texts.length > 0 && texts.every((row) => row.includes(text.assistant));
      })
      .toBe(true);

    // the name cell (the owner's rows start with a checkbox: deactivate is a bulk action)
    const name = (await rows(page).first().locator('td.column-name').innerText()).trim();
    // (by its name: the phone cell is a call link)
    await rows(page).first().locator('td.column-name').click();
    await page.waitForURL(/\/staff\/detail\/[^/]+$/);
    await page.getByText(name).first().waitFor();
    await page.getByText(text.iban, { exact: true }).first().waitFor();
    // the owner may update people: the whole Turkish IBAN, in groups of four
    await page.getByText(WHOLE_TR_IBAN).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('the owner filters by a part of a name: the gateway keeps the names containing it, each with its courier or picker status', async () => {
    const { page, context } = await openAs(browser, 'owner', '/staff/list');
    await rows(page).first().waitFor();
    const name = (await rows(page).first().locator('td.column-name').innerText()).trim();
    const part = name.split(' ').at(-1)!.slice(0, 4).toLowerCase();
    const calls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname === '/api/people') calls.push(url);
    });
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(part);
    await expect.poll(() => calls.some((url) => (url.searchParams.get('filter') ?? '').includes(`"name":"${part}"`))).toBe(true);
    await expect
      .poll(async () => {
        const names = await rows(page).locator('td.column-name').allInnerTexts();
        return names.length > 0 && names.every((text) => text.toLowerCase().includes(part)) && names.some((text) => text.trim() === name);
      })
      .toBe(true);
    // the status columns: a courier's or a picker's status, from the spec's lists
    await page.getByRole('columnheader', { name: 'Courier status' }).waitFor();
    await page.getByRole('columnheader', { name: 'Picker status' }).waitFor();
    await context.close();
  });

  it('the manager (person without update) sees the staff list and only the last 4 digits of an IBAN', async () => {
    const { page, context } = await openAs(browser, 'manager', '/staff/list');
    await rows(page).first().waitFor();
    await rows(page).first().locator('td.column-name').click();
    await page.waitForURL(/\/staff\/detail\/[^/]+$/);
    await page.getByText(MASKED_IBAN).first().waitFor();
    expect(await page.getByText(WHOLE_TR_IBAN).count()).toBe(0);
    await context.close();
  });
});
