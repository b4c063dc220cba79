import { availableParallelism } from 'node:os';

/**
 * How many apps (and so test files at once): one per worker of the e2e project, at most 2. Each
 * file waits on pages and polls most of the time, so two of them keep a 2-core machine busy
 * without starving either; E2E_APPS=1 runs the files one after the other on one app.
 */
export function e2eAppCount(): number {
  const asked = Number(process.env.E2E_APPS ?? 2);
  return Math.max(1, Math.min(Number.isInteger(asked) ? asked : 2, 2, Math.max(1, availableParallelism())));
}
