// Weekly courier working hours (POST /staff/weekly-courier-working-hours, docs/working-hours.md).
// Two statements whatever the size: the franchise's couriers (store filter), then every span of the
// week in one UNION (planned slots, timesheets, approved leaves); the sums, the excess and the
// per-hour series are worked out here with the shared arithmetic of src/domain/workingHours.ts.
import { weekBounds } from '../../src/domain/shiftPlan';
import { DEFAULT_PAGE_SIZE } from '../../src/domain/constants';
import {
  COUNTED_LEAVE_STATUS,
  COURIER_STAFF_TYPES,
  excessHours,
  hourSeries,
  leaveMinutesInWeek,
  minutesToHours,
  PLANNED_SLOT_STATUSES,
  startsInWeek,
  weeklyLimitOf,
  type CourierWeek,
  type Span,
  type WorkingHoursReply,
  type WorkingHoursRequest,
} from '../../src/domain/workingHours';
import type { Queryable } from './db';

interface CourierRow {
  id: string;
  name: string;
  warehouse_id: string;
  work_type: number;
}

interface SpanRow {
  source: 'plan' | 'work' | 'leave';
  person_id: string;
  starts_at: Date | string;
  ends_at: Date | string | null;
  break_minutes: number;
  all_day: boolean;
  workable_minutes: number;
  scheduled_end: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export async function weeklyCourierHours(db: Queryable, franchiseId: string, request: WorkingHoursRequest & { now: Date }): Promise<WorkingHoursReply> {
  const { weekStart, timeZone, warehouseId, now } = request;
  const week = weekBounds(weekStart, timeZone);
  const store = warehouseId ?? null;
  const types = [...COURIER_STAFF_TYPES];

  // the couriers: active ones of the store, and anyone with a span in the week (a courier who left mid-week)
  const { rows: couriers } = await db.query<CourierRow>(
    `SELECT p.id, p.name, p.warehouse_id, p.work_type FROM people p
      WHERE p.franchise_id = $1 AND p.staff_type = ANY($2::int[]) AND ($3::text IS NULL OR p.warehouse_id = $3)
        AND (p.is_active
             OR EXISTS (SELECT 1 FROM shift_slots s WHERE s.franchise_id = $1 AND s.person_id = p.id AND s.starts_at >= $4 AND s.starts_at < $5)
             OR EXISTS (SELECT 1 FROM timesheets t WHERE t.franchise_id = $1 AND t.person_id = p.id AND t.scheduled_start >= $4 AND t.scheduled_start < $5))`,
    [franchiseId, types, store, week.start, week.end],
  );
  // every span touching the week (a shift from Sunday night into Monday shows in the hours it covers)
  const { rows: spans } = await db.query<SpanRow>(
    `SELECT 'plan' AS source, s.person_id, s.starts_at, s.ends_at, s.break_minutes, false AS all_day, 0 AS workable_minutes, NULL::timestamptz AS scheduled_end
       FROM shift_slots s JOIN people p ON p.id = s.person_id AND p.franchise_id = s.franchise_id
      WHERE s.franchise_id = $1 AND s.kind = 'courier' AND s.status = ANY($6::int[]) AND s.starts_at < $5 AND s.ends_at > $4
        AND p.staff_type = ANY($2::int[]) AND ($3::text IS NULL OR p.warehouse_id = $3)
     UNION ALL
     SELECT 'work', t.person_id, t.clock_in, t.clock_out, t.unpaid_break_minutes, false, 0, t.scheduled_end
       FROM timesheets t JOIN people p ON p.id = t.person_id AND p.franchise_id = t.franchise_id
      WHERE t.franchise_id = $1 AND t.scheduled_start < $5 AND t.scheduled_end > $4 - interval '12 hours'
        AND p.staff_type = ANY($2::int[]) AND ($3::text IS NULL OR p.warehouse_id = $3)
     UNION ALL
     SELECT 'leave', l.person_id, l.starts_at, l.ends_at, 0, l.all_day, l.workable_minutes, NULL
       FROM leaves l JOIN people p ON p.id = l.person_id AND p.franchise_id = l.franchise_id
      WHERE l.franchise_id = $1 AND l.status = $7 AND l.starts_at < $5 AND l.ends_at > $4
        AND p.staff_type = ANY($2::int[]) AND ($3::text IS NULL OR p.warehouse_id = $3)`,
    [franchiseId, types, store, week.start, week.end, [...PLANNED_SLOT_STATUSES], COUNTED_LEAVE_STATUS],
  );

  const sums = new Map<string, { planned: number; worked: number; leave: number; missing: number }>();
  const sumOf = (id: string) => {
    let sum = sums.get(id);
    if (!sum) sums.set(id, (sum = { planned: 0, worked: 0, leave: 0, missing: 0 }));
    return sum;
  };
  const planned: Span[] = [];
  const present: Span[] = [];
  const nowIso = now.toISOString();
  for (const row of spans) {
    if (row.source === 'leave') {
      sumOf(row.person_id).leave += leaveMinutesInWeek(
        { start: iso(row.starts_at), end: iso(row.ends_at!), allDay: row.all_day, workableMinutes: row.workable_minutes },
        weekStart,
        timeZone,
      );
      continue;
    }
    if (row.source === 'plan') {
      const span = { personId: row.person_id, start: iso(row.starts_at), end: iso(row.ends_at!) };
      planned.push(span);
      // a slot counts in the week it starts in: its real length less its break
      if (startsInWeek(span.start, week)) sumOf(row.person_id).planned += (Date.parse(span.end) - Date.parse(span.start)) / 60_000 - row.break_minutes;
      continue;
    }
    // worked: clock-in to clock-out less the unpaid break; a missing clock time counts nothing but is flagged
    if (row.starts_at == null && row.ends_at == null) continue;
    if (row.starts_at == null || row.ends_at == null) {
      if (row.starts_at != null) {
        const start = iso(row.starts_at);
        if (startsInWeek(start, week)) sumOf(row.person_id).missing += 1;
        // no clock-out yet: present from clock-in until now, at most until the shift's scheduled end
        const until = [nowIso, iso(row.scheduled_end!)].sort()[0];
        if (until > start) present.push({ personId: row.person_id, start, end: until });
      } else if (startsInWeek(iso(row.scheduled_end!), week)) sumOf(row.person_id).missing += 1;
      continue;
    }
    const span = { personId: row.person_id, start: iso(row.starts_at), end: iso(row.ends_at) };
    present.push(span);
    if (startsInWeek(span.start, week)) sumOf(row.person_id).worked += (Date.parse(span.end) - Date.parse(span.start)) / 60_000 - row.break_minutes;
  }

  const rows: CourierWeek[] = couriers.map((courier) => {
    const sum = sums.get(courier.id) ?? { planned: 0, worked: 0, leave: 0, missing: 0 };
    const limitHours = weeklyLimitOf(courier.work_type);
    const plannedHours = minutesToHours(sum.planned);
    const workedHours = minutesToHours(sum.worked);
    const leaveHours = minutesToHours(sum.leave);
    return {
      id: courier.id,
      name: courier.name,
      warehouseId: courier.warehouse_id,
      workType: courier.work_type,
      limitHours,
      plannedHours,
      workedHours,
      leaveHours,
      missingClockDays: sum.missing,
      excessHours: excessHours(plannedHours, workedHours, leaveHours, limitHours),
    };
  });
  const field = request.sort ?? 'excess';
  const direction = (request.order ?? (field === 'name' ? 'ASC' : 'DESC')) === 'ASC' ? 1 : -1;
  const key: Record<string, (row: CourierWeek) => number | string> = {
    excess: (row) => row.excessHours,
    name: (row) => row.name,
    planned: (row) => row.plannedHours,
    worked: (row) => row.workedHours,
    leave: (row) => row.leaveHours,
  };
  rows.sort((a, b) => {
    const [x, y] = [key[field](a), key[field](b)];
    const byField = typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y);
    return byField * direction || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  });
  const offset = request.offset ?? 0;
  const limit = request.limit ?? DEFAULT_PAGE_SIZE;

  const courierIds = new Set(couriers.map((courier) => courier.id));
  const hours = hourSeries(
    weekStart,
    timeZone,
    planned.filter((span) => courierIds.has(span.personId)),
    present.filter((span) => courierIds.has(span.personId)),
  );
  return {
    weekStart,
    timeZone,
    start: week.start,
    end: week.end,
    days: week.days,
    weekHours: hours.length,
    total: rows.length,
    rows: rows.slice(offset, offset + limit),
    hours,
  };
}
