// The `file` field kind in Chromium, on a real use: the owner uploads a PDF as a vehicle's
// registration document on its detail page, saves, and the detail shows a link that downloads
// the same bytes. A refused file says why in Turkish; the form with the input is axe-clean in
// English and Turkish, and fits a 390 px phone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { downloadedBytes, launchBrowser, openAs } from './browser';
import { readVehicle, vehicleAt } from './records';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// This file's vehicles (records.ts: each test file takes its own indexes).
const UPLOAD_INDEX = 12;
const REFUSAL_INDEX = 13;

const PDF = Buffer.from(`%PDF-1.4\n% registration ${Date.now()}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const chooser = (page: Page) => page.getByTestId('file-input-registrationDocument');

async function openVehicle(language: 'en' | 'tr', index: number, viewport?: { width: number; height: number }) {
  const session = await openAs(browser, 'owner', '/fleet/vehicle/list', { language, ...viewport });
  const vehicle = await vehicleAt(session.page, index);
  await session.page.goto(`/fleet/vehicle/detail/${vehicle.id}`);
  await session.page.getByText(vehicle.plate).first().waitFor();
  return { ...session, vehicle };
}

describe('a vehicle’s registration document', () => {
  it('is uploaded with the form, saved, and downloaded from the detail as the same file', async () => {
    const { page, context, vehicle, consoleErrors } = await openVehicle('en', UPLOAD_INDEX);
    await page.getByRole('button', { name: /^edit$/i }).click();
    const group = page.getByRole('group', { name: 'Registration document' });
    await group.getByRole('button', { name: 'Registration document Add' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await chooser(page).setInputFiles({ name: 'ruhsat.pdf', mimeType: 'application/pdf', buffer: PDF });
    await group.getByRole('button', { name: 'Remove: ruhsat.pdf' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^save$/i }).click();

    const link = page.getByRole('link', { name: /ruhsat\.pdf/ });
    await link.waitFor();
    expect(await link.innerText()).toMatch(/ruhsat\.pdf \(\d+ B\)/);
    const stored = await readVehicle(page, vehicle.id);
    expect(stored.registrationDocument).toMatchObject({ name: 'ruhsat.pdf', type: 'application/pdf', size: PDF.length });

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('ruhsat.pdf');
    expect((await downloadedBytes(download)).equals(PDF)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('refuses a file of another type in Turkish, on a phone, with nothing sideways and no axe violation', async () => {
    const { page, context } = await openVehicle('tr', REFUSAL_INDEX, { width: 390, height: 844 });
    await page.getByRole('button', { name: /^düzenle$/i }).click();
    const group = page.getByRole('group', { name: 'Ruhsat belgesi' });
    await group.getByRole('button', { name: 'Ruhsat belgesi Ekle' }).waitFor();
    await chooser(page).setInputFiles({ name: 'kurulum.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await expect.poll(() => group.getByRole('alert').innerText()).toContain('kurulum.exe: Kabul edilen bir tür değil');
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
