// The user menu of the real provider's identity, in Chromium against the real gateway: the profile
// header and the spec's items for each demo account, and the owner switching franchise (the page
// reloads and the vehicle list, then the staff list, show the chosen franchise's data only).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, openAs, openSession, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const menuButton = (page: Page, name: string) => page.getByRole('button', { name });

async function gateway<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const response = await fetch(`${baseURL()}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

describe('the user menu', () => {
  it.each([
    { username: 'owner', name: 'Ayşe Yılmaz', items: ['Change franchise', 'Legal agreements', 'Change timezone', 'Change language', 'Change password'] },
    { username: 'gbowner', name: 'Oliver Bennett', items: ['Change franchise', 'Legal agreements', 'Change timezone', 'Change language', 'Change password'] },
    { username: 'manager', name: 'Mehmet Demir', items: ['Change timezone', 'Change language', 'Change password'], absent: ['Change franchise', 'Legal agreements'] },
    { username: 'employee', name: null, items: ['Change timezone', 'Change language'], absent: ['Change password'] },
  ])('shows $username the profile header and the items of its rules', async ({ username, name, items, absent = [] }) => {
    const { page, context } = await openAs(browser, username, '/fleet/vehicle/list');
    const me = await gateway<{ user: { name: string; email: string } }>(page, '/auth/me');
    if (name) expect(me.user.name).toBe(name);
    await menuButton(page, me.user.name).click();
    const header = page.getByTestId('profile-header');
    await header.waitFor();
    expect(await header.innerText()).toContain(me.user.email);
    for (const item of items) expect(await page.getByRole('menuitem', { name: item }).count(), item).toBe(1);
    for (const item of absent) expect(await page.getByRole('menuitem', { name: item }).count(), item).toBe(0);
    await context.close();
  });

  it('switches the owner to the other franchise: the page reloads and the lists show only its data', async () => {
    // a sign-in of its own: the switch moves its session, which no other test may share
    const { page, context, consoleErrors } = await openSession(browser);
    await page.goto('/login?redirect_uri=%2Ffleet%2Fvehicle%2Flist');
    await signIn(page, 'owner');
    await page.waitForURL((url) => url.pathname === '/fleet/vehicle/list');
    await page.locator('tbody tr').first().waitFor();
    const platesBefore = (await page.locator('tbody tr td:first-child').allInnerTexts()).map((text) => text.trim());
    const before = await gateway<{ user: { _id: string; name: string; franchise: { _id: string }; franchises: { _id: string; name: string }[] } }>(page, '/auth/me');
    const target = before.user.franchises.find((franchise) => franchise._id !== before.user.franchise._id)!;
    expect(target).toBeDefined();
    await page.evaluate(() => localStorage.setItem('warehouse', 'saved-store'));
    const staffQuery = `/people?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[0,24]')}`;
    const staffBefore = (await gateway<{ name: string }[]>(page, staffQuery)).map((person) => person.name);

    await menuButton(page, before.user.name).click();
    await page.getByRole('menuitem', { name: 'Change franchise' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change franchise' });
    await dialog.getByRole('radio', { name: target.name }).check();
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Update' }).click()]);

    await page.locator('tbody tr').first().waitFor();
    const after = await gateway<{ user: { franchise: { _id: string } } }>(page, '/auth/me');
    expect(after.user.franchise._id).toBe(target._id);
    expect(await page.evaluate(() => localStorage.getItem('warehouse'))).toBeNull();
    // the list on screen is the chosen franchise's: its first page, plate by plate, as the gateway
    // gives it for the session now in that franchise, and none of the plates shown before
    const plates = async () => (await page.locator('tbody tr td:first-child').allInnerTexts()).map((text) => text.trim());
    const vehicles = await gateway<{ plate: string }[]>(page, `/vehicles?sort=${encodeURIComponent('["plate","ASC"]')}&range=${encodeURIComponent('[0,24]')}`);
    await expect.poll(plates).toEqual(vehicles.map((vehicle) => vehicle.plate));
    expect((await plates()).filter((plate) => platesBefore.includes(plate))).toEqual([]);

    // a second screen, the staff list: its first page as the gateway gives it for the chosen franchise
    await page.goto('/staff/list');
    const staff = (await gateway<{ name: string }[]>(page, staffQuery)).map((person) => person.name);
    expect(staff.length).toBeGreaterThan(0);
    expect(staff).not.toEqual(staffBefore);
    const names = async () => (await page.locator('tbody tr td.column-name').allInnerTexts()).map((text) => text.trim());
    await expect.poll(names, { timeout: 15_000 }).toEqual(staff);
    expect(consoleErrors.filter((text) => text.startsWith('pageerror:'))).toEqual([]);
    // the owner's next sign-ins start in the franchise chosen last: put it back for other tests
    const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
    const restored = await fetch(`${baseURL()}/api/users/${before.user._id}/franchise`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ franchise: before.user.franchise._id }),
    });
    expect(restored.status).toBe(200);
    await context.close();
  }, 120_000);
});

describe('the header and the tab', () => {
  it.each([
    { username: 'owner', language: 'en' as const, title: 'Vehicles · Franchise Panel', country: 'TR' },
    { username: 'owner', language: 'tr' as const, title: 'Araçlar · Franchise Panel', country: 'TR' },
    { username: 'gbowner', language: 'en' as const, title: 'Vehicles · Franchise Panel', country: 'GB' },
  ])('name the page ($language) and the franchise of $username', async ({ username, language, title, country }) => {
    const { page, context } = await openAs(browser, username, '/fleet/vehicle/list', { language });
    await page.locator('tbody tr').first().waitFor();
    await expect.poll(() => page.title()).toBe(title);
    const me = await gateway<{ user: { franchise: { name: string } } }>(page, '/auth/me');
    await expect.poll(() => page.getByTestId('header-franchise').innerText()).toBe(`${me.user.franchise.name} · ${country}`);
    await page.goto('/login');
    await context.close();
  });

  it('names the sign-in page too', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/login');
    await expect.poll(() => page.title()).toMatch(/^Sign in · Franchise Panel$/);
    await context.close();
  });
});
