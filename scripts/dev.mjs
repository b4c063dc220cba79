#!/usr/bin/env node
// `npm run dev`: the gateway (API + realtime) and Vite's dev server with hot reload, which proxies
// /api to the gateway. Open the Vite URL it prints (default http://localhost:5173).
import { spawn } from 'node:child_process';

const gatewayPort = process.env.GATEWAY_PORT ?? '8080';
const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'gateway/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: gatewayPort, PANEL_DIR: process.env.PANEL_DIR ?? '' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, GATEWAY_PORT: gatewayPort } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
