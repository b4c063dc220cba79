// One gateway per DATA_DIR: PGlite has no lock of its own and two processes writing one data
// directory corrupt it. The lock file holds the owner's pid; a lock whose process is gone is stale
// and taken over.
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class LockError extends Error {
  constructor(
    message: string,
    readonly pid: number,
  ) {
    super(message);
    this.name = 'LockError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, still alive
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Creates the lock atomically with its content: write a private file, then hard-link it in. */
function tryCreate(file: string): boolean {
  const draft = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, `${process.pid}\n`, { mode: 0o644 });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

/** Takes DATA_DIR/gateway.lock or throws LockError naming the process that holds it. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'gateway.lock');
  // Two rounds: the second after clearing a stale lock; losing that race to another starter is
  // reported like any live holder.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (tryCreate(file)) {
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          if (readPid(file) === process.pid) unlinkSync(file);
        },
      };
    }
    const holder = readPid(file);
    if (holder !== null && isAlive(holder)) {
      throw new LockError(
        `another gateway is using DATA_DIR ${dataDir} (pid ${holder}); stop it or set DATA_DIR to another directory`,
        holder,
      );
    }
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new LockError(`another gateway is starting on DATA_DIR ${dataDir}; stop it or set DATA_DIR to another directory`, 0);
}
