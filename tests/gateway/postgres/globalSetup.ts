// Global setup of the gateway-pg project: finds or starts a PostgreSQL server, builds the run's
// template database and hands both to the test files; teardown drops the run's databases and
// stops a server it started. It never skips: no server is an error saying what to install.
import type { TestProject } from 'vitest/node';
import './provided';
import { findOrStartServer } from './server';
import { createTemplate, dropRunDatabases, dropStaleRuns, runPrefix } from './template';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const server = await findOrStartServer();
  const prefix = runPrefix();
  let template: string;
  try {
    await dropStaleRuns(server.adminUrl);
    template = await createTemplate(server.adminUrl, prefix);
  } catch (error) {
    await dropRunDatabases(server.adminUrl, prefix).catch(() => undefined);
    await server.stop();
    throw error;
  }
  project.provide('gatewayPgAdminUrl', server.adminUrl);
  project.provide('gatewayPgTemplate', template);
  project.provide('gatewayPgPrefix', prefix);
  console.log(`gateway-pg: ${server.description}, template ${template} ready in ${((Date.now() - started) / 1000).toFixed(1)}s`);

  return async () => {
    try {
      const dropped = await dropRunDatabases(server.adminUrl, prefix);
      console.log(`gateway-pg: dropped ${dropped.length} databases of this run`);
    } finally {
      await server.stop();
    }
  };
}
