import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openSession, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cspViolations = (errors: string[]) => errors.filter((text) => /content security policy/i.test(text));
const pageErrors = (errors: string[]) => errors.filter((text) => text.startsWith('pageerror:'));

describe('signing in and out', () => {
  it('sends a visitor of a protected path to /login and back to that path, search and hash after sign-in', async () => {
    const { page, context, consoleErrors } = await openSession(browser);
    await page.goto('/map/live?warehouse=w1#couriers');
    await page.waitForURL(/\/login\?redirect_uri=/);
    const redirect = new URL(page.url()).searchParams.get('redirect_uri');
    expect(redirect).toBe('/map/live?warehouse=w1#couriers');
    await signIn(page, 'owner');
    await page.waitForURL((url) => url.pathname === '/map/live');
    const landed = new URL(page.url());
    expect(landed.search).toBe('?warehouse=w1');
    expect(landed.hash).toBe('#couriers');
    expect(cspViolations(consoleErrors)).toEqual([]);
    expect(pageErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('never follows a redirect_uri to another origin', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/login?redirect_uri=' + encodeURIComponent('//evil.example/steal'));
    await signIn(page, 'owner');
    await page.waitForURL((url) => url.pathname === '/map/live');
    expect(new URL(page.url()).host).toBe(new URL(page.url()).host);
    expect(page.url()).not.toContain('evil.example');
    await context.close();
  });

  it('shows the error in the chosen language when the password is wrong', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/login');
    await signIn(page, 'owner', 'wrong-password');
    await page.getByText(/invalid username or password/i).waitFor();
    expect(page.url()).toContain('/login');

    await page.getByRole('button', { name: /language|dil/i }).click();
    await page.getByRole('menuitem', { name: 'Türkçe' }).click();
    await page.getByRole('button', { name: /giriş/i }).waitFor();
    await signIn(page, 'owner', 'wrong-password');
    await page.getByText(/kullanıcı adı veya şifre/i).waitFor();
    await context.close();
  });

  it("a Turkish browser gets Turkish on its first visit; the user's choice wins after that", async () => {
    const { page, context } = await openSession(browser, { locale: 'tr-TR' });
    await page.goto('/login');
    await page.getByRole('button', { name: /giriş yap/i }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
    await page.getByRole('button', { name: /dil|language/i }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('button', { name: /^sign in$/i }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: /^sign in$/i }).waitFor();
    await context.close();
  });

  it('one click on "Forgot password?" works while the username field is focused and empty', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/login');
    const link = page.getByRole('link', { name: /forgot password/i });
    const before = (await link.boundingBox())!.y;
    await page.getByLabel(/username/i).click();
    await link.click();
    await page.waitForURL((url) => url.pathname === '/password/reset');
    // and back on the sign-in page, leaving the field empty shows the message without moving the link
    await page.goto('/login');
    await page.getByLabel(/username/i).click();
    await page.getByLabel(/password/i).first().click();
    await page.getByText('Required').first().waitFor();
    expect((await link.boundingBox())!.y).toBe(before);
    await context.close();
  });

  it('says a refused sign-in under the form, as an alert, with the password focused', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/login');
    await signIn(page, 'manager', 'wrong-password');
    const alert = page.getByRole('alert').filter({ hasText: /invalid username or password/i });
    await alert.waitFor();
    expect(await page.locator('form').getByRole('alert').count()).toBe(1);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('password');
    await context.close();
  });

  it('switching to Turkish changes the login texts and survives a reload', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    await page.getByRole('button', { name: /language/i }).click();
    await page.getByRole('menuitem', { name: 'Türkçe' }).click();
    await page.getByRole('button', { name: /giriş yap/i }).waitFor();
    expect(await page.getByRole('button', { name: /^sign in$/i }).count()).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: /giriş yap/i }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
    await context.close();
  });

  it('logging out returns to /login and the protected page is closed again', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/login');
    await signIn(page, 'manager');
    await page.waitForURL((url) => url.pathname === '/map/live');
    // The user menu button is named by the user's name, as it shows it.
    await page.getByRole('button', { name: 'Mehmet Demir' }).click();
    await page.getByRole('menuitem', { name: /logout/i }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    // the sign-in page may still be loading (a slow machine): read the storage once it stands
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken')).catch(() => 'navigating'), { timeout: 10_000 }).toBeNull();
    await page.goto('/map/live');
    await page.waitForURL(/\/login\?redirect_uri=/);
    await context.close();
  });

  it('sends a first-login user who must change password to the reset page with the warning', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/login');
    await signIn(page, 'firstlogin');
    await page.waitForURL((url) => url.pathname === '/password/reset');
    await page.getByText(/reset password required/i).waitFor();
    // clicking away changes nothing: a screen sends the user back to the change, whose page
    // offers sign-out only; the gateway refuses the screen's calls with its own code
    const refusals: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() === 403) refusals.push(response.status());
    });
    await page.goto('/fleet/vehicle/list');
    await page.waitForURL((url) => url.pathname === '/password/reset' && url.searchParams.get('reason') === 'required');
    await page.getByText(/reset password required/i).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(0);
    const direct = await page.evaluate(async () => {
      const response = await fetch('/api/vehicles', { headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
      return { status: response.status, code: ((await response.json()) as { code: string }).code };
    });
    expect(direct).toEqual({ status: 403, code: 'PASSWORD_CHANGE_REQUIRED' });
    await page.getByRole('button', { name: /logout/i }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await context.close();
  });

  it('logs out a user with no roles and tells them why', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/login');
    await signIn(page, 'noroles');
    await page.getByText(/no roles|no access|not been given/i).waitFor({ timeout: 15000 });
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});

describe('public pages', () => {
  it('/health shows the current timestamp without signing in', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/health');
    const year = String(new Date().getFullYear());
    await page.getByText(new RegExp(year)).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/health');
    await context.close();
  });

  it('an unmatched path shows the no-match text to a signed-in user', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/login');
    await signIn(page, 'owner');
    await page.waitForURL((url) => url.pathname === '/map/live');
    await page.goto('/this/path/does/not/exist');
    await page.getByText(/no match/i).waitFor();
    await context.close();
  });
});
