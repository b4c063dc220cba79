// Clicking through to a page whose code is not loaded yet: the router keeps the old page on
// screen until the code is in, so the header shows a progress bar meanwhile (the click was taken),
// and takes it away when the new page is drawn. The form's code is held back here to see it.
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

describe('a page still loading its code', () => {
  it('shows a bar in the header over the old page, then the new page without it', async () => {
    const { page, context, consoleErrors } = await openAs(browser, 'gbowner', '/staff/leave/list');
    await page.locator('tbody tr').first().waitFor();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/CreateView-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const bar = page.getByRole('progressbar', { name: 'Opening the page' });
    expect(await bar.count()).toBe(0);

    await page.getByRole('link', { name: /^create$/i }).click();
    await page.waitForURL((url) => url.pathname === '/staff/leave/create');
    await bar.waitFor();
    // the list is still what is on screen, and the page is still axe-clean with the bar
    expect(await page.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /^save$/i }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    release();
    await page.getByRole('button', { name: /^save$/i }).waitFor();
    await expect.poll(() => bar.count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
