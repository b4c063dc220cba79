// Screenshots of panel pages as the demo users see them, to look at what we build:
//   node --import tsx scripts/screenshots.ts --paths /login,/fleet/vehicle/list [--users owner,manager,gbowner]
//     [--langs en,tr] [--widths 1280,390] [--out screenshots] [--url http://127.0.0.1:8080]
// A user "-" is a visitor without a session. Without --url it starts the app the README's way
// (scripts/appProcess.ts) and stops it after. Files: OUT/<user>-<lang>-<width>-<path>.png.
import { mkdirSync } from 'node:fs';
import { PUSH_CONSENT_COOKIE } from '../src/domain/push';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startApp } from './appProcess';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium';
import { BOOSTED_MODAL_OFF_KEY } from '../src/widgets/engagement/boostedModalOverride';

const { values } = parseArgs({
  options: {
    paths: { type: 'string', default: '/login' },
    users: { type: 'string', default: 'owner,manager,gbowner' },
    langs: { type: 'string', default: 'en,tr' },
    widths: { type: 'string', default: '1280,390' },
    out: { type: 'string', default: 'screenshots' },
    url: { type: 'string' },
    // let the boosted-feature modal open (held back by default: it would cover every picture)
    'boosted-modal': { type: 'boolean', default: false },
  },
  strict: true,
});
const list = (value: string) => value.split(',').filter(Boolean);
// Pages draw from the gateway's answers: give them this long after the load before the picture.
const SETTLE_MS = 1500;

const app = values.url ? null : await startApp({ SIMULATOR: 'manual' });
const base = values.url ?? app!.baseURL;
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_FLAGS,
});
mkdirSync(values.out, { recursive: true });
try {
  for (const user of list(values.users)) {
    for (const language of list(values.langs)) {
      for (const width of list(values.widths).map(Number)) {
        const context = await browser.newContext({ baseURL: base, viewport: { width, height: width < 600 ? 844 : 800 } });
        // a returning user: the first visit's push consent popup would cover every shot
        await context.addCookies([{ name: PUSH_CONSENT_COOKIE, value: 'no', url: base }]);
        const page = await context.newPage();
        await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
        if (!values['boosted-modal']) await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), BOOSTED_MODAL_OFF_KEY);
        if (user !== '-') {
          await page.goto('/login');
          await page.getByLabel(/username|kullanıcı adı/i).fill(user);
          await page.getByLabel(/password|şifre/i).first().fill('demo1234');
          await page.getByRole('button', { name: /sign in|giriş/i }).click();
          await page.waitForURL((url) => url.pathname !== '/login');
        }
        for (const path of list(values.paths)) {
          await page.goto(path);
          await page.waitForTimeout(SETTLE_MS);
          const file = join(values.out, `${user === '-' ? 'visitor' : user}-${language}-${width}-${path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'root'}.png`);
          await page.screenshot({ path: file });
          console.log(file);
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await app?.stop();
}
