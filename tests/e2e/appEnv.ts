/** The environment of the browser tests' apps (tests/e2e/globalSetup.ts) and of their seeded data. */
export const E2E_APP_ENV: Record<string, string> = {
  // The simulator is built but only moves when a test asks (tests/e2e/gatewayHooks.ts), so every screen is deterministic.
  SIMULATOR: 'manual',
  TEST_HOOKS: 'on',
  // Browser tests sign the same demo users in dozens of times a minute; the limits have their own gateway tests.
  RATE_LIMIT_PER_USERNAME: '10000',
  RATE_LIMIT_PER_IP: '10000',
  // Stored sign-ins are shared by many tests: an access token that outlives the run means none
  // of them ever refreshes, so the rotating refresh token is never used twice.
  ACCESS_TOKEN_TTL_SECONDS: '7200',
  // A throwaway database: a disk sync per commit buys nothing here (its own gateway tests cover it).
  EMBEDDED_DURABILITY: 'relaxed',
};

/**
 * Where `npm test` seeds the demo data for the browser tests beforehand (tests/e2e/seedAhead.ts),
 * while the unit, component and gateway tests leave a core idle; the global setup seeds it itself
 * when this is unset.
 */
export const SEEDED_AHEAD_VARIABLE = 'E2E_SEEDED_DATA_DIR';

/** Written beside a seeded-ahead folder once it is whole: a folder without it was not seeded to the end. */
export const seededMarker = (dir: string) => `${dir}.seeded`;
