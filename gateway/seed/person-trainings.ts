// Seed step: each person's trainings (resources/staff/people.ts, the detail's "Trainings"): one to
// three of the franchise country's courses, completed after they started, most valid for one to
// three years (so some have expired), food hygiene without an end. Derived from each person's id
// (no random numbers drawn), so the steps before and after keep their data; after seedPeople.
import type { FranchiseSlot } from './accounts';
import type { SeedContext } from './context';

const COURSES = {
  TR: ['İş sağlığı ve güvenliği', 'Trafik güvenliği', 'İlk yardım', 'Gıda hijyeni'],
  GB: ['Health and safety', 'Road safety', 'First aid', 'Food hygiene'],
} as const;
/** Years each course stays valid, in COURSES' order; null: it never expires. */
const VALID_YEARS = [2, 1, 3, null];

export async function seedPersonTrainings(ctx: SeedContext): Promise<void> {
  const { tx, ids } = ctx;
  for (const slot of ['tr1', 'tr2', 'gb'] as const satisfies readonly FranchiseSlot[]) {
    const country = slot === 'gb' ? 'GB' : 'TR';
    await tx.query(
      `INSERT INTO person_trainings (id, franchise_id, person_id, name, completed_on, valid_until)
       SELECT substr(md5(p.id || '-training-' || c.n), 1, 24), p.franchise_id, p.id, ($2::text[])[c.n], done.day,
              done.day + make_interval(years => ($3::int[])[c.n])
       FROM people p
       CROSS JOIN generate_series(1, 4) AS c(n)
       CROSS JOIN LATERAL (
         SELECT LEAST(current_date - 1, coalesce(p.employment_start_date, current_date - 400) + abs(hashtext(p.id || c.n)) % 500)::date AS day
       ) done
       WHERE p.franchise_id = $1 AND c.n <= 1 + abs(hashtext(p.id)) % 3`,
      [ids.franchises[slot], COURSES[country], VALID_YEARS],
    );
  }
}
