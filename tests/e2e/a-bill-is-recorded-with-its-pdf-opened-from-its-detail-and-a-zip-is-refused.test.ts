// Electricity bills in Chromium against the real gateway (resources/commercial/bills.ts,
// docs/commercial.md): the owner records a bill on its form; a last read date before the first
// is refused at the field, a .zip at the file button, both with a message; then a PDF is uploaded
// through its signed link, the bill saved, and its detail opens the same PDF. The GB owner (outside
// the TR group) has no bills entry in the menu.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadedBytes, launchBrowser, openAs, signedInSession } from './browser';
import { gatewayCall } from './gatewayHooks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WAIT = { timeout: 15_000 };
const PDF = Buffer.from(`%PDF-1.4\n% bill ${Date.now()}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 0)]);

describe('an electricity bill', () => {
  it('is recorded with its PDF and opened from its detail; a last read date before the first and a .zip are refused with a message', async () => {
    const { page, context, consoleErrors } = await openAs(browser, 'owner', '/commercial/bills', { language: 'en', width: 1280, height: 900 });
    // the list's create button says what creating one is
    await page.getByRole('link', { name: 'Record a bill' }).click({ timeout: 30_000 });
    await page.waitForURL((url) => url.pathname === '/commercial/bills/create');
    await page.getByRole('button', { name: /^save$/i }).waitFor(WAIT);
    // the help under the file button says what a bill may be
    await page.getByText('PDF, PNG, JPEG · ≤ 10 MB').waitFor(WAIT);

    await page.getByRole('combobox', { name: /^Store/ }).click();
    const stores = page.getByRole('listbox').getByRole('option');
    await stores.first().waitFor(WAIT);
    const store = (await stores.first().innerText()).trim();
    await stores.first().click();
    await page.getByRole('textbox', { name: /^Provider/ }).fill('Enerjisa Başkent');
    await page.getByRole('textbox', { name: /^First read date/ }).fill('2026/10/01');
    await page.getByRole('textbox', { name: /^Last read date/ }).fill('2026/09/30');
    await page.getByRole('spinbutton', { name: /^Consumption \(kWh\)/ }).fill('5210.5');
    await page.getByRole('spinbutton', { name: /^Amount paid/ }).fill('21480.9');
    await page.getByRole('button', { name: /^save$/i }).click();
    await page.getByText('Must be a day after 2026/10/01').waitFor(WAIT);
    // the file is required, said at the file button in words
    await expect.poll(() => page.getByRole('group', { name: 'Bill file' }).getByRole('alert').innerText(), WAIT).toBe('Required');
    expect(page.url()).toMatch(/\/commercial\/bills\/create$/);

    await page.getByRole('textbox', { name: /^Last read date/ }).fill('2026/10/31');
    const chooser = page.getByTestId('file-input-billFile');
    const file = page.getByRole('group', { name: 'Bill file' });
    await chooser.setInputFiles({ name: 'fatura.zip', mimeType: 'application/zip', buffer: ZIP });
    await expect.poll(() => file.getByRole('alert').innerText(), WAIT).toContain('fatura.zip: Not an accepted type: PDF, PNG, JPEG');
    await chooser.setInputFiles({ name: 'fatura-ekim.pdf', mimeType: 'application/pdf', buffer: PDF });
    await file.getByRole('button', { name: 'Remove: fatura-ekim.pdf' }).waitFor(WAIT);
    await page.getByRole('button', { name: /^save$/i }).click();

    await page.waitForURL(/\/commercial\/bills\/detail\/[^/]+$/, WAIT);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const saved = await gatewayCall<Record<string, unknown>>(page, 'GET', `/bills/${id}`);
    expect(saved).toMatchObject({ provider: 'Enerjisa Başkent', firstReadDate: '2026-10-01', lastReadDate: '2026-10-31', days: 30, amountPaid: 21480.9 });
    const main = page.locator('#main-content');
    await expect.poll(() => main.innerText(), WAIT).toContain(store);
    const link = page.getByRole('link', { name: /fatura-ekim\.pdf/ });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('fatura-ekim.pdf');
    expect((await downloadedBytes(download)).equals(PDF)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('has no menu entry for the GB owner, outside the TR group', async () => {
    const { page, context } = await signedInSession(browser, 'gbowner', { language: 'en', width: 1280, height: 900 });
    await page.goto('/');
    const sidebar = page.getByRole('navigation', { name: /main menu/i });
    const commercial = sidebar.locator('[aria-expanded]').filter({ hasText: /^Commercial$/ }).first();
    if ((await commercial.getAttribute('aria-expanded', WAIT)) !== 'true') await commercial.click();
    // the group is open and holds the GB owner's other Commercial entries, but no bills
    await expect.poll(() => sidebar.locator('a[href^="/order/"], a[href^="/commercial/"]').count(), WAIT).toBeGreaterThan(0);
    expect(await sidebar.locator('a[href^="/commercial/bills"], [data-path^="/commercial/bills"]').count()).toBe(0);
    await context.close();
  });
});
