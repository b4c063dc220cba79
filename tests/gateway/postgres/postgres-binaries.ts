// Debian's PostgreSQL server binaries for a throwaway cluster: found under /usr/lib/postgresql,
// installed with apt-get when we may (root), otherwise a message saying what to install.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run';

const ROOT = '/usr/lib/postgresql';

export const NO_SERVER_HELP =
  'The gateway-pg tests need a PostgreSQL server (13 or later) and found none: set TEST_DATABASE_URL to a role ' +
  'that may create databases, run one on 127.0.0.1:5432 with trust auth, or install the server binaries ' +
  '(Debian/Ubuntu: `sudo apt-get install postgresql`) so the tests start a throwaway one.';

/** The bin directory of the newest installed major version, or null. */
export function findBinDir(): string | null {
  if (!existsSync(ROOT)) return null;
  const versions = readdirSync(ROOT)
    .filter((version) => existsSync(join(ROOT, version, 'bin', 'initdb')) && existsSync(join(ROOT, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(ROOT, versions[0], 'bin') : null;
}

function canInstall(): boolean {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

async function aptInstall(): Promise<void> {
  const options = { env: { DEBIAN_FRONTEND: 'noninteractive' }, inherit: true };
  try {
    await run('apt-get', ['install', '-y', 'postgresql'], options);
  } catch {
    // A fresh image has no package lists yet.
    await run('apt-get', ['update'], options);
    await run('apt-get', ['install', '-y', 'postgresql'], options);
  }
}

export async function postgresBinDir(): Promise<string> {
  const found = findBinDir();
  if (found) return found;
  if (!canInstall()) throw new Error(NO_SERVER_HELP);
  console.log('gateway-pg: no PostgreSQL server found; installing Debian\'s postgresql package');
  try {
    await aptInstall();
  } catch (error) {
    throw new Error(`${NO_SERVER_HELP}\napt-get install postgresql failed: ${(error as Error).message}`);
  }
  const installed = findBinDir();
  if (!installed) throw new Error(`${NO_SERVER_HELP}\napt-get installed postgresql but ${ROOT}/*/bin/initdb is missing`);
  return installed;
}
