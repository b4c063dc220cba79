// The route sweep at 390 px (tests/e2e/routeSweep.ts): every screen the owner may open in English
// and in Turkish, with axe; the GB owner's (another country, currency and time zone) in English,
// with the other checks. The wide walks are the file beside it. On a phone a list's filters fold
// behind one button, so its whole first record shows in the top half of the screen: measured on
// every list that shows cards.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { walkAs, type Walker } from './routeSweep';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WALKERS: Walker[] = [
  { user: 'owner', language: 'en', width: 390 },
  { user: 'owner', language: 'tr', width: 390 },
  { user: 'gbowner', language: 'en', width: 390, axe: false },
];

describe.each(WALKERS)('as $user in $language at $width px', (walker) => {
  it(walker.axe === false ? 'every screen: its title, its texts, no console error, nothing sideways, a list\'s whole first record in the top half' : 'every screen: its title, its texts, no console error, nothing sideways, a list\'s whole first record in the top half, no serious axe violation', { timeout: 600_000 }, async () => {
    const { routes, visited, problems, unreached, cardLists } = await walkAs(browser, walker);
    expect(routes.length).toBeGreaterThan(5);
    expect(problems).toEqual([]);
    expect(unreached).toEqual([]);
    // every route the user may open, each once (a record's page once, whatever its record)
    expect(visited.length).toBe(routes.length);
    // the first-record check ran: the generated lists showed cards (vehicles, staff, leave...)
    expect(cardLists).toEqual(expect.arrayContaining(['/fleet/vehicle/list', '/staff/list']));
  });
});
