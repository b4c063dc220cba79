import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { fieldTitleExport } from './scripts/build/fieldTitleExport';
import { precompress } from './scripts/build/precompress';
import { prerenderSignIn } from './scripts/build/prerenderSignIn';
import { registryShell } from './scripts/build/registryShell';

// The dev server proxies the API and the realtime socket to a locally running gateway
// (`npm run dev` starts both); production serves everything from the gateway on one port.
const gatewayPort = process.env.GATEWAY_PORT ?? '8080';

/** A module of scripts/build/native/: a dependency's import swapped for a smaller equivalent. */
const native = (file: string) => fileURLToPath(new URL(`./scripts/build/native/${file}`, import.meta.url));

export default defineConfig({
  plugins: [react(), registryShell(), fieldTitleExport(), prerenderSignIn(), precompress()],
  resolve: {
    alias: [
      // a polyfill no supported browser needs, swapped for the native function (see the file)
      { find: 'object.entries', replacement: native('object-entries.cjs') },
      // ra-core's default CSV exporter, loaded when an export runs instead of with every list (see the file)
      { find: /^jsonexport\/dist\/index\.js$/, replacement: native('jsonexport-on-demand.js') },
      // lodash's CommonJS functions (react-admin asks for lodash/get, lodash/isEqual...) as the same
      // functions' ES modules, which the bundler joins without a wrapper per file
      { find: /^lodash\/(\w+)(\.js)?$/, replacement: 'lodash-es/$1.js' },
      // one react-is: hoist-non-react-statics (under Emotion) brings its own 16.x copy for the same
      // three names (ForwardRef, Memo, isMemo) that React 19's answers alike
      { find: /^react-is$/, replacement: fileURLToPath(new URL('./node_modules/react-is/index.js', import.meta.url)) },
    ],
  },
  server: {
    port: Number(process.env.DEV_PORT ?? 5173),
    proxy: {
      '/api': { target: `http://127.0.0.1:${gatewayPort}`, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // .vite/manifest.json: which chunks the entry loads up front (the first-load budget test reads it).
    manifest: true,
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      onwarn(warning, warn) {
        // A menu icon a resource names lazily (for its menu entry) may also be drawn by the shell
        // (user menu, group header): it then simply stays in the shell's chunk, which is what we
        // want for an icon of a few hundred bytes.
        if (/@mui\/icons-material\/esm\/\w+\.js is dynamically imported by .* but also statically imported by/.test(warning.message)) return;
        // A cycle among a package's own modules is plain ESM (Vite never prints these); what
        // breaks execution order is a cycle split over chunks, which Rollup reports otherwise.
        if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('/node_modules/'))) return;
        // Every other warning fails the build (and with it every browser test): a circular chunk
        // or a broken import is fixed where it starts, never scrolled past.
        void warn;
        throw new Error(`the build is not clean: ${warning.message}`);
      },
    },
  },
});
