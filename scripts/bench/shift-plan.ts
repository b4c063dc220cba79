// Benchmark of the shift plan's week (/staff/plan) for a big store, 200 people and 2,000 slots:
//   node --import tsx scripts/bench/shift-plan.ts [--runs 3]
//   1. the gateway's side: POST /shift-plan/week's query (gateway/db/shift-plan.ts loadWeek) on the
//      embedded database, after seeding the demo data and adding 200 couriers and 2,000 slots to one
//      store's week, and the size of the reply;
//   2. the panel's side, in headless Chromium: the real WeekGrid (bench/shift-plan/, the screen's own
//      gridRows) mounted with that week, to the first painted frame; scrolling it top to bottom and
//      back for 3 s at 120 px a frame (a fling) and at 40 px a frame (a wheel's smooth scroll; frame
//      times from requestAnimationFrame, and the wall clock between them); and
//      moving the keyboard focus down 100 rows (arrow key to the focused cell painted).
// Targets: first paint (query + render) within 1 s; scrolling at 60 fps (p95 frame within one 60 Hz
// frame, 16.7 ms ± 1 ms of timer jitter).
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium';
import { migrate } from '../../gateway/db/migrate';
import { openPgliteDb } from '../../gateway/db/pglite';
import { loadWeek } from '../../gateway/db/shift-plan';
import { insertRows } from '../../gateway/seed/bulk';
import { seedDemoData } from '../../gateway/seed';
import { addDays, dayStart } from '../../src/domain/shiftPlan';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } }, strict: true });
const RUNS = Math.max(1, Number(values.runs));
const ROOT = join(import.meta.dirname, '..', '..');
const VSYNC_MS = 1000 / 60 + 1;
const FIRST_PAINT_TARGET_MS = 1000;
const PEOPLE = 200;
const SLOTS = 2000;
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, path === '/' ? 'index.html' : path);
    try {
      if (!file.startsWith(dir) || !statSync(file).isFile()) throw new Error('not found');
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(readFileSync(file));
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/` });
    }),
  );
}

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};
const median = (list: number[]) => percentile(list, 50);
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The gateway's query for the big week, on the embedded database. */
async function gatewaySide(): Promise<{ queryMs: number[]; bytes: number; slots: number; people: number }> {
  const db = await openPgliteDb();
  try {
    await migrate(db);
    const ids = await seedDemoData(db, { size: 1 });
    const franchiseId = ids!.franchises.gb;
    const warehouseId = ids!.warehouses.gb[0];
    const zone = 'Europe/London';
    const monday = '2027-03-22';
    const people = Array.from({ length: PEOPLE }, (_, index) => [`bench-p${index}`, franchiseId, `Bench Courier ${index}`, 1, 1, warehouseId, true]);
    await insertRows(db, 'people', ['id', 'franchise_id', 'name', 'staff_type', 'work_type', 'warehouse_id', 'is_active'], people);
    const slots = Array.from({ length: SLOTS }, (_, index) => {
      const day = addDays(monday, Math.floor(index / PEOPLE) % 7);
      const start = new Date(Date.parse(dayStart(day, zone)) + (6 + (index % 12)) * 3_600_000).toISOString();
      const end = new Date(Date.parse(start) + 4 * 3_600_000).toISOString();
      return [`bench-s${index}`, franchiseId, warehouseId, 'courier', start, end, 200, 300, `bench-p${index % PEOPLE}`, 0];
    });
    await insertRows(db, 'shift_slots', ['id', 'franchise_id', 'warehouse_id', 'kind', 'starts_at', 'ends_at', 'vehicle_type', 'status', 'person_id', 'break_minutes'], slots);
    const queryMs: number[] = [];
    let bytes = 0;
    let found = { slots: 0, people: 0 };
    for (let run = 0; run < RUNS + 1; run++) {
      const started = performance.now();
      const week = await loadWeek(db, franchiseId, { warehouseId, kind: 'courier', weekStart: monday, timeZone: zone });
      const text = JSON.stringify(week);
      if (run > 0) queryMs.push(performance.now() - started); // the first run warms the statement cache
      bytes = text.length;
      found = { slots: week!.slots.length, people: week!.people.length };
    }
    return { queryMs, bytes, ...found };
  } finally {
    await db.close();
  }
}

async function panelSide() {
  const outDir = mkdtempSync(join(tmpdir(), 'shift-plan-bench-'));
  process.env.NODE_ENV = 'production';
  await build({ configFile: join(ROOT, 'bench', 'shift-plan', 'vite.config.ts'), build: { outDir }, mode: 'production' });
  const { server, url } = await serve(outDir);
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(url);
    await page.waitForFunction(() => document.title === 'ready');
    const mounts: { paintedMs: number; rowsRendered: number }[] = [];
    const scrolls: { frames: number[]; wall: number[] }[] = [];
    const gentle: { frames: number[]; wall: number[] }[] = [];
    const keys: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      mounts.push(await page.evaluate((counts) => window.bench.mount(counts), { people: PEOPLE, slots: SLOTS }));
      await page.waitForTimeout(200);
      scrolls.push(await page.evaluate(() => window.bench.scroll({ seconds: 3, pxPerFrame: 120 })));
      gentle.push(await page.evaluate(() => window.bench.scroll({ seconds: 3, pxPerFrame: 40 })));
      keys.push(...(await page.evaluate(() => window.bench.keys(100))).perKeyMs);
    }
    if (errors.length > 0) throw new Error(`the harness page reported errors:\n${errors.join('\n')}`);
    return { mounts, scrolls, gentle, keys };
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

const gateway = await gatewaySide();
const panel = await panelSide();
const frames = panel.scrolls.flatMap((run) => run.frames);
const gentleFrames = panel.gentle.flatMap((run) => run.frames);
const wall = panel.scrolls.flatMap((run) => run.wall);
const fps = (list: number[]) => (1000 * list.length) / list.reduce((sum, value) => sum + value, 0);
const painted = median(panel.mounts.map((mount) => mount.paintedMs));
const query = median(gateway.queryMs);
const rows = [
  { measure: `gateway: the week's query and reply (${gateway.people} people in the store, ${gateway.slots} slots), embedded database`, value: ms(query), target: '' },
  { measure: '  … reply size', value: `${(gateway.bytes / 1024).toFixed(0)} KB`, target: '' },
  { measure: 'panel: grid mounted to its first painted frame', value: ms(painted), target: '' },
  { measure: '  … rows in the DOM (of 201)', value: String(median(panel.mounts.map((mount) => mount.rowsRendered))), target: '' },
  { measure: 'first paint: query + render', value: ms(query + painted), target: `<= ${FIRST_PAINT_TARGET_MS} ms`, ok: query + painted <= FIRST_PAINT_TARGET_MS },
  { measure: 'scroll 3 s, 120 px a frame: fps', value: fps(frames).toFixed(1), target: '' },
  { measure: '  … frame p50 / p95 / max', value: `${ms(median(frames))} / ${ms(percentile(frames, 95))} / ${ms(Math.max(...frames))}`, target: 'p95 one 60 Hz frame', ok: percentile(frames, 95) <= VSYNC_MS },
  { measure: '  … by the wall clock: p95 / max', value: `${ms(percentile(wall, 95))} / ${ms(Math.max(...wall))}`, target: '' },
  { measure: 'scroll 3 s, 40 px a frame (a wheel\'s smooth scroll): fps', value: fps(gentleFrames).toFixed(1), target: '' },
  { measure: '  … frame p50 / p95 / max', value: `${ms(median(gentleFrames))} / ${ms(percentile(gentleFrames, 95))} / ${ms(Math.max(...gentleFrames))}`, target: 'p95 one 60 Hz frame', ok: percentile(gentleFrames, 95) <= VSYNC_MS },
  { measure: 'arrow key to the next row painted: p50 / p95', value: `${ms(median(panel.keys))} / ${ms(percentile(panel.keys, 95))}`, target: 'two frames (33 ms)' },
];
const width = Math.max(...rows.map((row) => row.measure.length));
const valueWidth = Math.max(...rows.map((row) => row.value.length));
console.log(`\nShift plan week, median of ${RUNS} run(s), headless Chromium 1280x800\n`);
console.log(`${'measure'.padEnd(width)}  ${'value'.padStart(valueWidth)}  target`);
for (const row of rows) {
  const verdict = row.ok === undefined ? '' : row.ok ? '  ok' : '  MISSED';
  console.log(`${row.measure.padEnd(width)}  ${row.value.padStart(valueWidth)}  ${row.target}${verdict}`);
}
if (rows.some((row) => row.ok === false)) process.exitCode = 1;
