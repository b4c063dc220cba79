// A test file's sessions are kept for its next tests: opening a context and loading the panel in
// a new renderer costs about twice a load in a tab that has loaded it before (the scripts come from
// the tab's cache, compiled already). When a test closes its session, what the test added that can
// be taken back is taken back (listeners, routes, offline, permissions) and the tab leaves the
// panel; the next test of the file that opens a session with the same locale gets it, made as new
// (tests/e2e/browser.ts). A session whose test changed what cannot be taken back (init scripts,
// exposed functions, emulated media, a second tab, a closed page) is really closed.
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Changes no later test may inherit and that cannot be undone: the session is closed after them. */
const FINAL_CHANGES = [
  'addInitScript', 'exposeFunction', 'exposeBinding', 'emulateMedia', 'setExtraHTTPHeaders', 'setGeolocation',
  'setHTTPCredentials', 'newPage', 'addLocatorHandler', 'routeFromHAR', 'routeWebSocket', 'close',
] as const;
const LISTENING = ['on', 'once', 'addListener', 'prependListener', 'prependOnceListener'] as const;

interface Emitter {
  off(event: string, listener: (...args: unknown[]) => void): unknown;
}

export interface Kept {
  key: string;
  context: BrowserContext;
  page: Page;
  /** Where the page's console listener writes: the current test's list. */
  errors: { current: string[] };
  /** Runs `work` without counting it as the test's change (the harness's own calls). */
  quietly<T>(work: () => Promise<T>): Promise<T>;
}

interface Entry extends Kept {
  final: boolean;
  idle: boolean;
  listeners: Array<{ target: Emitter; event: string; listener: (...args: unknown[]) => void }>;
  routed: boolean;
  offline: boolean;
  permissions: boolean;
}

const kept = new WeakMap<Browser, Entry[]>();

/** An idle session of this browser opened with the same key, or undefined. */
export function takeIdle(browser: Browser, key: string): Kept | undefined {
  const entry = kept.get(browser)?.find((candidate) => candidate.idle && candidate.key === key);
  if (entry) entry.idle = false;
  return entry;
}

/**
 * Keeps a new session for the file's later tests: from here on the context's and page's changes
 * are watched, and close() takes them back and runs `leave` (or really closes the session).
 */
export function keep(browser: Browser, key: string, context: BrowserContext, page: Page, errors: { current: string[] }, leave: (entry: Kept) => Promise<void>): Kept {
  let quiet = false;
  const entry: Entry = {
    key,
    context,
    page,
    errors,
    final: false,
    idle: false,
    listeners: [],
    routed: false,
    offline: false,
    permissions: false,
    async quietly(work) {
      quiet = true;
      try {
        return await work();
      } finally {
        quiet = false;
      }
    },
  };
  const watch = (target: object, name: string, note: (args: unknown[]) => void) => {
    const original = (target as Record<string, unknown>)[name];
    if (typeof original !== 'function') return;
    (target as Record<string, unknown>)[name] = (...args: unknown[]) => {
      if (!quiet) note(args);
      return (original as (...a: unknown[]) => unknown).apply(target, args);
    };
  };
  for (const target of [context, page]) {
    for (const name of FINAL_CHANGES) watch(target, name, () => (entry.final = true));
    for (const name of LISTENING) {
      watch(target, name, ([event, listener]) =>
        entry.listeners.push({ target: target as unknown as Emitter, event: String(event), listener: listener as (...args: unknown[]) => void }),
      );
    }
    watch(target, 'route', () => (entry.routed = true));
  }
  watch(context, 'setOffline', () => (entry.offline = true));
  watch(context, 'grantPermissions', () => (entry.permissions = true));

  const reallyClose = context.close.bind(context);
  const drop = async (options?: { reason?: string }) => {
    kept.set(browser, (kept.get(browser) ?? []).filter((other) => other !== entry));
    await reallyClose(options).catch(() => undefined);
  };
  context.close = async (options?: { reason?: string }) => {
    if (entry.final || page.isClosed() || !browser.isConnected()) return drop(options);
    try {
      await entry.quietly(async () => {
        for (const { target, event, listener } of entry.listeners.splice(0)) target.off(event, listener);
        if (entry.routed) await Promise.all([page.unrouteAll({ behavior: 'ignoreErrors' }), context.unrouteAll({ behavior: 'ignoreErrors' })]);
        if (entry.offline) await context.setOffline(false);
        if (entry.permissions) await context.clearPermissions();
        entry.routed = entry.offline = entry.permissions = false;
        await leave(entry);
      });
      entry.errors.current = [];
      entry.idle = true;
    } catch {
      await drop(options);
    }
  };
  kept.set(browser, [...(kept.get(browser) ?? []), entry]);
  return entry;
}
