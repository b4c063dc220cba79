import type { SeedOptions } from '../../gateway/seed';

/**
 * How the gateway tests' databases are seeded: the demo data at size 1, its one demo password
 * hashed at a cheap scrypt cost. The tests sign in hundreds of times; at the gateway's own cost
 * (2^15) each sign-in spends about 0.1 s of a core in scrypt. Sign-ins verify at the cost the hash
 * names, so nothing else changes; hashes the gateway writes itself keep its own cost.
 */
export const TEST_SEED: SeedOptions = { size: 1, passwordCost: { N: 2 ** 10, r: 8, p: 1 } };
