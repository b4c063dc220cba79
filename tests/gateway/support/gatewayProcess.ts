import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { TEST_JWT_SECRET } from '../helpers';

const ROOT = join(import.meta.dirname, '..', '..', '..');

export interface GatewayProcess {
  child: ChildProcess;
  /** Where it listens, as it announced it. */
  url: string;
  /** Everything it printed, growing while it runs. */
  output: string;
}

/**
 * `npm run gateway` as a process of its own (gateway/main.ts) on a free port, API only, with
 * `env` on top; resolves once it announces its URL, rejects if it exits first.
 */
export function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PANEL_DIR: '', LOG_LEVEL: 'warn', JWT_SECRET: TEST_JWT_SECRET, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const gateway: GatewayProcess = { child, url: '', output: '' };
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      gateway.output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(gateway.output);
      if (match && !gateway.url) {
        gateway.url = match[1]!;
        resolve(gateway);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (gateway.output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the gateway exited with ${code}: ${gateway.output}`)));
  });
}

/** The process's exit code, once it has exited (null when a signal ended it). */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
