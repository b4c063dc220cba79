// The engagement widgets against the real gateway: the owner's survey button opens the running
// survey in a new tab without a window.opener; the London owner (due an answer) sends the
// satisfaction feedback and the button is gone after a reload; the boosted-feature modal opens on
// the first load of the day and not on the next; /frequently-used/contact-us shows the owner's
// (TR) contacts as cards with tel: and mailto: links, nothing scrolling sideways on a phone; with
// push and sound on, a new notification plays the panel's own sound and its toast stays until
// closed; axe finds no serious or critical violation with the modal open and on the contacts page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_ENABLED_KEY } from '../../dataProvider/session';
import { SOUND_COOKIE } from '../../src/framework/preferenceCookie';
import { seriousAxeViolations } from './axe';
import { baseURL, launchBrowser, signedInSession } from './browser';
import { createNotification } from './gatewayHooks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the survey button', () => {
  it('opens the running survey in a new tab, without an opener', async () => {
    const { page, context } = await signedInSession(browser, 'owner');
    await context.route(/^https:\/\/survey\.franchise\.example\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Survey</title><p>Survey</p>' }));
    await page.goto('/staff/list');
    const survey = page.locator('[data-widget="survey"]');
    await survey.waitFor();
    const link = await survey.getAttribute('href');
    expect(link).toMatch(/^https:\/\/survey\.franchise\.example\/s\/tr1-/);
    const [opened] = await Promise.all([context.waitForEvent('page'), survey.click()]);
    await opened.waitForLoadState();
    expect(opened.url()).toBe(link);
    expect(await opened.evaluate(() => window.opener)).toBeNull();
    await context.close();
  });
});

describe('the satisfaction feedback', () => {
  it('refuses a send without a rating, sends one with it, and is gone after a reload', async () => {
    const { page, context } = await signedInSession(browser, 'gbowner');
    await page.goto('/fleet/vehicle/list');
    await page.getByRole('button', { name: 'Rate the panel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rate the panel' });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Please choose a rating.' }).waitFor();
    await dialog.getByRole('radio', { name: 'Good' }).check();
    await dialog.getByRole('textbox').fill('The vehicle list is clear.');
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/feedback') && response.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Send' }).click();
    expect((await sent).status()).toBe(201);
    await page.getByText('Thank you for your feedback!').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Rate the panel' }).count()).toBe(0);

    const status = page.waitForResponse((response) => response.url().endsWith('/api/feedback/status'));
    await page.reload();
    expect(await (await status).json()).toMatchObject({ due: false });
    await page.locator('[data-widget="notifications"]').waitFor();
    expect(await page.getByRole('button', { name: 'Rate the panel' }).count()).toBe(0);
    await context.close();
  });
});

describe('the boosted-feature modal', () => {
  it('opens on the first load of the day, leads to its page, and does not open again that day', async () => {
    const { page, context } = await signedInSession(browser, 'owner', { boostedModal: true });
    await page.goto('/staff/list');
    const dialog = page.getByRole('dialog', { name: 'New: order statistics per store' });
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await dialog.getByRole('button', { name: 'Show me' }).click();
    await page.waitForURL((url) => url.pathname === '/commercial/order/stats');
    await expect.poll(() => dialog.count()).toBe(0);

    const features = page.waitForResponse((response) => response.url().includes('/api/survey-link'));
    await page.reload();
    await features;
    await page.locator('[data-widget="notifications"]').waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('on a first visit waits until the push consent popup is answered, then opens', async () => {
    const { page, context } = await signedInSession(browser, 'owner', { boostedModal: true, pushConsent: null });
    const feature = page.waitForResponse((response) => response.url().includes('/api/boosted-feature'));
    // the popup's code held back until the feature has come: the popup still goes first
    await page.route(/\/assets\/PushConsentDialog-[^/]+\.js$/, async (route) => {
      await feature;
      await page.waitForTimeout(500);
      await route.continue();
    });
    await page.goto('/staff/list');
    const consent = page.getByRole('dialog', { name: 'Get notifications on this device?' });
    await consent.waitFor();
    await feature;
    await page.waitForTimeout(1000);
    // one dialog at a time: the feature is not stacked over the question
    expect(await page.getByRole('dialog').count()).toBe(1);
    await consent.getByRole('button', { name: 'No, thanks' }).click();
    await page.getByRole('dialog', { name: 'New: order statistics per store' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await context.close();
  });

  // in each language and layout once: the modal's text and layout, not the page under it (the route sweep's)
  it.each([
    ['en', 1280],
    ['tr', 390],
  ] as const)('(%s, %i px) has no serious or critical axe violation while open', async (language, width) => {
    const { page, context } = await signedInSession(browser, 'owner', { language, width, height: width < 600 ? 844 : 800, boostedModal: true });
    await page.goto('/staff/list');
    const dialog = page.getByRole('dialog', { name: language === 'tr' ? 'Yeni: mağaza bazında sipariş istatistikleri' : 'New: order statistics per store' });
    await dialog.waitFor();
    expect(await noSideways(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('contact us', () => {
  it.each([
    ['tr', 390],
    ['en', 1280],
  ] as const)('shows the owner’s franchise contacts with phone and e-mail links (%s, %i px)', async (language, width) => {
    const { page, context } = await signedInSession(browser, 'owner', { language, width, height: width < 600 ? 844 : 800 });
    await page.goto('/frequently-used/contact-us');
    const cards = page.locator('[data-contact]');
    await expect.poll(() => cards.count()).toBe(3);
    expect(await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-contact')))).toEqual(['support', 'operations', 'finance']);
    await page.getByRole('heading', { name: language === 'tr' ? 'Destek' : 'Support' }).waitFor();
    for (const card of await cards.all()) {
      expect(await card.locator('a[href^="tel:+90"]').count()).toBe(1);
      expect(await card.locator('a[href^="mailto:"]').count()).toBe(1);
    }
    expect(await page.getByText(language === 'tr' ? 'Her gün, 08:00-24:00' : 'Every day, 08:00-24:00').count()).toBe(1);
    // read-only: nothing to edit
    expect(await page.locator('main').getByRole('textbox').count()).toBe(0);
    expect(await page.locator('main').getByRole('button', { name: /edit|save|düzenle|kaydet/i }).count()).toBe(0);
    expect(await noSideways(page)).toBe(true);
    if (width < 600) {
      const boxes = await cards.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().right));
      for (const right of boxes) expect(right).toBeLessThanOrEqual(width);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('the notification sound', () => {
  it('plays the panel’s sound 300 ms after a new notification with push and sound on, and its toast stays until closed', async () => {
    const { page, context } = await signedInSession(browser, 'manager');
    await context.addCookies([{ name: SOUND_COOKIE, value: 'on', url: baseURL() }]);
    await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), PUSH_ENABLED_KEY);
    await page.addInitScript(() => {
      const played: { src: string; at: number }[] = [];
      (window as unknown as { played: typeof played }).played = played;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        played.push({ src: this.currentSrc || this.src, at: performance.now() });
        return Promise.resolve();
      };
    });
    const connected = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => socket.on('framereceived', (frame) => String(frame.payload).startsWith('40') && resolve()));
    });
    const counted = page.waitForResponse((response) => response.url().includes('/api/notification/unread/count'));
    await page.goto('/staff/list');
    await counted;
    await connected;
    await page.waitForTimeout(500); // the chime's module is in

    const sentAt = await page.evaluate(() => performance.now());
    await createNotification(page, 'audit');
    await expect.poll(() => page.evaluate(() => (window as unknown as { played: unknown[] }).played.length), { timeout: 10_000 }).toBe(1);
    const [played] = await page.evaluate(() => (window as unknown as { played: { src: string; at: number }[] }).played);
    expect(played.src).toMatch(/\/sounds\/notification\.wav$/);
    expect(played.at - sentAt).toBeGreaterThanOrEqual(300);
    const sound = await context.request.get(played.src);
    expect(sound.status()).toBe(200);
    expect(sound.headers()['content-type']).toMatch(/audio\/(wav|x-wav|wave)/);

    // the toast stays (well past react-admin's 4 s) until its close button
    const toast = page.locator('[data-notification-toast]');
    await toast.waitFor();
    await page.waitForTimeout(5_000);
    expect(await toast.isVisible()).toBe(true);
    // a second one within 30 s rings no sound
    await createNotification(page, 'audit');
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => (window as unknown as { played: unknown[] }).played.length)).toBe(1);
    // each toast waits for its close button: the second one shows once the first is closed
    await toast.getByRole('button', { name: 'Close' }).click();
    await page.waitForTimeout(1_000);
    await expect.poll(() => toast.count()).toBe(1);
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => toast.count()).toBe(0);
    await context.close();
  });

  it('stays silent with the sound off', async () => {
    const { page, context } = await signedInSession(browser, 'manager');
    await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), PUSH_ENABLED_KEY);
    await page.addInitScript(() => {
      (window as unknown as { plays: number }).plays = 0;
      HTMLMediaElement.prototype.play = function () {
        (window as unknown as { plays: number }).plays += 1;
        return Promise.resolve();
      };
    });
    const connected = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => socket.on('framereceived', (frame) => String(frame.payload).startsWith('40') && resolve()));
    });
    await page.goto('/staff/list');
    await connected;
    await page.waitForTimeout(500);
    await createNotification(page, 'audit');
    await page.locator('[data-notification-toast]').waitFor();
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => (window as unknown as { plays: number }).plays)).toBe(0);
    await context.close();
  });
});
