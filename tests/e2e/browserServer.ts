import { chromium, type BrowserServer } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../../scripts/chromium';

/**
 * The run's one Chromium (tests/e2e/globalSetup.ts): starting a browser costs a second or two of
 * CPU, so the files share one and each opens contexts of its own in it.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
}
