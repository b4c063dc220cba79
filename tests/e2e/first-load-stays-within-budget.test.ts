import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, openSession, signIn } from './browser';

// A bare react-admin 5 app loads about 315 KB gzip; with every route registered we must not exceed it.
const BUDGET_BYTES = 315 * 1024;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Loads a URL in a fresh page and returns the gzip size of every script it fetched. */
async function scriptBytes(page: Page, url: string): Promise<{ total: number; files: string[] }> {
  const bodies: Promise<{ url: string; size: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      bodies.push(response.body().then((body) => ({ url: response.url(), size: gzipSync(body, { level: 9 }).length })));
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(bodies);
  return {
    total: scripts.reduce((sum, script) => sum + script.size, 0),
    files: scripts.map((script) => `${new URL(script.url).pathname} ${(script.size / 1024).toFixed(1)} KB`),
  };
}

it('the first page a visitor opens loads at most 315 KB of gzipped JavaScript', async () => {
  const { page, context } = await openSession(browser);
  const { total, files } = await scriptBytes(page, '/login');
  console.log(`first load of /login: ${(total / 1024).toFixed(1)} KB gzip\n  ${files.join('\n  ')}`);
  expect(files.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  await context.close();
});

it('a signed-in user reopening the panel loads at most 315 KB of gzipped JavaScript', async () => {
  const { page, context } = await openSession(browser);
  await page.goto('/login');
  await signIn(page, 'owner');
  await page.waitForURL((url) => url.pathname === '/map/live');
  const fresh = await context.newPage();
  const { total, files } = await scriptBytes(fresh, '/');
  console.log(`first load of / when signed in: ${(total / 1024).toFixed(1)} KB gzip\n  ${files.join('\n  ')}`);
  expect(files.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  await context.close();
});
