// The sidebar's badges against the real gateway: each entry shows its own count (leave requests
// the leaves, both timesheets the timesheets, the DTS list the DTS records), each group the sum of
// its entries' counts (Staff: leaves plus timesheets; Performance and DYS: DTS), 99+ above 99,
// red, or green for 10 or fewer DTS records; an entry whose screen is coming soon is no link. On the desktop rail and in the phone drawer, in English and Turkish.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { launchBrowser, signedInSession } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Counts {
  dtsCount: number;
  leavesCount: number;
  timesheetCount: number;
}

/** The counts the gateway gives this session, asked the way the sidebar asks. */
const countsOf = (page: Page): Promise<Counts> =>
  page.evaluate(async () => {
    const response = await fetch('/api/sidebar-badges/count', { method: 'POST', headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
    return (await response.json()) as Counts;
  });

const label = (count: number) => (count > 99 ? '99+' : String(count));
const sidebar = (page: Page) => page.getByRole('navigation', { name: /main menu|ana menü/i });
/** A group's header by its visible label. */
const group = (page: Page, name: string) =>
  sidebar(page).locator('[aria-expanded]').filter({ has: page.locator('.MuiListItemText-primary', { hasText: new RegExp(`^${name}$`) }) }).first();
/** A menu entry by its path: a link's item, or the item of an entry whose screen is coming soon. */
const entry = (page: Page, path: string) => sidebar(page).locator(`li[data-path="${path}"], li:has(> a[href="${path}"])`).first();

async function open(header: Locator) {
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await expect.poll(() => header.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('true');
}

/** The badge inside `scope`: its text and colour, or null when it has none. */
async function badgeOf(scope: Locator): Promise<{ text: string; color: string | null } | null> {
  const badge = scope.locator('[data-color]').first();
  if ((await badge.count()) === 0) return null;
  return { text: (await badge.innerText()).trim(), color: await badge.getAttribute('data-color') };
}

const TEXTS = {
  en: { staff: 'Staff', performance: 'Performance', dys: 'DYS', soon: 'Coming soon' },
  tr: { staff: 'Personel', performance: 'Performans', dys: 'DYS puanları', soon: 'Yakında' },
} as const;

describe.each([
  { language: 'en' as const, width: 1280 },
  { language: 'tr' as const, width: 390 },
])('sidebar badges ($language, $width px)', ({ language, width }) => {
  it('count each entry, sum each group, and leave coming-soon entries unlinked', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'owner', { language, width, height: 900 });
    await page.goto('/fleet/vehicle/list');
    const counts = await countsOf(page);
    // the seed gives the owner's franchise work waiting in each
    expect(counts.leavesCount + counts.timesheetCount).toBeGreaterThan(0);
    expect(counts.dtsCount).toBeGreaterThan(0);
    if (width < 768) await page.getByRole('button', { name: /open menu|menü/i }).first().click();
    const texts = TEXTS[language];
    const staffTotal = counts.leavesCount + counts.timesheetCount;
    const dtsColor = counts.dtsCount > 10 ? 'error' : 'success';

    const staff = group(page, texts.staff);
    await expect.poll(() => badgeOf(staff), { timeout: 15_000 }).toEqual({ text: label(staffTotal), color: 'error' });
    await open(staff);
    const leaves = entry(page, '/staff/leave/list');
    expect(await badgeOf(leaves)).toEqual(counts.leavesCount > 0 ? { text: label(counts.leavesCount), color: 'error' } : null);
    // the leave screen is built: its entry links to it
    expect(await sidebar(page).locator('a[href="/staff/leave/list"]').count()).toBe(1);
    for (const path of ['/staff/timesheet', '/staff/timesheet-v2']) {
      expect(await badgeOf(entry(page, path)), path).toEqual(counts.timesheetCount > 0 ? { text: label(counts.timesheetCount), color: 'error' } : null);
    }
    // the timesheets have their screens: links
    for (const path of ['/staff/timesheet', '/staff/timesheet-v2']) expect(await entry(page, path).locator(`a[href="${path}"]`).count(), path).toBe(1);

    const performance = group(page, texts.performance);
    expect(await badgeOf(performance)).toEqual({ text: label(counts.dtsCount), color: dtsColor });
    await open(performance);
    const dys = group(page, texts.dys);
    expect(await badgeOf(dys)).toEqual({ text: label(counts.dtsCount), color: dtsColor });
    await open(dys);
    const dtsList = entry(page, '/dys/dts/list');
    expect(await badgeOf(dtsList)).toEqual({ text: label(counts.dtsCount), color: dtsColor });
    // the DTS list is built: a link; the dashboard is coming soon: an entry that links nowhere
    expect(await dtsList.locator('a[href="/dys/dts/list"]').count()).toBe(1);
    const comingSoon = entry(page, '/dashboard');
    expect(await comingSoon.count()).toBe(1);
    expect(await comingSoon.locator('a').count()).toBe(0);
    expect(await badgeOf(comingSoon)).toBeNull();
    // an entry with a screen stays a link
    expect(await sidebar(page).locator('a[href="/map/live"]').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
