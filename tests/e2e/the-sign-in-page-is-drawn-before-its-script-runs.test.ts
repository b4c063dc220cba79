import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, openSession } from './browser';

// Issue #9, a phone on a slow line: /login comes with its form drawn into the HTML (login.html,
// made at build time), so it paints before any script; the script then takes the form over
// without losing what was typed meanwhile.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('paints the sign-in form with the HTML alone and keeps what was typed before the script took over', async () => {
  const { page, context, consoleErrors } = await openSession(browser);
  // every script waits until the test lets it through: the page has only its HTML and CSS
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/.*\.js$/, (route) => (holding ? held.push(route) : route.continue()));
  await page.goto('/login?redirect_uri=%2Ffleet%2Fvehicle%2Flist', { waitUntil: 'commit' });

  await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
  expect(await page.title()).toBe('Sign in · Franchise Panel');
  const submit = page.getByRole('button', { name: 'Sign in' });
  // an Enter now must not send the password in a native GET: the button waits for the script
  expect(await submit.isDisabled()).toBe(true);
  expect(held.length).toBeGreaterThan(0);
  await page.locator('input[name="username"]').fill('owner');
  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('input[name="password"]').press('Enter');
  expect(page.url()).not.toContain('demo1234');

  holding = false;
  await Promise.all(held.map((route) => route.continue()));
  await expect.poll(() => submit.isEnabled()).toBe(true);
  // the script drew the form anew with the typed values and the focus where it was
  expect(await page.locator('input[name="username"]').inputValue()).toBe('owner');
  expect(await page.locator('input[name="password"]').inputValue()).toBe('demo1234');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');

  await submit.click();
  await page.waitForURL((url) => url.pathname === '/fleet/vehicle/list');
  expect(consoleErrors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
  await context.close();
});

it('does not show the pre-drawn form to a signed-in user opening /login', async () => {
  const { page, context } = await openSession(browser);
  await page.goto('/login');
  await page.locator('input[name="username"]').fill('manager');
  await page.locator('input[name="password"]').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/login');
  await page.waitForURL((url) => url.pathname !== '/login');
  expect(await page.getByRole('heading', { name: 'Welcome back' }).count()).toBe(0);
  await context.close();
});
