import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const baseURL = () => inject('baseURL');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  });
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
}

export async function openSession(browser: Browser, options: SessionOptions = {}): Promise<Session> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? 'en-US',
  });
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
