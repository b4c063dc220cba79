// Lighthouse on the sign-in page, the first page every visitor loads:
//   node --import tsx scripts/bench/lighthouse-login.ts [--runs 3] [--url http://127.0.0.1:8080]
// --save DIR writes each run's full report (JSON) there. Without --url it starts the app the README's way (scripts/appProcess.ts) and stops it after.
// Runs Lighthouse's mobile (its default: a mid-range phone on slow 4G, simulated) and desktop
// settings --runs times each in Chromium (/usr/bin/chromium, or CHROMIUM_PATH), prints each
// category's median score and the audits that cost points, and exits 1 when a median is under its
// target: performance 0.90 on mobile and 0.98 on desktop; accessibility, best practices and SEO 1.
// Nothing leaves the machine: the panel loads no font, tile or script from elsewhere.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, startApp } from '../appProcess';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, url: { type: 'string' }, save: { type: 'string' } }, strict: true });
if (values.save) mkdirSync(values.save, { recursive: true });
const RUNS = Math.max(1, Number(values.runs));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<'mobile' | 'desktop', Record<(typeof CATEGORIES)[number], number>> = {
  mobile: { performance: 0.9, accessibility: 1, 'best-practices': 1, seo: 1 },
  desktop: { performance: 0.98, accessibility: 1, 'best-practices': 1, seo: 1 },
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function run(url: string, port: number, formFactor: 'mobile' | 'desktop'): Promise<Result> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error('Lighthouse returned no result');
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/** The audits that cost points in a run, worst first, with what Lighthouse measured. */
function losses(lhr: Result): string[] {
  const ids = new Set(CATEGORIES.flatMap((category) => lhr.categories[category]?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id) ?? []));
  return [...ids]
    .map((id) => lhr.audits[id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map((audit) => `${audit.id} ${audit.score?.toFixed(2)}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

const app = values.url ? null : await startApp({ SIMULATOR: 'manual' });
const base = values.url ?? app!.baseURL;
const port = await freePort();
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [`--remote-debugging-port=${port}`, ...CHROMIUM_FLAGS],
});
let failed = false;
try {
  for (const formFactor of ['mobile', 'desktop'] as const) {
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await run(`${base}/login`, port, formFactor));
      if (values.save) writeFileSync(join(values.save, `login-${formFactor}-${i + 1}.json`), JSON.stringify(runs[i], null, 1));
    }
    console.log(`\n/login, ${formFactor}, median of ${RUNS}:`);
    for (const category of CATEGORIES) {
      const scores = runs.map((lhr) => lhr.categories[category]?.score ?? 0);
      const score = median(scores);
      const target = TARGETS[formFactor][category];
      if (score < target) failed = true;
      console.log(`  ${category.padEnd(15)} ${score.toFixed(2)}  (target ${target.toFixed(2)}; runs ${scores.map((s) => s.toFixed(2)).join(' ')})${score < target ? '  BELOW TARGET' : ''}`);
    }
    // the run whose performance score is the median: its metrics explain the printed score
    const byPerformance = [...runs].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const medianRun = byPerformance[Math.floor(RUNS / 2)]; // the index median() takes
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
    console.log(`  metrics (median run): ${metrics.map((id) => `${id} ${medianRun.audits[id]?.displayValue ?? '?'}`).join(', ')}`);
    const lost = losses(medianRun);
    if (lost.length) console.log(`  points lost on: ${lost.join('; ')}`);
  }
} finally {
  await browser.close();
  await app?.stop();
}
process.exit(failed ? 1 : 0);
