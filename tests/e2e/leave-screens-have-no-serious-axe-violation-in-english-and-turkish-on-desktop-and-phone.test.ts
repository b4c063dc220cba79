// The leave screens in Chromium against the real gateway, as the owner, in English and Turkish, at
// 1280 px and on a 390 px phone: the list (cards on the phone), a pending leave's detail with its
// decline dialog open, and the create form have no serious or critical axe violation, and nothing
// scrolls sideways on the phone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { launchBrowser, signedInSession } from './browser';
import { gatewayCall } from './gatewayHooks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WAIT = { timeout: 15_000 };
const TEXTS = {
  en: { title: 'Leave requests', decline: 'Decline', reason: 'Reason for declining', person: 'Person', pending: 'Pending' },
  tr: { title: 'İzin talepleri', decline: 'Reddet', reason: 'Ret gerekçesi', person: 'Personel', pending: 'Onay bekliyor' },
} as const;
const query = (filter: Record<string, unknown>, range: [number, number] = [0, 9]) =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}`;
const sideways = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

// The list, detail and form at rest in the other two pairs are the route sweep's
// (tests/e2e/routeSweep.ts); the decline dialog, which no walk opens, in each language and layout once.
describe.each([
  { language: 'en' as const, width: 1280 },
  { language: 'tr' as const, width: 390 },
])('leave screens ($language, $width px)', ({ language, width }) => {
  const text = TEXTS[language];
  it('list, detail with the decline dialog, and create form: axe-clean, nothing sideways on a phone', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'owner', { language, width, height: 844 });
    await page.goto('/staff/leave/list');
    await page.getByText(text.pending).first().waitFor(WAIT);
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (width < 600) expect(await sideways(page)).toBeLessThanOrEqual(width);

    const [pending] = await gatewayCall<{ id: string }[]>(page, 'GET', `/leaves?${query({ status: 100 })}`);
    await page.goto(`/staff/leave/detail/${pending!.id}`);
    await page.getByRole('button', { name: text.decline }).click(WAIT);
    const dialog = page.getByRole('dialog', { name: text.decline });
    await dialog.getByRole('textbox', { name: new RegExp(text.reason) }).waitFor(WAIT);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: language === 'en' ? 'Cancel' : 'İptal' }).click();
    if (width < 600) expect(await sideways(page)).toBeLessThanOrEqual(width);

    await page.goto('/staff/leave/create');
    await page.getByRole('combobox', { name: new RegExp(text.person) }).waitFor(WAIT);
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (width < 600) expect(await sideways(page)).toBeLessThanOrEqual(width);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
