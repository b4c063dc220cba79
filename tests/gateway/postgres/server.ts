// The server for one gateway-pg run: one already running, or a throwaway cluster started for it.
import { findRunningServer } from './find-server';
import { startThrowawayCluster } from './throwaway-cluster';

export interface TestServer {
  /** A role that may create and drop databases. */
  adminUrl: string;
  /** For the run's log line. */
  description: string;
  /** Stops what this run started (nothing, for a server that was already running). */
  stop(): Promise<void>;
}

function shown(url: string): string {
  const parsed = new URL(url);
  parsed.password = parsed.password ? '***' : '';
  return parsed.toString();
}

export async function findOrStartServer(): Promise<TestServer> {
  const running = await findRunningServer();
  if (running) {
    return { adminUrl: running.url, description: `PostgreSQL ${running.version} at ${shown(running.url)}`, stop: async () => undefined };
  }
  const cluster = await startThrowawayCluster();
  return { adminUrl: cluster.url, description: `a throwaway PostgreSQL cluster at ${cluster.url}`, stop: cluster.stop };
}
