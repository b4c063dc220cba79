// The notification bell against the real gateway, as the manager: a notification sent on the
// gateway (test hook) reaches the open panel without a reload, the bell's count rises, and
// clicking it in the modal opens /announcement/list/{id}; with the socket cut (websocket and
// polling refused) the count still rises through the poll, its interval shortened for the test;
// the modal open has no serious or critical axe violation, in English and Turkish, 1280 and 390 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_POLL_OVERRIDE_KEY } from '../../src/widgets/notifications/pollInterval';
import { seriousAxeViolations } from './axe';
import { launchBrowser, signedInSession } from './browser';
import { createNotification } from './gatewayHooks';
import type { Browser } from 'playwright-core';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const bell = (page: Page) => page.locator('[data-widget="notifications"]');

/** The bell's unread count, from its accessible name ("Notifications, 3 unread notifications"); 0 without a count. */
async function bellCount(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  const match = /(\d+)/.exec(label);
  return match ? Number(match[1]) : 0;
}

/** The count once the first answer is in (the button's name names it, or the gateway says 0). */
async function settledCount(page: Page): Promise<number> {
  await page.waitForResponse((response) => response.url().includes('/api/notification/unread/count'));
  await bell(page).waitFor();
  return bellCount(page);
}

describe('the notification bell', () => {
  it('shows a new notification without a reload, counts it and opens its announcement', async () => {
    const { page, context } = await signedInSession(browser, 'manager');
    // the socket.io handshake's answer: the socket is in its rooms from then on
    const connected = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => socket.on('framereceived', (frame) => String(frame.payload).startsWith('40') && resolve()));
    });
    const counted = settledCount(page);
    await page.goto('/staff/list');
    const before = await counted;
    await connected;

    const { notificationId, announcementId } = await createNotification(page, 'announcement');
    expect(announcementId).toBeTruthy();
    await expect.poll(() => bellCount(page), { timeout: 10_000 }).toBe(before + 1);

    await bell(page).click();
    const item = page.getByRole('dialog').locator(`[data-notification="${notificationId}"]`);
    await item.waitFor();
    expect(await item.getAttribute('data-read')).toBe('false');
    await item.getByRole('button').first().click();
    await page.waitForURL((url) => url.pathname === `/announcement/list/${announcementId}`);
    await page.locator(`[data-announcement="${announcementId}"]`).waitFor();
    await context.close();
  });

  it('still counts a new notification with the socket cut, through the poll', async () => {
    const { page, context } = await signedInSession(browser, 'manager');
    await context.routeWebSocket(/\/api\/socket\.io\//, (socket) => socket.close());
    await context.route(/\/api\/socket\.io\//, (route) => route.abort());
    await page.addInitScript(([key]) => window.sessionStorage.setItem(key, '1000'), [NOTIFICATIONS_POLL_OVERRIDE_KEY]);
    const counted = settledCount(page);
    await page.goto('/staff/list');
    const before = await counted;

    await createNotification(page, 'audit');
    await expect.poll(() => bellCount(page), { timeout: 10_000 }).toBe(before + 1);
    await context.close();
  });

  it.each([
    ['en', 1280],
    ['tr', 1280],
    ['en', 390],
    ['tr', 390],
  ] as const)('(%s, %i px) has no serious or critical axe violation with the modal open', async (language, width) => {
    const { page, context } = await signedInSession(browser, 'manager', { language, width, height: width < 600 ? 844 : 800 });
    await page.goto('/staff/list');
    await bell(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('[data-notification]').first().waitFor();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(width < 600 ? width : 420);
    // no sideways scroll on a phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
