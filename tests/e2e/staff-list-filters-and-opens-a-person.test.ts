// The staff list and a person's detail (resources/staff/people.ts): the owner filters by staff
// type on the server, opens a person and reads the detail with the whole IBAN; the manager
// (person without update) reads only its last 4 digits; no serious or critical axe violation.
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
  it.each(['en', 'tr'] as const)('(%s) the owner filters by staff type, opens a person and sees the detail', async (language) => {
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
    await rows(page).first().click();
    await page.waitForURL(/\/staff\/detail\/[^/]+$/);
    await page.getByText(name).first().waitFor();
    await page.getByText(text.iban, { exact: true }).first().waitFor();
    // the owner may update people: the whole Turkish IBAN, in groups of four
    await page.getByText(WHOLE_TR_IBAN).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('the manager (person without update) sees the staff list and only the last 4 digits of an IBAN', async () => {
    const { page, context } = await openAs(browser, 'manager', '/staff/list');
    await rows(page).first().waitFor();
    await rows(page).first().click();
    await page.waitForURL(/\/staff\/detail\/[^/]+$/);
    await page.getByText(MASKED_IBAN).first().waitFor();
    expect(await page.getByText(WHOLE_TR_IBAN).count()).toBe(0);
    await context.close();
  });
});
