// What seed steps share: the open transaction, the seeded generator, the size, and the ids of
// what earlier steps created (later steps hang couriers, orders... off them).
import type { Queryable } from '../db/db';
import type { SeededRandom } from './random';

export interface SeedIds {
  countries: Record<string, string>;
  brand: string;
  cities: Record<string, string>;
  franchises: Record<'tr1' | 'tr2' | 'gb', string>;
  warehouses: Record<'tr1' | 'tr2' | 'gb', string[]>;
  users: Record<string, string>;
  couriers: Record<'tr1' | 'tr2' | 'gb', string[]>;
  agreements: string[];
  /** Pickers by franchise, with their store and whether they are at work (logged in, activated). */
  pickers: Record<'tr1' | 'tr2' | 'gb', SeedPicker[]>;
}

export interface SeedPicker {
  id: string;
  warehouseId: string;
  atWork: boolean;
}

export interface SeedContext {
  tx: Queryable;
  random: SeededRandom;
  /** Scale of the demo data (SEED_SIZE / --size); 1 is the small default. */
  size: number;
  ids: SeedIds;
  /** How many past orders to seed in all (SEED_ORDERS / --orders); null: a number per store. */
  pastOrders: number | null;
  /** Precomputed password hashes by username (hashing is slow; done before the transaction). */
  passwordHashes: Record<string, string>;
}

export type SeedStep = (ctx: SeedContext) => Promise<void>;
