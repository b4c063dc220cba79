import { PUSH_CONSENT_COOKIE } from '../../src/domain/push';
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { BOOSTED_MODAL_OFF_KEY } from '../../src/widgets/engagement/boostedModalOverride';
import { CHROMIUM_FLAGS, chromiumPath } from './browserServer';

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
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? 'en-US',
    storageState: options.storageState,
  });
  await context.clearCookies({ name: PUSH_CONSENT_COOKIE });
  if (options.pushConsent !== null) await context.addCookies([{ name: PUSH_CONSENT_COOKIE, value: options.pushConsent ?? 'no', url: baseURL() }]);
  // on every tab of the context, not only the first: a test's second tab is the same user's
  if (options.language) await context.addInitScript((language) => window.localStorage.setItem('language', language), options.language);
  if (!options.boostedModal) await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), BOOSTED_MODAL_OFF_KEY);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  return { context, page, consoleErrors };
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
