// What HQ pays the franchise for each worker's program tier in a financial month, by country, in
// its currency (docs/worker-programs.md). Written once: the program screens show it per worker
// and the earnings' "courier program bonus" line (DOMAIN.md: a bonus per elite and gold courier) is
// the sum of the couriers' amounts of the same financial month. Only elite and gold are paid.
import type { ProgramKind } from './programScore';
import type { Tier } from './programTiers';

type PaidTiers = Partial<Record<Tier, number>>;

export const PROGRAM_BONUS: Record<string, { currency: string } & Record<ProgramKind, PaidTiers>> = {
  TR: { currency: 'TRY', courier: { 1: 2000, 2: 1000 }, picker: { 1: 1500, 2: 750 } },
  GB: { currency: 'GBP', courier: { 1: 80, 2: 40 }, picker: { 1: 60, 2: 30 } },
};

/** The bonus of a tier in a country (0 for silver, classic, or a country without a programme). */
export function programBonus(country: string | null | undefined, kind: ProgramKind, tier: Tier): { amount: number; currency: string | null } {
  const table = country ? PROGRAM_BONUS[country.toUpperCase()] : undefined;
  return { amount: table?.[kind][tier] ?? 0, currency: table?.currency ?? null };
}
