#!/usr/bin/env node
// `npm test`: every kind of check, failing when any fails or runs nothing.
// 1. At once, since tsc and eslint each use one core: typecheck (panel) | typecheck (gateway
//    without the DOM, benchmark harness) then lint (with the layer rule) | the panel's production
//    build that the browser tests serve.
// 2. Unit, component and gateway tests on both engines (vitest, two workers), and beside them
//    the browser tests' demo data (seeded ahead, so step 3 starts its apps at once).
// 3. Browser e2e (vitest + Chromium against the gateway serving the build of step 1).
// Ends with one "N passed, N failed" line, the ten slowest files of each test step, and its own
// record in .tmp/results/timing.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, '.tmp', 'results');
// The build the browser tests serve (tests/e2e/globalSetup.ts reads E2E_PANEL_DIR).
const panelDir = join(root, '.tmp', 'e2e-panel');
// Their demo data, seeded beside step 2 (tests/e2e/seedAhead.ts; E2E_SEEDED_DATA_DIR in tests/e2e/appEnv.ts).
const seededDir = join(root, '.tmp', 'e2e-seeded');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const vitestReport = (file) => ['--reporter', 'default', '--reporter', 'json', '--outputFile.json', join(out, file)];

/** Steps of one lane run one after the other; the lanes of a phase run at once. */
const phases = [
  [
    [{ name: 'typecheck', cmd: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] }],
    [
      // The gateway with what it reads (resources/, src/domain/) on Node's types alone: no DOM, no React.
      { name: 'typecheck (gateway, without the DOM)', cmd: ['npx', 'tsc', '-p', 'tsconfig.gateway.json', '--noEmit'] },
      // The live-map benchmark harness is built apart from the panel, with its own tsconfig.
      { name: 'typecheck (benchmark harness)', cmd: ['npx', 'tsc', '-p', 'bench/live-map/tsconfig.json'] },
      { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings', '0'] },
    ],
    [
      {
        name: 'panel build for the browser tests',
        cmd: ['npx', 'vite', 'build', '--outDir', panelDir, '--emptyOutDir', '--logLevel', 'warn'],
        // NODE_ENV=test would make Vite build React's development bundle
        env: { NODE_ENV: 'production' },
      },
    ],
  ],
  [
    [
      {
        // gateway-pg: the gateway tests again on a PostgreSQL server (tests/gateway/postgres/)
        name: 'unit, component and gateway tests (embedded database and PostgreSQL)',
        cmd: ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'component', '--project', 'component-isolated', '--project', 'gateway', '--project', 'gateway-pg', ...vitestReport('vitest.json')],
        results: join(out, 'vitest.json'),
        live: true,
      },
    ],
    // the browser tests' demo data, in the core those tests leave idle (waiting on PostgreSQL)
    [{ name: 'demo data for the browser tests', cmd: ['node', '--import', 'tsx', 'tests/e2e/seedAhead.ts', seededDir], counted: false }],
  ],
  [
    [
      {
        name: 'browser e2e tests',
        cmd: ['npx', 'vitest', 'run', '--project', 'e2e', ...vitestReport('e2e.json')],
        env: { E2E_PANEL_DIR: panelDir, E2E_SEEDED_DATA_DIR: seededDir },
        needs: 'panel build for the browser tests',
        results: join(out, 'e2e.json'),
        live: true,
      },
    ],
  ],
];

/**
 * The machine's busy CPU time so far, in seconds (Linux's /proc/stat; undefined elsewhere): with
 * a step's wall time it tells a step waiting on something from one short of cores.
 */
function busyCpuSeconds() {
  try {
    const [, user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    return { busy: (user + nice + system + irq + softirq + steal) / 100, system: system / 100, idle: (idle + iowait) / 100 };
  } catch {
    return undefined;
  }
}

/** Runs one step; a step that shares the terminal with others prints its output when it ends. */
function run(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const cpuBefore = busyCpuSeconds();
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      cwd: root,
      env: { ...process.env, ...step.env },
      stdio: step.live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      const cpuAfter = busyCpuSeconds();
      // the whole machine's, steps running beside this one included
      const cpu = cpuBefore && cpuAfter ? { busy: cpuAfter.busy - cpuBefore.busy, system: cpuAfter.system - cpuBefore.system } : undefined;
      if (!step.live && output.trim()) console.log(`--- ${step.name}:\n${output.trimEnd()}`);
      resolve({ ok: code === 0, seconds, cpu });
    });
  });
}

let passed = 0;
let failed = 0;
const failedTests = [];
const slowest = [];
const record = [];
const begun = Date.now();

/** Reads a vitest JSON report: counts, failures named again at the end, the slowest files. */
function readReport(step) {
  if (!existsSync(step.results)) {
    console.error(`${step.name}: no results were written`);
    return { ok: false, tests: 0 };
  }
  const report = JSON.parse(readFileSync(step.results, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  const files = [];
  for (const file of report.testResults ?? []) {
    const name = relative(root, file.name);
    files.push({ name, seconds: (file.endTime - file.startTime) / 1000 });
    // named again at the very end: a CI log is often read from its tail only
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failedTests.push(`  ${name} > ${test.fullName ?? test.title}: ${String(test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 200)}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')) {
      failedTests.push(`  ${name}: ${String(file.message ?? 'failed outside its tests').split('\n')[0].slice(0, 200)}`);
    }
  }
  // a file run on both engines is listed once per engine
  files.sort((a, b) => b.seconds - a.seconds);
  slowest.push(`  ${step.name}:\n${files.slice(0, 10).map((file) => `    ${file.seconds.toFixed(1).padStart(6)}s  ${file.name}`).join('\n')}`);
  if (report.numTotalTests === 0) {
    console.error(`${step.name}: ran no test`);
    return { ok: false, tests: 0 };
  }
  return { ok: report.numFailedTests === 0 && report.success !== false, tests: report.numTotalTests };
}

const outcome = new Map();
for (const phase of phases) {
  console.log(`\n=== at once: ${phase.map((lane) => lane.map((step) => step.name).join(' -> ')).join(' | ')}`);
  await Promise.all(
    phase.map(async (lane) => {
      for (const step of lane) {
        if (step.needs && !outcome.get(step.needs)) {
          console.log(`=== ${step.name}: not run, since ${step.needs} failed`);
          record.push({ name: step.name, seconds: 0, ok: false, tests: 0 });
          outcome.set(step.name, false);
          continue;
        }
        console.log(`=== ${step.name}: ${step.cmd.join(' ')}`);
        const result = await run(step);
        let { ok } = result;
        let tests;
        if (step.results) {
          const read = readReport(step);
          ok = ok && read.ok;
          tests = read.tests;
        } else if (step.counted === false) {
          // a preparation, not a check: a failure fails the run, a success adds no test
          if (!ok) failed++;
        } else if (ok) passed++;
        else failed++;
        console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${result.seconds.toFixed(1)}s`);
        record.push({
          name: step.name,
          seconds: Number(result.seconds.toFixed(1)),
          ok,
          ...(tests === undefined ? {} : { tests }),
          // busy CPU of the machine while the step ran, and the share of its cores that was
          ...(result.cpu ? { machineCpuSeconds: Math.round(result.cpu.busy), machineCpuShare: Number((result.cpu.busy / (result.seconds * availableParallelism())).toFixed(2)), systemCpuSeconds: Math.round(result.cpu.system) } : {}),
        });
        outcome.set(step.name, ok);
      }
    }),
  );
}

const totalSeconds = Number(((Date.now() - begun) / 1000).toFixed(1));
writeFileSync(join(out, 'timing.json'), `${JSON.stringify({ totalSeconds, cores: availableParallelism(), steps: record }, null, 2)}\n`);
const failures = record.filter((step) => !step.ok).map((step) => step.name);
console.log(`\nslowest test files (seconds each file took in its worker):\n${slowest.join('\n')}`);
console.log(
  `\ntime per step (${totalSeconds}s in all; steps of one phase ran at once; .tmp/results/timing.json):\n` +
    record
      .map((step) => `  ${step.seconds.toFixed(1).padStart(6)}s  ${step.ok ? 'ok    ' : 'FAILED'}  ${step.name}${step.machineCpuShare === undefined ? '' : ` (cores ${Math.round(step.machineCpuShare * 100)}% busy, ${step.systemCpuSeconds}s of it in the kernel)`}`)
      .join('\n'),
);
console.log(`\n${failures.length ? `failed steps: ${failures.join(', ')}` : 'every step passed'}`);
if (failedTests.length) console.log(`failed tests:\n${failedTests.join('\n')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
