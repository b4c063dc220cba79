// Seed step: leaves of the people of every franchise (migration 016, docs/leave.md): every status,
// the country's types, all-day and part-day ones, from three weeks ago to three weeks ahead of the
// day of seeding, in the country's zone. A type that needs a document is seeded waiting for it
// (400) or canceled; the decided ones carry their decision time (and a declined one its reason).
// As the gateway refuses (LEAVE_OVERLAPS), no two leaves of a person that hold their days overlap:
// a drawn leave that would goes to the next person free on those days.
// Its own generator, so the steps after it keep their data whatever this step draws.
import { COUNTRIES } from './places';
import { allDayBounds, defaultWorkableMinutes, leaveTypesOf, LEAVE_HOLDS_DAYS, LEAVE_STATUS } from '../../src/domain/leave';
import { calendarDay } from '../../src/domain/dates';
import { fromZonedInput } from '../../src/domain/zonedTime';
import type { FranchiseSlot } from './accounts';
import { insertRows } from './bulk';
import type { SeedContext } from './context';
import { SeededRandom } from './random';

export const LEAVES_PER_FRANCHISE = 24;
const LEAVE_SEED = 16_016;

/** Statuses in turn, pending first and most often (what a franchise works through). */
const STATUS_CYCLE = [100, 100, 200, 400, 100, 200, 300, 0, 100, 200, 400, 200] as const;

const DECLINE_REASONS = ['Too many people off that week', 'Asked too late for the busy season', 'Store short-staffed on those days'];
const NOTES = ['Family visit', 'Doctor appointment', 'Moving house', null, null, 'Wedding', 'Exam'];

const DAY_MS = 86_400_000;
const dayOffset = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export async function seedLeaves(ctx: SeedContext): Promise<void> {
  const { tx, ids, size } = ctx;
  const random = new SeededRandom(LEAVE_SEED);
  const now = new Date();
  for (const slot of ['tr1', 'tr2', 'gb'] as const satisfies readonly FranchiseSlot[]) {
    const country = slot === 'gb' ? 'GB' : 'TR';
    const timeZone = COUNTRIES.find((entry) => entry.alpha2 === country)!.timezone;
    const franchiseId = ids.franchises[slot];
    const { rows: people } = await tx.query<{ id: string; warehouse_id: string; work_type: number }>(
      `SELECT id, warehouse_id, work_type FROM people WHERE franchise_id = $1 AND is_active ORDER BY id LIMIT 40`,
      [franchiseId],
    );
    if (people.length === 0) continue;
    const types = leaveTypesOf(country);
    const withDocument = types.filter((entry) => entry.needsDocument);
    const withoutDocument = types.filter((entry) => !entry.needsDocument);
    const today = calendarDay(now, timeZone);
    const rows: unknown[][] = [];
    // per person, the [start, end) of the leaves drawn so far that hold their days
    const held = new Map<string, [number, number][]>();
    const free = (personId: string, start: number, end: number) => !(held.get(personId) ?? []).some(([from, to]) => from < end && to > start);
    for (let n = 0; n < LEAVES_PER_FRANCHISE * size; n++) {
      const status = STATUS_CYCLE[n % STATUS_CYCLE.length];
      const drawn = random.pick(people);
      const needsDocument = status === LEAVE_STATUS.pendingForDocument || (status === LEAVE_STATUS.canceled && random.next() < 0.5);
      const type = random.pick(needsDocument ? withDocument : withoutDocument).type;
      // pending ones mostly ahead, decided ones on either side of today
      const first = status === 100 || status === 400 ? random.int(-3, 21) : random.int(-21, 21);
      const allDay = random.next() < 0.8;
      let startsAt: string;
      let endsAt: string;
      if (allDay) {
        ({ startsAt, endsAt } = allDayBounds(dayOffset(today, first), dayOffset(today, first + random.int(0, 4)), timeZone));
      } else {
        const day = dayOffset(today, first);
        const hour = random.int(8, 14);
        startsAt = fromZonedInput(`${day}T${String(hour).padStart(2, '0')}:00`, timeZone)!;
        endsAt = fromZonedInput(`${day}T${String(hour + random.int(2, 4)).padStart(2, '0')}:${random.pick(['00', '30'])}`, timeZone)!;
      }
      const start = Date.parse(startsAt);
      const end = Date.parse(endsAt);
      const holds = LEAVE_HOLDS_DAYS.includes(status);
      const at = people.indexOf(drawn);
      const person = holds ? people.map((_, k) => people[(at + k) % people.length]!).find((candidate) => free(candidate.id, start, end)) : drawn;
      if (!person) continue; // every person is off on those days already
      if (holds) held.set(person.id, [...(held.get(person.id) ?? []), [start, end]]);
      const createdAt = new Date(Math.min(now.getTime(), Date.parse(startsAt)) - random.int(1, 10) * DAY_MS);
      const decided = status === 200 || status === 300;
      rows.push([
        random.id(),
        franchiseId,
        person.id,
        person.warehouse_id,
        type,
        status,
        allDay,
        startsAt,
        endsAt,
        defaultWorkableMinutes(country, person.work_type),
        random.pick(NOTES),
        status === 300 ? random.pick(DECLINE_REASONS) : null,
        decided ? new Date(createdAt.getTime() + DAY_MS) : null,
        createdAt,
        decided ? new Date(createdAt.getTime() + DAY_MS) : createdAt,
      ]);
    }
    await insertRows(
      tx,
      'leaves',
      ['id', 'franchise_id', 'person_id', 'warehouse_id', 'type', 'status', 'all_day', 'starts_at', 'ends_at', 'workable_minutes', 'note', 'decline_reason', 'decided_at', 'created_at', 'updated_at'],
      rows,
    );
  }
}
