import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { e2eAppCount } from './tests/e2e/appCount';
import SweepFirstSequencer from './tests/e2e/sequencer';
import { registryShell } from './scripts/build/registryShell';

// Component tests that need modules no other file has loaded yet.
const COMPONENT_FILES_OF_THEIR_OWN = [
  // a lazy chunk that never arrives: in a shared module graph another file has loaded it already
  'tests/component/a-form-sent-before-its-date-picker-loads-still-checks-the-date.test.tsx',
];

// One runner, four kinds of test, each in its own folder under tests/.
export default defineConfig({
  plugins: [react(), registryShell()],
  test: {
    // Vitest's default (one core less than the machine) leaves a single worker on a 2-core
    // machine, while the main process mostly waits: two workers halve the wall time there, and a
    // third fills the time the gateway tests wait on PostgreSQL or PGlite's thread (two workers
    // left the cores 12% idle).
    maxWorkers: Math.max(3, availableParallelism()),
    // the route sweep's long browser files first, whatever the cache knows (tests/e2e/sequencer.ts)
    sequence: { sequencer: SweepFirstSequencer },
    projects: [
      {
        extends: true,
        // pure functions over plain data: one module graph for all files saves the re-imports
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          exclude: COMPONENT_FILES_OF_THEIR_OWN,
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
          // One module graph and one jsdom per worker for all files (each test renders its own
          // tree and tests/component/setup.ts empties the page and storage after it): importing
          // react-admin and MUI anew for every file was about half of the project's time.
          isolate: false,
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component-isolated',
          include: COMPONENT_FILES_OF_THEIR_OWN,
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'gateway',
          include: ['tests/gateway/**/*.test.ts'],
          // about a PostgreSQL server, which only gateway-pg provides
          exclude: [
            'tests/gateway/gateway-process-runs-on-a-postgresql-server.test.ts',
            'tests/gateway/postgres-connection-ended-by-the-server-is-replaced.test.ts',
            // gateway processes sharing one server's database: the embedded engine lets one in
            'tests/gateway/two-gateway-processes-share-events-limits-and-sessions.test.ts',
            // the simulator's advisory lock, taken only on a server other gateways may share
            'tests/gateway/demo-simulator-runs-in-the-one-gateway-holding-its-lock.test.ts',
          ],
          environment: 'node',
          // One module graph per worker for all files: each file starts its own app on its own
          // database and the gateway keeps no state in its modules, while importing Fastify,
          // PGlite and the gateway anew for every file cost about a third of the project's time.
          isolate: false,
          // each test's embedded database is a copy of one seeded per run
          globalSetup: ['tests/gateway/pglite/globalSetup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      // The same gateway tests on a PostgreSQL server (tests/gateway/postgres/): each test's
      // database is a copy of one seeded per run, dropped after.
      {
        extends: true,
        test: {
          name: 'gateway-pg',
          include: ['tests/gateway/**/*.test.ts'],
          exclude: [
            // the embedded engine's files under DATA_DIR surviving a restart
            'tests/gateway/data-dir-keeps-data-across-restarts.test.ts',
            // the DATA_DIR lock file, which only the embedded engine takes; no database
            'tests/gateway/data-dir-lock-lets-one-gateway-in.test.ts',
            // PGlite's kept statements and thread, compared with PGlite itself
            'tests/gateway/embedded-database-runs-kept-statements-like-plain-queries.test.ts',
            // the embedded engine's disk syncs under DATA_DIR (a server syncs its own WAL)
            'tests/gateway/embedded-database-answers-a-commit-only-once-its-wal-is-on-disk.test.ts',
            // the process on DATA_DIR and its lock; the DATABASE_URL start is gateway-process-runs-on-a-postgresql-server
            'tests/gateway/gateway-process-starts-serves-and-stops-cleanly.test.ts',
            // reads the environment only (DATABASE_URL's parsing included); opens no database
            'tests/gateway/config-is-read-from-the-environment-and-validated.test.ts',
            // reads the environment only; opens no database
            'tests/gateway/simulator-and-seed-orders-settings-are-read-from-the-environment.test.ts',
            // headers and static files over a stand-in database that never reaches data
            'tests/gateway/security-headers-and-panel-serving.test.ts',
          ],
          environment: 'node',
          isolate: false,
          env: { GATEWAY_TEST_ENGINE: 'postgres' },
          globalSetup: ['tests/gateway/postgres/globalSetup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 60000,
          hookTimeout: 180000,
          // A page load on a busy 2-core CI machine takes seconds: polls wait up to 10 s (a
          // passing poll still returns at once).
          expect: { poll: { timeout: 10_000, interval: 100 } },
          // Files run three at once, each worker against an app of its own (tests/e2e/globalSetup.ts).
          fileParallelism: true,
          maxWorkers: e2eAppCount(),
        },
      },
    ],
  },
});
