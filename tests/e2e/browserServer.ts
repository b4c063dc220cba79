import { chromium, type BrowserServer } from 'playwright-core';

/** How the browser tests run Chromium: headless, as root, with no network of its own. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The run's one Chromium (tests/e2e/globalSetup.ts): starting a browser costs a second or two of
 * CPU, so the files share one and each opens contexts of its own in it.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
}
