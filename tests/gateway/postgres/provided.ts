// What the gateway-pg project's global setup hands to its test files through inject().
declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection URL of a role that may create and drop databases on the test server. */
    gatewayPgAdminUrl: string;
    /** The migrated, demo-seeded database each test's own database is copied from. */
    gatewayPgTemplate: string;
    /** Every database of this run starts with this; teardown drops them by it. */
    gatewayPgPrefix: string;
  }
}

export {};
