// A Vite build step: login.html, the built index.html with the sign-in page already drawn into
// it (src/screens/public/login/staticSignIn.tsx), which the gateway serves at /login. A phone on
// a slow line paints the form with the HTML, before any script has arrived (issue #9).
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

export const PRERENDERED_SIGN_IN = 'login.html';
const ENTRY = 'src/screens/public/login/staticSignIn.tsx';

/** Bundles the renderer for Node (React stays external, styles are the page's own CSS) and loads it. */
async function loadRenderer(root: string): Promise<(indexHtml: string) => string> {
  // under node_modules, so that the bundle's `react` imports resolve to the project's
  const outfile = join(root, 'node_modules', '.cache', 'franchise-panel', `static-sign-in-${process.pid}-${Date.now()}.mjs`);
  mkdirSync(join(outfile, '..'), { recursive: true });
  await build({
    entryPoints: [join(root, ENTRY)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    packages: 'external',
    loader: { '.css': 'empty' },
    // what Vite would give the modules that read their settings (none is set for the markup)
    define: { 'import.meta.env': JSON.stringify({ MODE: 'production', PROD: true, DEV: false, SSR: true, BASE_URL: '/' }) },
    logLevel: 'error',
  });
  try {
    const module = (await import(pathToFileURL(outfile).href)) as { prerenderedSignIn: (indexHtml: string) => string };
    return module.prerenderedSignIn;
  } finally {
    rmSync(outfile, { force: true });
  }
}

export function prerenderSignIn(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'franchise-panel:prerender-sign-in',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    // writeBundle runs before any closeBundle, so precompress() also compresses login.html
    async writeBundle() {
      const render = await loadRenderer(root);
      const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
      writeFileSync(join(outDir, PRERENDERED_SIGN_IN), render(indexHtml));
    },
  };
}
