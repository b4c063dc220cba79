// Runs a command of the throwaway-cluster setup; a failure carries the command's own output.
import { spawn } from 'node:child_process';

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  /** As the `postgres` OS user: the server refuses to run as root. */
  asPostgres?: boolean;
  /** Show the output as it comes (apt-get), instead of keeping it for the error. */
  inherit?: boolean;
}

export function run(command: string, args: string[], options: RunOptions = {}): Promise<string> {
  const [cmd, argv] = options.asPostgres ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, {
      env: { ...process.env, ...options.env },
      stdio: options.inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${[cmd, ...argv].join(' ')} exited with ${code}\n${output.trim()}`));
    });
  });
}
