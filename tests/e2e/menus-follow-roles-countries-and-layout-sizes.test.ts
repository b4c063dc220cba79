import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openAs } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signInAs(username: string, path = '/map/live', width = 1280) {
  const session = await openAs(browser, username, path, { width });
  await sidebar(session.page).waitFor();
  return session;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: /main menu|ana menü/i });

/** The sidebar's group headers, by their visible label (badge counts left out). */
const groupHeader = (page: Page, label: RegExp) =>
  sidebar(page)
    .locator('[aria-expanded]')
    .filter({ has: page.locator('.MuiListItemText-primary', { hasText: label }) })
    .first();

async function groupLabels(page: Page, state?: 'true'): Promise<string[]> {
  const headers = sidebar(page).locator(state ? `[aria-expanded="${state}"]` : '[aria-expanded]');
  const labels = await headers.locator('.MuiListItemText-primary').allInnerTexts();
  return labels.map((text) => text.trim()).filter(Boolean);
}

/** Opens a group if it is closed. */
async function openGroup(page: Page, label: RegExp): Promise<void> {
  const header = groupHeader(page, label);
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await expect.poll(() => header.getAttribute('aria-expanded')).toBe('true');
}

/** The panel paths of the sidebar's entries: its links, and the entries whose screen is coming soon (not links). */
async function hrefs(page: Page): Promise<string[]> {
  const links = await sidebar(page)
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  const comingSoon = await sidebar(page)
    .locator('li[data-path]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-path') ?? ''));
  return [...links, ...comingSoon];
}

/** Every internal path the sidebar offers, opening each group (and DYS) in turn. */
async function everyMenuPath(page: Page): Promise<string[]> {
  const seen = new Set(await hrefs(page));
  for (const label of await groupLabels(page)) {
    await openGroup(page, new RegExp(`^${label}$`));
    if (/performance|performans/i.test(label)) await openGroup(page, /^DYS$/);
    for (const path of await hrefs(page)) seen.add(path);
  }
  return [...seen].sort();
}

describe('menus follow roles and countries', () => {
  it('owner (TR, every role) sees every group, TR-only screens included', async () => {
    const { page, context } = await signInAs('owner');
    const groups = await groupLabels(page);
    for (const group of ['Commercial', 'Inventory', 'Staff', 'Performance', 'Fleet', 'Frequently used']) {
      expect(groups).toContain(group);
    }
    const paths = await everyMenuPath(page);
    for (const path of ['/map/live', '/commercial/bills', '/dys/wps/summary', '/dys/ptd', '/frequently-used/contact-us', '/dashboard', '/fleet/vehicle/list', '/announcement/list']) {
      expect(paths).toContain(path);
    }
    expect(paths.some((path) => path.includes(':'))).toBe(false);
    await context.close();
  });

  it('gbowner (GB, every role) sees no TR-only entry and is refused one typed by hand', async () => {
    const { page, context } = await signInAs('gbowner');
    const paths = await everyMenuPath(page);
    expect(paths).toContain('/fleet/vehicle/list');
    expect(paths).toContain('/dys/kds/summary');
    for (const trOnly of ['/commercial/bills', '/dys/wps/summary', '/dys/dpt/summary', '/dys/ptd', '/frequently-used/contact-us', '/dashboard']) {
      expect(paths).not.toContain(trOnly);
    }
    // a TR-only screen typed by hand, a Commercial one and a Performance one (the TR group's DYS screens)
    for (const trOnly of ['/commercial/bills', '/dys/ptd', '/dys/wps/logs/detail/order/sample']) {
      await page.goto(trOnly);
      await page.getByRole('alert').getByText(/no access/i).waitFor();
    }
    await context.close();
  });

  it('manager sees only the screens of its roles', async () => {
    const { page, context } = await signInAs('manager');
    const paths = await everyMenuPath(page);
    expect(paths).toEqual(
      [
        '/announcement/list',
        '/commercial/order/active',
        '/commercial/order/past',
        '/map/live',
        '/staff/courier/program',
        '/staff/leave/list',
        '/staff/list',
        '/staff/tally',
        '/staff/timesheet',
      ].sort(),
    );
    await context.close();
  });
});

describe('the layout', () => {
  it('measures 230 px (50 collapsed) for the sidebar and 55 px for the header', async () => {
    const { page, context } = await signInAs('owner');
    const width = () => sidebar(page).evaluate((element) => element.getBoundingClientRect().width);
    await expect.poll(width).toBe(230);
    const header = page.locator('header').first();
    expect(await header.evaluate((element) => element.getBoundingClientRect().height)).toBe(55);
    await page.getByRole('button', { name: /open menu|close menu|menü/i }).first().click();
    await expect.poll(width).toBe(50);
    await context.close();
  });

  it('opens one top-level group at a time, starting with the current route\'s group', async () => {
    const { page, context } = await signInAs('owner', '/staff/leave/detail/1');
    const expanded = () => groupLabels(page, 'true');
    await expect.poll(expanded).toEqual(['Staff']);
    await openGroup(page, /^Commercial$/);
    await expect.poll(expanded).toEqual(['Commercial']);
    await context.close();
  });

  it('a starred page joins Favorites and stays there after a reload', async () => {
    const { page, context } = await signInAs('owner', '/stock/current');
    const star = page.getByRole('button', { name: /add to favorites|remove from favorites/i });
    if ((await star.getAttribute('aria-pressed')) === 'true') {
      await star.click();
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
    }
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await sidebar(page).waitFor();
    await openGroup(page, /^Favorites$/);
    // a link, or the entry itself while its screen is coming soon
    await sidebar(page).locator('a[href="/stock/current"], li[data-path="/stock/current"]').first().waitFor();
    // The Favorites group is the one holding the starred link (Inventory stays closed).
    expect(await groupLabels(page, 'true')).toEqual(['Favorites']);
    // Clean up so the test can run again on the same data.
    await page.getByRole('button', { name: /remove from favorites/i }).click();
    await context.close();
  });

  it.each(['en', 'tr'] as const)(
    'on a 390 px phone the header title wraps between words or ends in an ellipsis, never cuts a word in two, the whole of it its tooltip, and no page is wider than the screen (%s)',
    async (language) => {
      const { page, context } = await openAs(browser, 'owner', '/fleet/vehicle/list', { width: 390, height: 844, language });
      const detailLink = page.locator('a[href*="/fleet/vehicle/detail/"]').first();
      await detailLink.waitFor();
      const detailPath = new URL(await detailLink.evaluate((link) => (link as HTMLAnchorElement).href)).pathname;
      const titles =
        language === 'en'
          ? { list: 'Vehicles', long: 'Weekly courier working hours', word: 'Candidates' }
          : { list: 'Araçlar', long: 'Haftalık kurye çalışma saatleri', word: 'Adaylar' };
      const slot = page.locator('#react-admin-title');
      // a list, a record's page (its title names the record) and the longest title there is
      for (const [path, title] of [
        ['/fleet/vehicle/list', new RegExp(`^${titles.list}$`)],
        [detailPath, new RegExp(`^${titles.list}: .+`)],
        ['/staff/weekly-courier-working-hours', new RegExp(`^${titles.long}$`)],
        // one word wider than the slot
        ['/staff/candidate/list', new RegExp(`^${titles.word}$`)],
      ] as const) {
        if (new URL(page.url()).pathname !== path) await page.goto(path);
        await expect.poll(() => slot.textContent(), { message: path, timeout: 15_000 }).toMatch(title);
        await expect.poll(() => slot.getAttribute('title'), { message: path }).toBe(await slot.evaluate((element) => element.textContent!.trim()));
        const shown = await slot.evaluate((element) => {
          const style = getComputedStyle(element);
          // a word drawn on two lines was cut in two
          const cutWords: string[] = [];
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const match of node.textContent!.matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
              if (lines.size > 1) cutWords.push(match[0]);
            }
          }
          return {
            cutWords,
            clippedSideways: element.scrollWidth > element.clientWidth,
            textOverflow: style.textOverflow,
            // more lines than shown: then they end in an ellipsis
            cutShort: element.scrollHeight > element.clientHeight + 1,
            lineClamp: style.webkitLineClamp,
          };
        });
        expect(shown.cutWords, path).toEqual([]);
        // a word wider than the slot ends in an ellipsis
        if (shown.clippedSideways) expect(shown.textOverflow, path).toBe('ellipsis');
        if (shown.cutShort) expect(shown.lineClamp, path).toBe('2');
        const heading = page.getByRole('heading', { level: 1 }).first();
        expect(await heading.evaluate((element) => element.scrollWidth <= element.clientWidth), path).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      }
      await context.close();
    },
  );
});
