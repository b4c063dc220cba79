import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, LockError } from '../../gateway/lock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gateway-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lockFile = () => join(dir, 'gateway.lock');

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid!;
}

describe('the DATA_DIR lock', () => {
  it('holds the pid of its owner and refuses a second taker with a clear message', () => {
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(LockError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `another gateway is using DATA_DIR ${dir} (pid ${process.pid}); stop it or set DATA_DIR to another directory`,
    );
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('refuses while another live process holds it', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(lockFile(), `${holder.pid}\n`);
      let error: unknown;
      try {
        acquireDataDirLock(dir);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(LockError);
      expect((error as LockError).pid).toBe(holder.pid);
      expect((error as Error).message).toContain(`(pid ${holder.pid})`);
    } finally {
      holder.kill();
    }
  });

  it('takes over a stale lock whose process is gone', () => {
    const stale = deadPid();
    writeFileSync(lockFile(), `${stale}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock file that holds no pid', () => {
    writeFileSync(lockFile(), 'garbage');
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('release leaves a lock that another process has since taken', () => {
    const lock = acquireDataDirLock(dir);
    writeFileSync(lockFile(), '999999999\n');
    lock.release();
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe('999999999');
  });
});
