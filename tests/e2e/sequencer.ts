import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The route sweep's files: the longest of the browser files (tests/e2e/routeSweep.ts). */
const isSweep = (file: TestSpecification) => basename(file.moduleId).startsWith('every-screen-');

/**
 * Vitest's order (the longest file of the last run first, or the largest file when there was no
 * run, as on a fresh clone), with the route sweep's files first: small files that run longest, they
 * would start last on a fresh clone and run alone at the end while the other workers sat idle.
 * A shuffled run (`--sequence.shuffle`) is shuffled by its seed, the sweep included.
 */
export default class SweepFirstSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { shuffle, seed } = this.ctx.config.sequence;
    if (shuffle) return shuffled(files, seed);
    const sorted = await super.sort(files);
    return [...sorted.filter(isSweep), ...sorted.filter((file) => !isSweep(file))];
  }
}

/** Fisher-Yates with a seeded generator (mulberry32): one seed, one order. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}
