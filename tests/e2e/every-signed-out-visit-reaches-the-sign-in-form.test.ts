import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openSession } from './browser';

// Issue #9: about one signed-out visit in eight froze the tab before the sign-in form showed
// (react-admin's logout-on-mount looping over a page replacement). Many visits in a row, each
// without a session, must all reach the form with the way back, in the page load they started.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Protected paths, each with the redirect_uri its visit must carry (none for the root). */
const VISITS: Array<[path: string, redirect: string | null]> = [
  ['/', null],
  ['/fleet/vehicle/list', '/fleet/vehicle/list'],
  ['/fleet/vehicle/detail/7?tab=documents#expiry', '/fleet/vehicle/detail/7?tab=documents#expiry'],
];
// 50 visits in a row: most in one tab whose storage is cleared before each (the browser cache
// kept, so they are quick), some in a new browser context each (nothing kept at all).
const SAME_TAB_VISITS = 40;
const NEW_CONTEXT_VISITS = 10;
// A frozen tab never shows the form: give up on a visit well before the test's own time limit.
const FORM_WAIT_MS = 15_000;

/** Counts the documents the tab loads: a visit that replaces the page loads two. */
function documentLoads(page: Page): { count: number } {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count++;
  });
  return loads;
}

/** Visits `path` without a session and checks where it ends: the sign-in form, the way back kept. */
async function visit(page: Page, loads: { count: number }, path: string, redirect: string | null): Promise<string | null> {
  loads.count = 0;
  await page.goto(path);
  try {
    await page.getByLabel(/username|kullanıcı adı/i).waitFor({ timeout: FORM_WAIT_MS });
  } catch {
    return `${path}: no sign-in form (still on ${page.url()})`;
  }
  const url = new URL(page.url());
  if (url.pathname !== '/login') return `${path}: form shown on ${url.pathname}`;
  const kept = url.searchParams.get('redirect_uri');
  if (kept !== redirect) return `${path}: redirect_uri ${kept}, expected ${redirect}`;
  if (loads.count !== 1) return `${path}: ${loads.count} page loads`;
  return null;
}

describe('every signed-out visit reaches the sign-in form', () => {
  it(`${NEW_CONTEXT_VISITS} visits, each in a new browser context`, { timeout: 300_000 }, async () => {
    const problems: string[] = [];
    for (let round = 0; round < NEW_CONTEXT_VISITS; round++) {
      const [path, redirect] = VISITS[round % VISITS.length];
      const { page, context } = await openSession(browser);
      const problem = await visit(page, documentLoads(page), path, redirect);
      if (problem) problems.push(`visit ${round + 1}: ${problem}`);
      await context.close();
    }
    expect(problems).toEqual([]);
  });

  it(`${SAME_TAB_VISITS} visits in one tab, its storage cleared before each`, { timeout: 300_000 }, async () => {
    let session = await openSession(browser);
    let loads = documentLoads(session.page);
    const problems: string[] = [];
    for (let round = 0; round < SAME_TAB_VISITS; round++) {
      const [path, redirect] = VISITS[round % VISITS.length];
      // (a new tab's blank page has no storage to clear)
      if (round > 0) {
        await session.page.evaluate(() => {
          window.localStorage.clear();
          window.sessionStorage.clear();
        });
      }
      const problem = await visit(session.page, loads, path, redirect);
      if (problem) {
        problems.push(`visit ${round + 1}: ${problem}`);
        // a frozen tab answers nothing more: go on in a new one
        await session.context.close();
        session = await openSession(browser);
        loads = documentLoads(session.page);
      }
    }
    expect(problems).toEqual([]);
    await session.context.close();
  });

  it('a session the gateway no longer knows ends on the sign-in form too, the way back kept', { timeout: 180_000 }, async () => {
    const problems: string[] = [];
    for (let round = 0; round < 6; round++) {
      const [path, redirect] = VISITS[round % VISITS.length];
      const { page, context } = await openSession(browser);
      // what a tab keeps after its session was revoked or expired elsewhere
      await page.addInitScript(() => {
        if (window.sessionStorage.getItem('stale-set')) return;
        window.sessionStorage.setItem('stale-set', 'yes');
        window.localStorage.setItem('accessToken', 'revoked-access-token');
        window.localStorage.setItem('refreshToken', 'revoked-refresh-token');
      });
      const problem = await visit(page, documentLoads(page), path, redirect);
      if (problem) problems.push(`visit ${round + 1}: ${problem}`);
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
