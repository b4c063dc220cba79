// One walk over every route a user may open, in one tab, with the checks every screen owes
// (ARCHITECTURE.md's "what users expect of every screen"): no critical or serious axe violation,
// the title bar naming the page, no catalogue key or placeholder text shown for a message, no
// console error, nothing wider than the screen. The routes come from the declarations under
// resources/ and the role's access by the one rule (src/domain/access.ts), so a screen added by
// writing its file is walked from then on without a line here; its own test file keeps to its flow.
import type { Browser, Page } from 'playwright-core';
import { canAccessRule, type AccessSubject } from '../../src/domain/access';
import { APP_NAME } from '../../src/domain/brand';
import type { RegistryEntry } from '../../src/domain/declaration/entry';
import { buildRegistry } from '../../src/framework/registry';
import { hasRequiredParam, matchesPattern } from '../../src/framework/paths';
import { COUNTRY_KEY, USER_KEY } from '../../dataProvider/session';
import type { Country, User } from '../../src/domain/types';
import { seriousAxeViolations, type AxeProblem } from './axe';
import { signedInSession } from './browser';

const modules = import.meta.glob<{ default?: RegistryEntry }>('../../resources/**/*.{ts,tsx}', { eager: true });
/** Every declared screen, as the panel's registry builds it. */
export const registry = buildRegistry(modules);

export interface RouteToWalk {
  /** The route's pattern, as declared. */
  pattern: string;
  /** What the title bar must name: the screen's title in the walk's language (a record's page adds its name). */
  title: string;
  entry: string;
  /** The screen is not built yet: any record id shows its coming-soon page. */
  comingSoon: boolean;
}

/** The title of an entry in `language`, as its declaration's messages give it. */
function entryTitle(entry: RegistryEntry, language: 'en' | 'tr'): string {
  const messages = entry.messages?.[language] as Record<string, unknown> | undefined;
  const title = entry.kind === 'page' ? messages?.title : messages?.name;
  return typeof title === 'string' ? title : '';
}

/** The routes `subject` may open, each declared pattern once (list, detail and create of a resource). */
export function routesFor(subject: AccessSubject, language: 'en' | 'tr'): RouteToWalk[] {
  const routes: RouteToWalk[] = [];
  for (const entry of registry) {
    if (!canAccessRule(subject, entry.access ?? {})) continue;
    const patterns = entry.kind === 'page' ? [entry.path] : Object.values(entry.routes ?? {}).filter((path): path is string => Boolean(path));
    for (const pattern of patterns) routes.push({ pattern, title: entryTitle(entry, language), entry: entry.name, comingSoon: entry.kind === 'page' && Boolean(entry.comingSoon) });
  }
  return routes;
}

/** Who the page's stored sign-in is, as the panel's access rule reads it. */
export async function subjectOf(page: Page): Promise<AccessSubject> {
  const { user, country } = await page.evaluate(
    ([userKey, countryKey]) => ({ user: window.localStorage.getItem(userKey!), country: window.localStorage.getItem(countryKey!) }),
    [USER_KEY, COUNTRY_KEY],
  );
  const parsedUser = JSON.parse(user ?? 'null') as User | null;
  const parsedCountry = JSON.parse(country ?? 'null') as Country | null;
  if (!parsedUser) throw new Error('the session holds no user: sign in before walking');
  return { roles: parsedUser.roles, country: parsedCountry?.code?.alpha2 ?? null };
}

/** What one visit found wrong; empty when the screen passed every check. */
export interface VisitProblems {
  path: string;
  title?: string;
  placeholders?: string[];
  consoleErrors?: string[];
  sideways?: number;
  /** On a phone: a list's first record (a card) not whole in view, or starting below the screen's top half. */
  firstRecord?: { top: number; bottom: number; viewport: number };
  axe?: AxeProblem[];
}

// Text a screen shows where a message should be: a catalogue key (react-admin shows the key of a
// message it lacks) or what a missing value renders as.
const PLACEHOLDERS = [
  /\b(?:ra|app|resources|validation|auth|error|page|login|health|fieldgo)\.[a-z_][\w-]*(?:\.[\w-]+)+/g,
  /\bundefined\b/g,
  /\bNaN\b/g,
  /\[object Object\]/g,
  /\bInvalid Date\b/g,
  /\bTODO\b/g,
  /\blorem ipsum\b/gi,
];

/**
 * Navigates the panel in `page` to `path` the way its own links do (history and a popstate event
 * react-router follows), without loading the page again: the walk pays for a screen, not the shell.
 */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/**
 * Waits until the screen has settled: the title bar naming it (its declared title; a record's page
 * names its list's, or any title but the last screen's when it declares none), no progress bar (the
 * chunk's or a call's), the page's main part drawn and unchanged for three looks in a row. Gives up after `timeout` ms and lets the
 * checks say what is wrong.
 */
async function settled(page: Page, path: string, expected: string, previous: string, timeout = 15_000): Promise<void> {
  await page
    .waitForFunction(
      ({ to, appName, title, last }) => {
        const state = window as unknown as { __sweepQuiet?: number; __sweepStill?: number; __sweepMain?: string };
        const named = title ? document.title.includes(title) : document.title !== last;
        const main = document.querySelector('main');
        const busy =
          window.location.pathname !== to ||
          document.title === appName ||
          !named ||
          document.querySelector('[role="progressbar"]') !== null ||
          !main?.textContent?.trim();
        if (busy) {
          state.__sweepQuiet = state.__sweepStill = 0;
          return false;
        }
        // A call still answering without a bar (a button enabled once its data is in) changes the
        // page: wait for three looks without a change, or 3 s of a page that keeps changing (a clock).
        const drawn = main!.innerHTML;
        state.__sweepStill = drawn === state.__sweepMain ? (state.__sweepStill ?? 0) + 1 : 0;
        state.__sweepMain = drawn;
        state.__sweepQuiet = (state.__sweepQuiet ?? 0) + 1;
        return state.__sweepStill >= 3 || state.__sweepQuiet >= 30;
      },
      { to: path, appName: APP_NAME, title: expected, last: previous },
      { timeout, polling: 100 },
    )
    .catch(async () => {
      if (process.env.SWEEP_DEBUG)
        console.log(
          'unsettled',
          path,
          await page.evaluate(() => ({
            at: window.location.pathname,
            title: document.title,
            bars: [...document.querySelectorAll('[role="progressbar"]')].map((bar) => bar.outerHTML.slice(0, 200)),
            main: Boolean(document.querySelector('main')?.textContent?.trim()),
          })),
          expected,
          previous,
        );
    });
}

/** Runs the checks on the screen `page` shows now. */
async function checkScreen(page: Page, path: string, route: RouteToWalk, consoleErrors: string[], runAxe: boolean): Promise<{ problems: VisitProblems; cards: boolean }> {
  const problems: VisitProblems = { path };
  const shown = await page.evaluate(() => ({
    title: document.title,
    text: document.body.innerText,
    width: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
    // a generated list's first card (ListCards), where the list shows cards
    firstCard: (() => {
      const card = document.querySelector('main [data-card-id]');
      if (!card) return null;
      const box = card.getBoundingClientRect();
      return { top: Math.round(box.top), bottom: Math.round(box.bottom), viewport: window.innerHeight };
    })(),
  }));
  // "Page · Franchise Panel", the page part naming the screen (a record's page starts with it)
  const pagePart = shown.title.endsWith(` · ${APP_NAME}`) ? shown.title.slice(0, -` · ${APP_NAME}`.length) : '';
  if (!pagePart || (route.title && !pagePart.includes(route.title))) problems.title = shown.title;
  const placeholders = PLACEHOLDERS.flatMap((pattern) => shown.text.match(pattern) ?? []);
  if (placeholders.length) problems.placeholders = [...new Set(placeholders)];
  if (consoleErrors.length) problems.consoleErrors = [...consoleErrors];
  if (shown.width > shown.viewport) problems.sideways = shown.width;
  // a phone user sees the whole first record without scrolling, in the top half of the screen
  const card = shown.firstCard;
  if (card && (card.top > card.viewport / 2 || card.bottom > card.viewport)) problems.firstRecord = card;
  if (runAxe) {
    const axe = await seriousAxeViolations(page);
    if (axe.length) problems.axe = axe;
  }
  return { problems, cards: card !== null };
}

export interface WalkOptions {
  /** Run axe on every screen (the slow check); the other checks run on every visit anyway. */
  axe: boolean;
  /** The console errors of the page so far (its session's list, emptied here after each visit). */
  consoleErrors: string[];
}

/** A required parameter's segments filled with a stand-in (a coming-soon page shows the same for any). */
const standIn = (pattern: string) => pattern.replace(/:([^/?]+)(\?)?/g, (_whole, _name, optional) => (optional ? '' : 'sample')).replace(/\/+$/, '');

/**
 * Walks `routes` in `page` (signed in, on a panel page): each route without a required parameter
 * by its path, and a record's page the way a user reaches it, by the first link to it on a screen
 * walked before or by its list's first row. Answers the problems found, one entry per screen with
 * any, and the routes it never reached.
 */
export async function walk(page: Page, routes: RouteToWalk[], options: WalkOptions): Promise<{ visited: string[]; problems: VisitProblems[]; unreached: string[]; cardLists: string[] }> {
  const problems: VisitProblems[] = [];
  // the screens that showed their records as cards (a phone's lists), whose first card was measured
  const cardLists: string[] = [];
  const visited: string[] = [];
  const linked = new Set<string>();
  const reachable = (route: RouteToWalk) => !hasRequiredParam(route.pattern) || route.comingSoon;
  const queue: Array<{ route: RouteToWalk; path: string }> = routes
    .filter(reachable)
    .map((route) => ({ route, path: hasRequiredParam(route.pattern) ? standIn(route.pattern) : route.pattern.replace(/\/:[^/]+\?/g, '') }));
  const pending = new Set(routes.filter((route) => !reachable(route)));
  let comingSoonJudged = false;

  const visit = async (route: RouteToWalk, path: string, arrive: () => Promise<void>, titleBefore?: string) => {
    const started = Date.now();
    // a visit reached by a click counts the errors since the click
    if (titleBefore === undefined) options.consoleErrors.length = 0;
    const previous = titleBefore ?? (await page.title());
    await arrive();
    await settled(page, path, route.title, previous);
    // Every coming-soon route draws the same page, only its title differs: axe judges it once a walk.
    const runAxe = options.axe && !(route.comingSoon && comingSoonJudged);
    if (route.comingSoon && runAxe) comingSoonJudged = true;
    const { problems: found, cards } = await checkScreen(page, path, route, options.consoleErrors, runAxe);
    visited.push(path);
    if (cards) cardLists.push(path);
    if (process.env.SWEEP_DEBUG) console.log(`${path}: ${Date.now() - started} ms`);
    if (Object.keys(found).length > 1) problems.push(found);
  };

  while (queue.length) {
    const { route, path } = queue.shift()!;
    await visit(route, path, () => navigate(page, path));
    if (!pending.size) continue;
    // the links of this screen reach the record pages still to walk
    const hrefs = await page.evaluate(() => [...document.querySelectorAll('main a[href]')].map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    for (const href of hrefs) linked.add(href);
    for (const waiting of [...pending]) {
      const to = [...linked].find((href) => matchesPattern(waiting.pattern, href));
      if (to) {
        pending.delete(waiting);
        queue.push({ route: waiting, path: to });
      }
    }
    // a list whose rows open its records (a wide table has no link per row): its first row
    // (or, for a record page no list of its own leads to, any list's: orders open the order's page)
    const listed = new Set(routes.filter((other) => !hasRequiredParam(other.pattern)).map((other) => other.entry));
    const ofThisList = [...pending].filter((waiting) => waiting.entry === route.entry || !listed.has(waiting.entry));
    const row = page.locator('main tbody tr').first();
    if (!ofThisList.length || !(await row.count())) continue;
    const listTitle = await page.title();
    options.consoleErrors.length = 0;
    // a cell with nothing to press in it: a row's buttons act on the record (approve, withdraw)
    const plainCell = await row.evaluate((tr) =>
      [...tr.querySelectorAll(':scope > td')].findIndex(
        (cell) => cell.textContent!.trim() !== '' && !cell.querySelector('a, button, input, select, textarea, [role="button"], [role="checkbox"], [tabindex]'),
      ),
    );
    if (plainCell < 0) continue;
    const opened = await row
      .locator(':scope > td')
      .nth(plainCell)
      .click({ timeout: 5_000 })
      .then(() => page.waitForURL((url) => ofThisList.some((waiting) => matchesPattern(waiting.pattern, url.pathname)), { timeout: 5_000 }))
      .then(() => true)
      .catch(() => false);
    // the pointer leaves the row: a tooltip or hover colour under it is not the page at rest
    await page.mouse.move(0, 0);
    if (!opened) continue;
    const at = new URL(page.url()).pathname;
    const reached = ofThisList.find((waiting) => matchesPattern(waiting.pattern, at))!;
    pending.delete(reached);
    await visit(reached, at, async () => undefined, listTitle);
  }
  return { visited, problems, unreached: [...pending].map((route) => route.pattern), cardLists };
}

export interface Walker {
  user: 'owner' | 'manager' | 'gbowner';
  language: 'en' | 'tr';
  width: number;
  /** With axe (default). The owner's four walks judge every screen; another role's walk checks what its role changes. */
  axe?: boolean;
}

/**
 * One walk: signed in as the user, in the language and at the width, over every route the user
 * may open. It starts where the user lands (the root's redirect) and moves as the panel's links
 * do, so it pays for each screen, not for the shell. Answers the routes expected and what the walk found.
 */
export async function walkAs(browser: Browser, { user, language, width, axe = true }: Walker) {
  const { page, context, consoleErrors } = await signedInSession(browser, user, { language, width, height: 844 });
  await page.goto('/');
  await page.waitForURL((url) => url.pathname !== '/');
  await page.waitForFunction((appName) => document.title !== appName && window.localStorage.getItem('user') !== null, APP_NAME);
  const routes = routesFor(await subjectOf(page), language);
  const result = await walk(page, routes, { axe, consoleErrors });
  await context.close();
  return { routes, ...result };
}
