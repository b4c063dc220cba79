// The embedded database thread's entry: a worker does not inherit the tsx loader the gateway runs
// with, so it registers tsx in its own thread before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
