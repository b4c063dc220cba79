// What the gateway project's global setup hands to its test files through inject().
declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of an embedded database's files, migrated and demo-seeded once for the run. */
    gatewaySeededPglite: string;
  }
}

export {};
