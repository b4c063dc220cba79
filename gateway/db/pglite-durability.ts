// What makes a commit on the embedded database durable. PGlite starts PostgreSQL with `-F`
// (fsync off), and even with fsync on, its Node file system (Emscripten's NODEFS) has no fsync:
// PostgreSQL's fsync() reaches an empty hook and returns, so an acknowledged commit may still sit
// in the OS page cache when the power goes. Here PostgreSQL runs with fsync on and syncs its WAL
// with fsync() at each commit (wal_sync_method=fsync: fdatasync() does nothing in this build), and
// the file system's hook calls the real fsync on the real file: a commit is answered only once its
// WAL is on disk. Checkpoints sync data files and directories through the same hook.
import fs, { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import type { EmbeddedDurability } from '../config';
export type { EmbeddedDurability };

/** EMBEDDED_DURABILITY: `relaxed` keeps PGlite's defaults (no disk sync at all), for tests and demos only. */

const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  ...['-c', 'fsync=on', '-c', 'synchronous_commit=on', '-c', 'wal_sync_method=fsync'],
];

// A copy is a test's throwaway database of a few megabytes: PostgreSQL's default 128 MB of shared
// buffers, set up at each start, was a third of a copy's start (about 0.5 s of CPU).
const COPY_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** A directory is opened and synced like a file on POSIX systems; Windows opens no directory. */
const SYNCS_DIRECTORIES = process.platform !== 'win32';

/**
 * PGlite on disk under `dataDir` (durable unless `durability` is 'relaxed'), or in memory without
 * one (nothing there outlives the process anyway).
 */
export async function createPglite(dataDir: string | undefined, durability: EmbeddedDurability, copyOf?: Blob): Promise<PGlite> {
  if (!dataDir) return PGlite.create(copyOf ? { loadDataDir: copyOf, startParams: [...COPY_START_PARAMS] } : {});
  if (durability === 'relaxed') return PGlite.create({ dataDir });
  const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
  const pglite = await PGlite.create({ dataDir, fs: new DurableNodeFS(dataDir), startParams: [...DURABLE_START_PARAMS] });
  if (fresh) await syncTree(dataDir);
  return pglite;
}

/** The parts of Emscripten's NODEFS used here (its streams keep the real file descriptor). */
interface NodeFsInternals {
  stream_ops?: { fsync?: (stream: { nfd: number }) => void };
  tryFSOperation?: <T>(operation: () => T) => T;
}

type InitResult = Awaited<ReturnType<NodeFS['init']>>;

/** PGlite's on-disk file system, with fsync reaching the disk. */
class DurableNodeFS extends NodeFS {
  async init(...args: Parameters<NodeFS['init']>): Promise<InitResult> {
    const { emscriptenOpts } = await super.init(...args);
    const preRun = [...(emscriptenOpts.preRun ?? []), (mod: { NODEFS: unknown }) => installFsync(mod.NODEFS as NodeFsInternals)];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }
}

function installFsync(nodefs: NodeFsInternals): void {
  const { stream_ops: streamOps, tryFSOperation } = nodefs;
  // never relaxed without saying so: a PGlite whose file system changed shape stops here
  if (!streamOps || !tryFSOperation) throw new Error("the embedded database cannot sync its files: PGlite's NODEFS changed");
  // a failed fsync becomes an errno, which PostgreSQL treats as on any disk (it stops)
  streamOps.fsync = (stream) => tryFSOperation(() => fs.fsyncSync(stream.nfd));
}

/**
 * Syncs every file and directory under `root`, and `root`'s entry in its parent: PGlite writes a
 * new database by copying it in with no sync, so a fresh data directory is synced once before
 * its first commit is answered. Several at a time, so the file system can group them.
 */
async function syncTree(root: string): Promise<void> {
  const paths: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) paths.push(path);
    }
    if (SYNCS_DIRECTORIES) paths.push(dir);
  };
  await walk(root);
  if (SYNCS_DIRECTORIES) paths.push(dirname(root));
  let next = 0;
  const worker = async () => {
    while (next < paths.length) await syncPath(paths[next++]);
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

/** One of fs's callback calls as a promise; `fs` is read at each call, as in the fsync hook. */
const callFs = <T>(start: (done: (error: Error | null, value?: T) => void) => void) =>
  new Promise<T>((resolve, reject) => start((error, value) => (error ? reject(error) : resolve(value as T))));

async function syncPath(path: string): Promise<void> {
  const fd = await callFs<number>((done) => fs.open(path, 'r', done));
  try {
    await callFs<void>((done) => fs.fsync(fd, done));
  } finally {
    await callFs<void>((done) => fs.close(fd, done));
  }
}
