#!/usr/bin/env node
// `npm test`: every kind of check, in order, failing when any fails or runs nothing.
// typecheck (panel; gateway without the DOM) -> lint (with the layer rule) -> unit + component + gateway on both engines (vitest) -> browser e2e (vitest + Chromium
// against the app started the README's way). Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, '.tmp', 'results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const steps = [
  { name: 'typecheck', cmd: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  // The gateway with what it reads (resources/, src/domain/) on Node's types alone: no DOM, no React.
  { name: 'typecheck (gateway, without the DOM)', cmd: ['npx', 'tsc', '-p', 'tsconfig.gateway.json', '--noEmit'] },
  // The live-map benchmark harness is built apart from the panel, with its own tsconfig.
  { name: 'typecheck (benchmark harness)', cmd: ['npx', 'tsc', '-p', 'bench/live-map/tsconfig.json'] },
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  {
    // gateway-pg: the gateway tests again on a PostgreSQL server (tests/gateway/postgres/)
    name: 'unit, component and gateway tests (embedded database and PostgreSQL)',
    cmd: ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'component', '--project', 'gateway', '--project', 'gateway-pg',
      '--reporter', 'default', '--reporter', 'json', '--outputFile.json', join(out, 'vitest.json')],
    results: join(out, 'vitest.json'),
  },
  {
    name: 'browser e2e tests',
    cmd: ['npx', 'vitest', 'run', '--project', 'e2e',
      '--reporter', 'default', '--reporter', 'json', '--outputFile.json', join(out, 'e2e.json')],
    results: join(out, 'e2e.json'),
  },
];

let passed = 0;
let failed = 0;
const failures = [];
const failedTests = [];
const timings = [];
const begun = Date.now();
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let ok = run.status === 0;
  if (step.results) {
    if (!existsSync(step.results)) {
      ok = false;
      console.error(`${step.name}: no results were written`);
    } else {
      const report = JSON.parse(readFileSync(step.results, 'utf8'));
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      // named again at the very end: a CI log is often read from its tail only
      for (const file of report.testResults ?? []) {
        const name = relative(root, file.name);
        for (const test of file.assertionResults ?? []) {
          if (test.status === 'failed') failedTests.push(`  ${name} > ${test.fullName ?? test.title}: ${String(test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 200)}`);
        }
        if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')) {
          failedTests.push(`  ${name}: ${String(file.message ?? 'failed outside its tests').split('\n')[0].slice(0, 200)}`);
        }
      }
      if (report.numTotalTests === 0) {
        ok = false;
        console.error(`${step.name}: ran no test`);
      }
    }
  } else {
    if (ok) passed++;
    else failed++;
  }
  console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds}s`);
  timings.push(`  ${seconds.padStart(6)}s  ${ok ? 'ok    ' : 'FAILED'}  ${step.name}`);
  if (!ok) failures.push(step.name);
}

console.log(`\ntime per step (${((Date.now() - begun) / 1000).toFixed(1)}s in all):\n${timings.join('\n')}`);
console.log(`\n${failures.length ? `failed steps: ${failures.join(', ')}` : 'every step passed'}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
if (failedTests.length) console.log(`failed tests:\n${failedTests.join('\n')}`);
process.exit(failures.length ? 1 : 0);
