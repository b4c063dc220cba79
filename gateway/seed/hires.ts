// Seed step, the last: the approved candidates (status 6) are hired, as HQ's approval hires one in
// the gateway (hireCandidate): each becomes an active person of its store and names that person.
// Last, so the steps before keep their data, and a new hire has no plan, leave or timesheet yet.
// The person's id is derived from the candidate's, so the generator the other steps draw from is
// left alone and the same seed gives the same people.
import { createHash } from 'node:crypto';
import { APPROVED_CANDIDATE_STATUS, hireCandidate } from '../db/candidates';
import type { SeedContext } from './context';

const hiredPersonId = (candidateId: string) => createHash('sha256').update(`hired:${candidateId}`).digest('hex').slice(0, 24);

export async function seedHires(ctx: SeedContext): Promise<void> {
  const { rows } = await ctx.tx.query<{ id: string; franchise_id: string; updated_at: Date }>(
    `SELECT id, franchise_id, updated_at FROM candidates WHERE status = $1 AND person_id IS NULL ORDER BY id`,
    [APPROVED_CANDIDATE_STATUS],
  );
  for (const candidate of rows) {
    // hired when HQ approved it: its last move
    await hireCandidate(ctx.tx, candidate.franchise_id, candidate.id, new Date(candidate.updated_at), hiredPersonId(candidate.id));
  }
}
