import { availableParallelism } from 'node:os';

/**
 * How many apps (and so test files at once): one per worker of the e2e project, at most 3. A file
 * waits on pages, polls and its app much of the time: with two at once a 2-core machine sat idle a
 * quarter of the e2e step, with three less than a fifth. E2E_APPS=1 runs the files one after the other on one app.
 */
export function e2eAppCount(): number {
  const asked = Number(process.env.E2E_APPS ?? 3);
  return Math.max(1, Math.min(Number.isInteger(asked) ? asked : 3, 3, Math.max(1, availableParallelism() + 1)));
}
