#!/usr/bin/env node
// `npm start`: build the panel, then run the gateway serving it with the demo data. PANEL_DIR
// (default dist/) is where the build goes and what the gateway serves, so two copies (say, two
// browser-test runs) can build and serve side by side.
import { spawn } from 'node:child_process';

// PANEL_DIR set but empty: the gateway serves the API only, so there is nothing to build.
const panelDir = process.env.PANEL_DIR ?? 'dist';

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: process.env });
    const forward = (signal) => child.kill(signal);
    process.once('SIGINT', forward);
    process.once('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

if (panelDir.trim() !== '') {
  const built = await run('npx', ['vite', 'build', '--outDir', panelDir, '--emptyOutDir']);
  if (built !== 0) process.exit(built);
}
process.exitCode = await run('node', ['--import', 'tsx', 'gateway/main.ts']);
