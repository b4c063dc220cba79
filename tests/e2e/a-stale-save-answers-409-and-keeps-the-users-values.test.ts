import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openAs } from './browser';
import { readVehicle, vehicleAt } from './records';

// Issue 9, item 6: two people edit one vehicle; the later save used to overwrite the earlier one.
// Now the later save answers 409, changes nothing, and the form says that someone else changed
// the record, offering to reload it while the user's values stay visible.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openEditForm(path: string, language: 'en' | 'tr' = 'en') {
  const session = await openAs(browser, 'owner', path, { language });
  await session.page.getByRole('button', { name: language === 'en' ? /^edit$/i : /^düzenle$/i }).click();
  await session.page.getByRole('button', { name: language === 'en' ? /^save$/i : /^kaydet$/i }).waitFor();
  return session;
}

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name }).or(page.getByRole('spinbutton', { name }));

describe('two people editing one vehicle', () => {
  it('the later save answers 409, changes nothing and says so; Reload keeps the typed values; the next save is deliberate', async () => {
    const setup = await openAs(browser, 'owner', '/fleet/vehicle/list');
    const vehicle = await vehicleAt(setup.page, 3);
    await setup.context.close();
    const path = `/fleet/vehicle/detail/${vehicle.id}`;
    const stamp = Date.now();

    // both open the form on the same version
    const first = await openEditForm(path);
    const second = await openEditForm(path);

    // the first types; the second saves before them
    await field(first.page, /notes/i).fill(`first editor ${stamp}`);
    const theirKm = 100_000 + (stamp % 1000);
    await field(second.page, /kilometres/i).fill(String(theirKm));
    await field(second.page, /notes/i).fill(`second editor ${stamp}`);
    await second.page.getByRole('button', { name: /^save$/i }).click();
    await second.page.getByText('Element updated').waitFor();
    const saved = await readVehicle(second.page, vehicle.id);
    expect(saved).toMatchObject({ km: theirKm, notes: `second editor ${stamp}` });

    // the first saves: 409, no success, still editing with their value, nothing changed
    const answer = first.page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith(`/api/vehicles/${vehicle.id}`));
    await first.page.getByRole('button', { name: /^save$/i }).click();
    expect((await answer).status()).toBe(409);
    const alert = first.page.getByRole('alert').filter({ hasText: 'Someone else changed this record' });
    await alert.waitFor();
    expect(await first.page.getByText('Element updated').count()).toBe(0);
    expect(await field(first.page, /notes/i).inputValue()).toBe(`first editor ${stamp}`);
    expect(await readVehicle(first.page, vehicle.id)).toEqual(saved);

    // Reload: the latest version, their km in the form and beside it; the typed notes stay
    await alert.getByRole('button', { name: 'Reload' }).click();
    await first.page.getByText('The latest version is loaded').waitFor();
    expect(await field(first.page, /notes/i).inputValue()).toBe(`first editor ${stamp}`);
    expect(await field(first.page, /kilometres/i).inputValue()).toBe(String(theirKm));
    expect(await first.page.getByText('Saved by someone else:').count()).toBe(2);
    await first.page.getByText(`second editor ${stamp}`).waitFor();

    // the next save is based on the version just read: it goes through, over theirs
    await first.page.getByRole('button', { name: /^save$/i }).click();
    await first.page.getByText('Element updated').waitFor();
    await first.page.getByRole('button', { name: /^edit$/i }).waitFor();
    expect(await readVehicle(first.page, vehicle.id)).toMatchObject({ notes: `first editor ${stamp}`, km: theirKm });
    expect(first.consoleErrors.filter((text) => text.startsWith('pageerror:'))).toEqual([]);
    await first.context.close();
    await second.context.close();
  }, 120_000); // two browsers, five saves and reads

  it('says so in Turkish too', async () => {
    const setup = await openAs(browser, 'owner', '/fleet/vehicle/list');
    const vehicle = await vehicleAt(setup.page, 4);
    await setup.context.close();
    const path = `/fleet/vehicle/detail/${vehicle.id}`;
    const first = await openEditForm(path, 'tr');
    const second = await openEditForm(path);
    await field(second.page, /notes/i).fill(`ikinci ${Date.now()}`);
    await second.page.getByRole('button', { name: /^save$/i }).click();
    await second.page.getByText('Element updated').waitFor();

    await field(first.page, /notlar/i).fill('birinci');
    await first.page.getByRole('button', { name: /^kaydet$/i }).click();
    const alert = first.page.getByRole('alert').filter({ hasText: 'Bu kaydı başka biri değiştirdi' });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Yeniden yükle' }).click();
    await first.page.getByText('En son sürüm yüklendi').waitFor();
    expect(await field(first.page, /notlar/i).inputValue()).toBe('birinci');
    await first.context.close();
    await second.context.close();
  }, 120_000);
});
