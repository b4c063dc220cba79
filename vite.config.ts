import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server proxies the API and the realtime socket to a locally running gateway
// (`npm run dev` starts both); production serves everything from the gateway on one port.
const gatewayPort = process.env.GATEWAY_PORT ?? '8080';

export default defineConfig({
  plugins: [react()],
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
  },
});
