// A PostgreSQL cluster of our own for one test run, when the machine runs none: initdb into a
// temp dir, trust auth, a free port on 127.0.0.1, durability off (the data dies with the run).
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresBinDir } from './postgres-binaries';
import { run } from './run';

export interface Cluster {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function postgresOsUser(): Promise<{ uid: number; gid: number }> {
  try {
    return { uid: Number(await run('id', ['-u', 'postgres'])), gid: Number(await run('id', ['-g', 'postgres'])) };
  } catch {
    throw new Error('running as root, the throwaway PostgreSQL server needs the `postgres` OS user (Debian\'s postgresql package creates it)');
  }
}

export async function startThrowawayCluster(): Promise<Cluster> {
  const bin = await postgresBinDir();
  // postgres refuses to run as root: then the cluster belongs to, and runs as, the postgres user
  const asPostgres = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'fp-test-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const pgCtl = (args: string[]) => run(join(bin, 'pg_ctl'), ['-D', data, ...args], { asPostgres });
  try {
    if (asPostgres) {
      const { uid, gid } = await postgresOsUser();
      chownSync(dir, uid, gid);
    }
    await run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'], { asPostgres });
    const port = await freePort();
    const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    await pgCtl(['-l', log, '-o', settings, '-w', '-t', '60', 'start']).catch((error: Error) => {
      throw new Error(`${error.message}\n${existsSync(log) ? readFileSync(log, 'utf8') : ''}`);
    });
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      async stop() {
        try {
          await pgCtl(['-m', 'fast', '-w', 'stop']);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await pgCtl(['-m', 'immediate', 'stop']).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
