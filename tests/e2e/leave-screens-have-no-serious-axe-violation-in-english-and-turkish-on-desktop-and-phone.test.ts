// The leave screens in Chromium against the real gateway, as the owner: a pending leave's detail
// with its decline dialog open has no serious or critical axe violation, in English at 1280 px and
// in Turkish on a 390 px phone, and nothing scrolls sideways on the phone. The list (cards on the
// phone), the detail and the create form at rest, in both languages at both widths, are the
// route sweep's (tests/e2e/routeSweep.ts).
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

// the decline dialog, which no walk opens, in each language and layout once
describe.each([
  { language: 'en' as const, width: 1280 },
  { language: 'tr' as const, width: 390 },
])('leave screens ($language, $width px)', ({ language, width }) => {
  const text = TEXTS[language];
  it('a pending leave’s detail with the decline dialog open: axe-clean, nothing sideways on a phone', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'owner', { language, width, height: 844 });
    await page.goto('/staff/leave/list');
    await page.getByText(text.pending).first().waitFor(WAIT);

    const [pending] = await gatewayCall<{ id: string }[]>(page, 'GET', `/leaves?${query({ status: 100 })}`);
    await page.goto(`/staff/leave/detail/${pending!.id}`);
    await page.getByRole('button', { name: text.decline }).click(WAIT);
    const dialog = page.getByRole('dialog', { name: text.decline });
    await dialog.getByRole('textbox', { name: new RegExp(text.reason) }).waitFor(WAIT);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: language === 'en' ? 'Cancel' : 'İptal' }).click();
    if (width < 600) expect(await sideways(page)).toBeLessThanOrEqual(width);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
