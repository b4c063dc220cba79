// Web Push in Chromium against the real gateway, as the manager (spec: push consent, toggle, device
// token). What is real: the panel's service worker (served by the panel, registered by it), the
// permission (granted or not through the browser context), GET /auth/webPushKey, PUT
// /auth/webDeviceInfo, the gateway's subscription store, its push with web-push (aes128gcm, VAPID)
// and a push service that receives it. What is stubbed: PushManager.subscribe/getSubscription in
// the page. The browser runs without internet and Chromium's own push service
// (fcm.googleapis.com) is unreachable, so the stub answers a subscription built like a real one,
// whose endpoint is a push service this test runs (tests/gateway/fakePushService.ts) and whose keys
// are real P-256 / auth keys made here: the test decrypts what the gateway pushed to it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_CONSENT_COOKIE, PUSH_COOKIE_DAYS, type PushMessage } from '../../src/domain/push';
import type { NotificationFilterReply } from '../../src/domain/notifications';
import { FakePushService, type FakeDevice } from '../gateway/fakePushService';
import { seriousAxeViolations } from './axe';
import { baseURL, launchBrowser, signedInSession } from './browser';
import { createNotification, gatewayCall, pushSubscriptions } from './gatewayHooks';

let browser: Browser;
let pushService: FakePushService;
beforeAll(async () => {
  browser = await launchBrowser();
  pushService = await new FakePushService().start();
});
afterAll(async () => {
  await browser?.close();
  await pushService?.stop();
});

const MANAGER = 'Mehmet Demir';
const PAGE = '/staff/list';

/** PushManager answers `device`'s subscription; the key the panel subscribed with is kept in window.__subscribedWith. */
async function stubPushManager(page: Page, device: FakeDevice): Promise<void> {
  await page.addInitScript((subscription) => {
    let current: object | null = null;
    const toBase64Url = (buffer: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey as Uint8Array;
      const buffer = new Uint8Array(key).buffer;
      (window as unknown as { __subscribedWith: string }).__subscribedWith = toBase64Url(buffer);
      current = {
        endpoint: subscription.endpoint,
        expirationTime: null,
        options: { applicationServerKey: buffer, userVisibleOnly: true },
        toJSON: () => subscription,
        unsubscribe: async () => ((current = null), true),
      };
      return current as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
  }, device.subscription);
}

/** The gateway's next notification for the page's user reaches `device`: decrypted, it names the notification. */
async function expectPushReaches(page: Page, device: FakeDevice): Promise<void> {
  const { notificationId, announcementId } = await createNotification(page, 'announcement');
  const [push] = pushService.to(device.endpoint);
  expect(push, 'a push reached the push service').toBeDefined();
  expect(push.headers['content-encoding']).toBe('aes128gcm');
  expect(push.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
  const message = JSON.parse(device.decrypt(push.body)) as PushMessage;
  const newest = (await gatewayCall<NotificationFilterReply>(page, 'GET', '/notification/filter?limit=1')).notifications[0];
  expect(newest._id).toBe(notificationId);
  expect(message).toEqual({ title: newest.title.en, body: newest.message.en, path: `/announcement/list/${announcementId}`, tag: notificationId });
}

const consentDialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** axe over the popup once the page behind it has loaded (react-admin's fading loading text is not the popup's). */
async function axeWithPopupOpen(page: Page) {
  await expect.poll(() => page.locator('.RaLoading-message').count(), { timeout: 15_000 }).toBe(0);
  return seriousAxeViolations(page);
}

describe('push consent', () => {
  it('asks on the first visit; no is kept in a cookie for 365 days and not asked again', async () => {
    const { page, context } = await signedInSession(browser, 'manager', { pushConsent: null });
    await page.goto(PAGE);
    const dialog = consentDialog(page, 'Get notifications on this device?');
    await dialog.waitFor();
    // the user's devices registered by this file's other tests, in whatever order they ran
    const held = await pushSubscriptions(page);
    expect(await axeWithPopupOpen(page)).toEqual([]);
    const before = Date.now() / 1000;
    await dialog.getByRole('button', { name: 'No, thanks' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const cookie = (await context.cookies(baseURL())).find((item) => item.name === PUSH_CONSENT_COOKIE);
    expect(cookie?.value).toBe('no');
    expect(cookie!.expires - before).toBeGreaterThan(PUSH_COOKIE_DAYS * 86_400 - 120);
    expect(cookie!.expires - before).toBeLessThan(PUSH_COOKIE_DAYS * 86_400 + 120);
    // "no" registers nothing
    expect(await pushSubscriptions(page)).toEqual(held);

    await page.reload();
    await page.getByRole('heading').first().waitFor();
    await page.waitForTimeout(1000);
    expect(await consentDialog(page, 'Get notifications on this device?').count()).toBe(0);
    await context.close();
  });

  it.each([
    { language: 'en' as const, width: 390, title: 'Get notifications on this device?' },
    { language: 'tr' as const, width: 1280, title: 'Bu cihazda bildirim almak ister misiniz?' },
    { language: 'tr' as const, width: 390, title: 'Bu cihazda bildirim almak ister misiniz?' },
  ])('has no serious axe violation open, $language at $width px', async ({ language, width, title }) => {
    const { page, context } = await signedInSession(browser, 'manager', { pushConsent: null, language, width, height: width < 600 ? 844 : 800 });
    await page.goto(PAGE);
    await consentDialog(page, title).waitFor();
    expect(await axeWithPopupOpen(page)).toEqual([]);
    await context.close();
  });

  it('yes with the permission granted registers this browser: the gateway holds it and pushes to it', async () => {
    const device = pushService.device();
    const { page, context, consoleErrors } = await signedInSession(browser, 'manager', { pushConsent: null });
    await context.grantPermissions(['notifications'], { origin: baseURL() });
    await stubPushManager(page, device);
    await page.goto(PAGE);
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/auth/webDeviceInfo') && request.method() === 'PUT');
    await consentDialog(page, 'Get notifications on this device?').getByRole('button', { name: 'Yes, notify me' }).click();
    expect(JSON.parse((await sent).postData() ?? '{}')).toEqual({ language: 'en', webPushNotificationToken: device.token });
    await expect.poll(() => pushSubscriptions(page)).toContainEqual({ endpoint: device.endpoint, language: 'en' });
    expect((await context.cookies(baseURL())).find((item) => item.name === PUSH_CONSENT_COOKIE)?.value).toBe('yes');

    // subscribed with the gateway's key, through the panel's own service worker
    const { publicKey } = await gatewayCall<{ publicKey: string }>(page, 'GET', '/auth/webPushKey');
    expect(await page.evaluate(() => (window as unknown as { __subscribedWith: string }).__subscribedWith)).toBe(publicKey);
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL ?? null);
    expect(worker).toBe(`${baseURL()}/push-sw.js`);

    await expectPushReaches(page, device);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('the push toggle', () => {
  const openMenu = async (page: Page) => {
    await page.getByRole('button', { name: MANAGER }).click();
    return page.getByRole('menuitemcheckbox', { name: /Push notifications/ });
  };

  it('with permission granted registers a subscription the gateway holds; a new language is sent with it', async () => {
    const device = pushService.device();
    const { page, context } = await signedInSession(browser, 'manager');
    await context.grantPermissions(['notifications'], { origin: baseURL() });
    await stubPushManager(page, device);
    await page.goto(PAGE);
    const toggle = await openMenu(page);
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => pushSubscriptions(page)).toContainEqual({ endpoint: device.endpoint, language: 'en' });
    await expectPushReaches(page, device);

    // changing the language tells the gateway, with this device's subscription
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: MANAGER }).click();
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/auth/webDeviceInfo') && request.method() === 'PUT');
    await page.getByRole('menuitem', { name: 'Change language' }).click();
    await page.getByRole('menuitem', { name: 'Türkçe' }).click();
    expect(JSON.parse((await sent).postData() ?? '{}')).toEqual({ language: 'tr', webPushNotificationToken: device.token });
    await expect.poll(() => pushSubscriptions(page)).toContainEqual({ endpoint: device.endpoint, language: 'tr' });
    await context.close();
  });

  it('without permission warns for 5 seconds, asks the browser and stays off', async () => {
    const { page, context } = await signedInSession(browser, 'manager');
    await page.goto(PAGE);
    expect(await page.evaluate(() => Notification.permission)).not.toBe('granted');
    const held = await pushSubscriptions(page);
    const toggle = await openMenu(page);
    await toggle.click();
    const warning = page.getByText('Allow notifications for this site in your browser to turn push on.');
    await warning.waitFor();
    const shown = Date.now();
    await warning.waitFor({ state: 'hidden', timeout: 10_000 });
    expect(Date.now() - shown).toBeGreaterThan(4000);
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    expect(await pushSubscriptions(page)).toEqual(held);
    await context.close();
  });
});
