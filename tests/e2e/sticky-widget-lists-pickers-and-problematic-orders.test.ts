// The header's sticky widget in Chromium: the owner (sticky_button_widget) opens it and sees the
// pickers at work with their statuses and the problematic orders section; the manager has no
// button; axe finds nothing serious with it open, in English and Turkish.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { launchBrowser, openSession, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(username: string, language: 'en' | 'tr' = 'en') {
  const session = await openSession(browser);
  await session.page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  await session.page.goto('/login?redirect_uri=%2Fcommercial%2Forder%2Fpast');
  await signIn(session.page, username);
  await session.page.waitForURL((url) => url.pathname === '/commercial/order/past');
  await session.page.locator('tbody tr').first().waitFor();
  return session;
}

describe('sticky widget', () => {
  it('the owner opens it and sees pickers with statuses, and the problematic orders', async () => {
    const { page, context } = await open('owner');
    await page.locator('[data-widget="sticky"]').click();
    const dialog = page.getByRole('dialog');
    const list = dialog.getByTestId('sticky-picker-list');
    await expect.poll(() => list.locator('[data-picker]').count()).toBeGreaterThan(0);
    const first = await list.locator('[data-picker]').first().innerText();
    expect(first).toMatch(/Free|Busy|Picking/);
    expect(await list.evaluate((element) => element.getBoundingClientRect().height)).toBe(250);
    await dialog.getByRole('heading', { name: 'Problematic orders' }).waitFor();
    await context.close();
  });

  it('the manager (no sticky_button_widget) has no button', async () => {
    const { page, context } = await open('manager');
    expect(await page.locator('[data-widget="sticky"]').count()).toBe(0);
    await context.close();
  });

  it.each(['en', 'tr'] as const)('has no serious axe violations when open, in %s', async (language) => {
    const { page, context } = await open('owner', language);
    await page.locator('[data-widget="sticky"]').click();
    await expect.poll(() => page.getByTestId('sticky-picker-list').locator('[data-picker]').count()).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
