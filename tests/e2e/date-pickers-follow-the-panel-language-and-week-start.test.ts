// A date field's picker speaks the panel's language, not the browser's: Turkish or English month
// names, the spec's date format in the box, and weeks that start on Monday in both languages.
// The vehicle's edit form (inspection date) is the screen; axe finds nothing serious with the
// calendar open.
import type { Browser } from 'playwright-core';
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

const MONTHS = {
  en: 'January|February|March|April|May|June|July|August|September|October|November|December',
  tr: 'Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık',
};
const MONDAY = { en: 'Monday', tr: 'Pazartesi' };
const LABEL = { en: 'Inspection date', tr: 'Muayene tarihi' };
const FORMAT = { en: /^(\d{4}\/\d{2}\/\d{2})?$/, tr: /^(\d{2}\/\d{2}\/\d{4})?$/ };

describe.each([
  { language: 'tr' as const, width: 390 },
  { language: 'en' as const, width: 1280 },
])('the date picker ($language, $width px)', ({ language, width }) => {
  it('shows its month in the panel language and Monday as the first day of the week', async () => {
    const { page, context } = await openAs(browser, 'owner', '/fleet/vehicle/list', { width, height: 844, language });
    // A phone shows cards with a link, a desktop a table whose rows open the detail.
    const opener = width < 600 ? page.locator('[data-card-id]').first().getByRole('link') : page.locator('tbody tr').first();
    await opener.click();
    await page.waitForURL(/\/fleet\/vehicle\/detail\/[^/]+$/);
    await page.getByRole('button', { name: language === 'en' ? /^edit$/i : /^düzenle$/i }).click();

    const box = page.getByLabel(LABEL[language], { exact: true });
    await expect.poll(() => box.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await box.inputValue()).toMatch(FORMAT[language]);

    await page.locator('.ra-input-inspectionDate').getByRole('button').click();
    const calendar = page.getByRole('dialog');
    await calendar.waitFor();
    const month = await calendar.locator('.MuiPickersCalendarHeader-label').innerText();
    expect(month).toMatch(new RegExp(`^(${MONTHS[language]}) \\d{4}$`));
    const weekdays = calendar.getByRole('columnheader');
    expect(await weekdays.first().getAttribute('aria-label')).toBe(MONDAY[language]);
    // Turkish 'P' (Pazartesi) or English 'M' heads the first column.
    expect(await weekdays.first().innerText()).toBe(language === 'en' ? 'M' : 'P');

    expect(await seriousAxeViolations(page)).toEqual([]);
    if (language === 'tr') await page.screenshot({ path: `/tmp/date-picker-${language}-${width}.png` });
    await context.close();
  });
});
