import { PUSH_CONSENT_COOKIE } from '../../src/domain/push';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Dialog, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { BOOSTED_MODAL_OFF_KEY } from '../../src/widgets/engagement/boostedModalOverride';
import { CHROMIUM_FLAGS, chromiumPath } from '../../scripts/chromium';
import { keep, takeIdle } from './sessionReuse';

/**
 * The app of this test worker: workers run files at once, each against an app of its own
 * (tests/e2e/globalSetup.ts), so no file sees another's changes half-way.
 */
function app() {
  const apps = inject('apps');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return apps[(Math.max(1, worker) - 1) % apps.length]!;
}

export const baseURL = () => app().baseURL;
/** The built panel the worker's app serves. */
export const panelDir = () => app().panelDir;

/**
 * The browser of a test file: a connection to the run's one Chromium (tests/e2e/globalSetup.ts);
 * closing it closes the file's contexts and leaves the browser to the other files. Without the
 * global setup (a file run on its own by other means), a browser of its own.
 */
export function launchBrowser(): Promise<Browser> {
  let endpoint: string | undefined;
  try {
    endpoint = inject('browserEndpoint');
  } catch {
    endpoint = undefined;
  }
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and CSP violations seen so far: a page we ship must have none. */
  consoleErrors: string[];
}

export interface SessionOptions {
  width?: number;
  height?: number;
  locale?: string;
  /** The panel's language, set before the first page runs (as a user's earlier choice would be). */
  language?: 'en' | 'tr';
  /** A stored sign-in (cookies and local storage) the context starts with. */
  storageState?: string;
  /** Let the boosted-feature modal open (held back otherwise: it would cover what a test clicks). */
  boostedModal?: boolean;
  /** The push consent popup's earlier answer (default 'no': a returning user); null: a first visit, the popup shows. */
  pushConsent?: 'yes' | 'no' | null;
}

export async function openSession(browser: Browser, options: SessionOptions = {}): Promise<Session> {
  const viewport = { width: options.width ?? 1280, height: options.height ?? 800 };
  // what cannot change in a context; the rest is set anew for each test (tests/e2e/sessionReuse.ts)
  const key = options.locale ?? 'en-US';
  const idle = takeIdle(browser, key);
  if (idle) {
    await idle.quietly(async () => {
      await idle.page.setViewportSize(viewport);
      const state = storedState(options.storageState);
      // the kept tab waits on a document of the panel's origin, its storage empty
      await idle.page.evaluate((entries) => {
        for (const { name, value } of entries) window.localStorage.setItem(name, value);
      }, state.origins.find((origin) => origin.origin === new URL(baseURL()).origin)?.localStorage ?? []);
      if (state.cookies.length) await idle.context.addCookies(state.cookies);
      await setSessionCookies(idle.context, options);
    });
    return { context: idle.context, page: idle.page, consoleErrors: idle.errors.current };
  }
  const context = await browser.newContext({ baseURL: baseURL(), viewport, locale: key, storageState: options.storageState });
  await setSessionCookies(context, options);
  // On every tab of the context, not only the first (a test's second tab is the same user's), and
  // before the panel's own scripts: the language and the held-back modal, as the test asked.
  await context.addInitScript(
    ({ cookie, boostedKey }) => {
      let settings: { language: string | null; boostedOff: boolean } | undefined;
      try {
        const entry = document.cookie.split('; ').find((part) => part.startsWith(`${cookie}=`));
        settings = entry ? JSON.parse(decodeURIComponent(entry.slice(cookie.length + 1))) : undefined;
      } catch {
        settings = undefined; // a document without cookies (about:blank)
      }
      if (settings?.language) window.localStorage.setItem('language', settings.language);
      if (settings?.boostedOff) window.sessionStorage.setItem(boostedKey, '1');
    },
    { cookie: SETTINGS_COOKIE, boostedKey: BOOSTED_MODAL_OFF_KEY },
  );
  const page = await context.newPage();
  const errors = { current: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error') errors.current.push(message.text());
  });
  page.on('pageerror', (error) => errors.current.push(`pageerror: ${error.message}`));
  keep(browser, key, context, page, errors, (entry) => leaveForTheNextTest(entry.context, entry.page));
  return { context, page, consoleErrors: errors.current };
}

/** The harness's own cookie: what the context's init script sets before the panel runs. */
const SETTINGS_COOKIE = 'e2e-session-settings';

async function setSessionCookies(context: BrowserContext, options: SessionOptions): Promise<void> {
  await context.clearCookies({ name: PUSH_CONSENT_COOKIE });
  const settings = { language: options.language ?? null, boostedOff: !options.boostedModal };
  await context.addCookies([
    { name: SETTINGS_COOKIE, value: encodeURIComponent(JSON.stringify(settings)), url: baseURL() },
    ...(options.pushConsent === null ? [] : [{ name: PUSH_CONSENT_COOKIE, value: options.pushConsent ?? 'no', url: baseURL() }]),
  ]);
}

function storedState(file: string | undefined): StoredState {
  return file ? (JSON.parse(readFileSync(file, 'utf8')) as StoredState) : { cookies: [], origins: [] };
}

/**
 * A kept session readied for the file's next test: the panel left for a document of its origin
 * (so its storage can be reached), that storage and the cookies emptied.
 */
async function leaveForTheNextTest(context: BrowserContext, page: Page): Promise<void> {
  // a page that asks before it is left (a dirty form) is left all the same
  const leave = (dialog: Dialog) => void dialog.accept().catch(() => undefined);
  page.on('dialog', leave);
  try {
    await page.goto('/api/health', { timeout: 10_000 });
  } finally {
    page.off('dialog', leave);
  }
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  await context.clearCookies();
}

/** What context.storageState() writes. */
interface StoredState {
  cookies: Parameters<BrowserContext['addCookies']>[0];
  origins: Array<{ origin: string; localStorage: Array<{ name: string; value: string }> }>;
}

/** Signs in through the login form; the caller is already on /login (or redirected there). */
export async function signIn(page: Page, username: string, password = 'demo1234'): Promise<void> {
  await page.getByLabel(/username|kullanıcı adı/i).fill(username);
  await page.getByLabel(/password|şifre|parola/i).first().fill(password);
  await page.getByRole('button', { name: /sign in|giriş/i }).click();
}

/**
 * The run's stored sign-in of `username`: made once per run through the login form, then reused
 * by every test that is not about signing in, so a test pays for one page load, not a sign-in.
 * (The e2e gateway's access tokens outlive the run, so no stored refresh token is ever used.)
 */
async function storedSignIn(browser: Browser, username: string): Promise<string> {
  const file = join(app().stateDir, `${username}.json`);
  if (existsSync(file)) return file;
  const { page, context } = await openSession(browser);
  await page.goto('/login');
  await signIn(page, username);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.waitForFunction(() => window.localStorage.getItem('accessToken') !== null);
  // written whole, then renamed, so a reader never sees half a file
  await context.storageState({ path: `${file}.part` });
  renameSync(`${file}.part`, file);
  await context.close();
  return file;
}

/** A session signed in as `username` (from the run's stored sign-in), on no page yet. */
export async function signedInSession(browser: Browser, username: string, options: SessionOptions = {}): Promise<Session> {
  return openSession(browser, { ...options, storageState: await storedSignIn(browser, username) });
}

/** A session signed in as `username` (from the run's stored sign-in) on `path`. */
export async function openAs(browser: Browser, username: string, path: string, options: SessionOptions = {}): Promise<Session> {
  const session = await signedInSession(browser, username, options);
  await session.page.goto(path);
  return session;
}

/**
 * What a download holds. Read through its stream: the files of a browser the test is connected
 * to (the run's one Chromium) are not on a path the test may open.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
