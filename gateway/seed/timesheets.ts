// Seed step: timesheets (migration 019, docs/timesheets.md) for ten active people of each
// franchise over the last five weeks, in the franchise's own time zone (so the GB rows cross the
// October clock change). Derived from each person's id and day (no random numbers drawn, so the
// steps before and after keep their data); after seedPeople and seedLeaves (a shift an approved
// leave covers is a leave day). Every case the screens deal with:
// normal days, days off, leave days, absences with and without a note, missing clock-outs, late
// arrivals and overtime over 15 minutes with and without a note, today's shifts in progress;
// older days approved (some still pending), complete days over two weeks old locked by HQ.
import { KNOWN_COUNTRIES } from '../../src/domain/knownCountries';
import { LEAVE_STATUS } from '../../src/domain/leave';
import { TIMESHEET_NOTE_ABOVE_MINUTES } from '../../src/domain/timesheets';
import type { FranchiseSlot } from './accounts';
import type { SeedContext } from './context';

/** People with timesheets per franchise, and how many days back. */
export const TIMESHEET_PEOPLE = 10;
export const TIMESHEET_DAYS_BACK = 35;
/** HQ locks days older than this many days. */
export const TIMESHEET_LOCKED_AFTER_DAYS = 14;

const NOTES = {
  TR: { absent: 'Gelmedi, haber vermedi', late: 'Geç kaldı: trafik', overtime: 'Akşam yoğunluğu için kaldı' },
  GB: { absent: 'Did not come in, no call', late: 'Late: traffic', overtime: 'Stayed for the evening peak' },
} as const;

const zoneOf = (country: 'TR' | 'GB') => KNOWN_COUNTRIES.find((known) => known.alpha2 === country)!.timezones[0];

export async function seedTimesheets(ctx: SeedContext): Promise<void> {
  const { tx, ids } = ctx;
  for (const slot of ['tr1', 'tr2', 'gb'] as const satisfies readonly FranchiseSlot[]) {
    const country = slot === 'gb' ? 'GB' : 'TR';
    const notes = NOTES[country];
    const franchiseId = ids.franchises[slot];
    await tx.query(
      `WITH staff AS (
         SELECT id, warehouse_id FROM people WHERE franchise_id = $1 AND is_active ORDER BY md5(id) LIMIT $3
       ), plan AS (
         SELECT s.id AS person_id, s.warehouse_id, g.n, (now() AT TIME ZONE $2)::date - g.n AS day,
                abs(hashtext(s.id || ':' || g.n::text)::bigint) AS h, abs(hashtext(g.n::text || ':' || s.id || ':case')::bigint) AS r
         FROM staff s CROSS JOIN generate_series(0, $4::int) AS g(n)
       ), shift AS (
         SELECT plan.*, r % 100 AS k,
                (day + make_time(7 + (h % 4)::int * 3, 0, 0)) AT TIME ZONE $2 AS s_start,
                (day + make_time(7 + (h % 4)::int * 3, 0, 0)) AT TIME ZONE $2 + interval '8 hours' AS s_end
         FROM plan WHERE h % 7 NOT IN (0, 3)
       ), shaped AS (
         SELECT shift.*,
           CASE WHEN n = 0 THEN s_start + make_interval(mins => (r % 6)::int)
                WHEN k < 7 THEN NULL
                WHEN k < 19 AND k >= 10 THEN s_start + make_interval(mins => 20 + (r % 40)::int)
                WHEN k < 25 AND k >= 19 THEN s_start - interval '2 minutes'
                ELSE s_start + make_interval(mins => ((r / 7) % 11)::int - 5) END AS clock_in,
           CASE WHEN n = 0 THEN (CASE WHEN s_end + interval '3 minutes' <= now() THEN s_end + interval '3 minutes' END)
                WHEN k < 10 THEN NULL
                WHEN k < 19 THEN s_end + make_interval(mins => (r % 5)::int)
                WHEN k < 25 THEN s_end + make_interval(mins => 30 + (r % 60)::int)
                ELSE s_end + make_interval(mins => ((r / 11) % 13)::int - 6 + CASE WHEN r % 5 = 0 THEN 30 ELSE 0 END) END AS clock_out,
           CASE WHEN n > 0 AND k >= 25 AND r % 5 = 0 THEN 30 ELSE 0 END AS unpaid,
           CASE WHEN n > 0 AND k < 4 THEN 480 ELSE 0 END AS leave,
           CASE WHEN n = 0 THEN NULL
                WHEN k >= 4 AND k < 6 THEN $5
                WHEN k >= 10 AND k < 16 THEN $6
                WHEN k >= 19 AND k < 23 THEN $7 END AS note
         FROM shift WHERE n > 0 OR s_start <= now()
       )
       INSERT INTO timesheets (id, franchise_id, warehouse_id, person_id, work_date, scheduled_start, scheduled_end, clock_in, clock_out,
                               paid_break_minutes, unpaid_break_minutes, leave_minutes, note, status, locked, created_at, updated_at)
       SELECT substr(md5(person_id || '-timesheet-' || day::text), 1, 24), $1, warehouse_id, person_id, day, s_start, s_end,
              CASE WHEN n > 0 AND k >= 7 AND k < 10 THEN s_start + make_interval(mins => (r % 7)::int) ELSE clock_in END,
              clock_out, CASE WHEN r % 2 = 0 THEN 15 ELSE 30 END, unpaid, leave, note, 100, false, s_start, s_start
       FROM shaped`,
      [franchiseId, zoneOf(country), TIMESHEET_PEOPLE, TIMESHEET_DAYS_BACK, notes.absent, notes.late, notes.overtime],
    );
    // A shift an approved leave overlaps (./leaves.ts) is a leave day: no clock times, its minutes leave.
    await tx.query(
      `UPDATE timesheets t SET clock_in = NULL, clock_out = NULL, unpaid_break_minutes = 0, note = NULL, leave_minutes = t.scheduled_minutes
       WHERE t.franchise_id = $1 AND EXISTS (
         SELECT 1 FROM leaves l WHERE l.franchise_id = t.franchise_id AND l.person_id = t.person_id AND l.status = $2
           AND l.starts_at < t.scheduled_end AND l.ends_at > t.scheduled_start)`,
      [franchiseId, LEAVE_STATUS.approved],
    );
    // Older days approved (half of the last week too) when they may be, but one in twenty the
    // franchise has not got to yet; then HQ locks the complete days over two weeks old (a day still
    // missing a clock time stays open for the franchise to fix).
    const approvable = `NOT clock_missing AND (abs(difference_minutes) <= $2 OR note IS NOT NULL)`;
    await tx.query(
      `UPDATE timesheets SET status = 200, approved_at = LEAST(now(), scheduled_end + interval '1 day')
       WHERE franchise_id = $1 AND ${approvable} AND work_date < (now() AT TIME ZONE $3)::date - 2
         AND (work_date < (now() AT TIME ZONE $3)::date - 7 OR abs(hashtext(id)::bigint) % 2 = 0)
         AND abs(hashtext(id || ':open')::bigint) % 20 <> 0`,
      [franchiseId, TIMESHEET_NOTE_ABOVE_MINUTES, zoneOf(country)],
    );
    await tx.query(
      `UPDATE timesheets SET locked = true WHERE franchise_id = $1 AND ${approvable} AND work_date < (now() AT TIME ZONE $3)::date - $4::int`,
      [franchiseId, TIMESHEET_NOTE_ABOVE_MINUTES, zoneOf(country), TIMESHEET_LOCKED_AFTER_DAYS],
    );
  }
}
