import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The shift plan benchmark page (scripts/bench/shift-plan.ts builds it into a temporary folder).
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: { emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 2000 },
});
