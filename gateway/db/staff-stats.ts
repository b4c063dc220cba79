// Staff statistics (POST /staff/stats): per courier or picker of a franchise, figures over the
// orders created in a period, computed by ONE statement per page (the people, their figures, the
// sort, the page and the total together), whatever the page size. Definitions
// (docs/gateway-api.md, "Staff statistics"):
//   courier — deliveries: orders delivered (delivered_at set); average delivery minutes: mean of
//     reached (else delivered) minus on way, over the deliveries; rating: mean client rating of
//     the rated ones; late %: deliveries whose trip took over LATE_DELIVERY_MINUTES; utilisation:
//     busy time (checkout, when the courier is reserved, to delivered or canceled) over logged-in
//     time (courier_sessions), both cut to the period.
//   picker — picks: orders prepared (prepared_at set); average pick minutes: mean of prepared
//     minus picker assigned; missing items: basket lines not found, summed.
// The people listed: every active courier (picker) of the franchise, in the store asked for, and
// any other with an order in the period; a person's store is their own, not the order's.
import { LATE_DELIVERY_MINUTES, STAFF_STATS_FIGURES, type StaffStatsKind, type StaffStatsRow } from '../../src/domain/staffStats';
import type { Queryable } from './db';
import { instant, queryJsonRows } from './json-rows';

export interface StaffStatsQuery {
  kind: StaffStatsKind;
  start: Date;
  end: Date;
  /** Busy and logged-in time stop here (an open session runs until now). */
  now: Date;
  warehouseIds: string[] | null;
  /** A name, warehouseName or a figure of `kind` (the route checks it). */
  sort: { field: string; direction: 1 | -1 };
  limit: number;
  offset: number;
}

const seconds = (expression: string) => `EXTRACT(EPOCH FROM ${expression})`;

/** The figures of one kind, per person id, from the franchise's orders created in [$2, $3). */
const FIGURES_SQL: Record<StaffStatsKind, string> = {
  courier: `
    SELECT o.courier_id AS id,
      count(*) FILTER (WHERE o.delivered_at IS NOT NULL)::int AS deliveries,
      round((avg(${seconds('COALESCE(o.reached_at, o.delivered_at) - o.onway_at')}) FILTER (WHERE o.delivered_at IS NOT NULL) / 60)::numeric, 1)::float8 AS "avgDeliveryMinutes",
      round(avg(o.rating) FILTER (WHERE o.delivered_at IS NOT NULL), 2)::float8 AS rating,
      round(100.0 * count(*) FILTER (WHERE o.delivered_at IS NOT NULL
          AND COALESCE(o.reached_at, o.delivered_at) - o.onway_at > make_interval(mins => ${LATE_DELIVERY_MINUTES}))
        / NULLIF(count(*) FILTER (WHERE o.delivered_at IS NOT NULL), 0), 1)::float8 AS "latePercent",
      sum(GREATEST(0, ${seconds('LEAST(COALESCE(o.delivered_at, o.canceled_at, $4), $3, $4) - GREATEST(o.checkout_at, $2)')}))
        FILTER (WHERE o.checkout_at IS NOT NULL) AS busy
    FROM orders o
    WHERE o.franchise_id = $1 AND o.created_at >= $2 AND o.created_at < $3 AND o.courier_id IS NOT NULL
    GROUP BY o.courier_id`,
  picker: `
    SELECT o.picker_id AS id,
      count(*) FILTER (WHERE o.prepared_at IS NOT NULL)::int AS picks,
      round((avg(${seconds('o.prepared_at - o.picker_assigned_at')}) FILTER (WHERE o.prepared_at IS NOT NULL) / 60)::numeric, 1)::float8 AS "avgPickMinutes",
      COALESCE(sum(o.missing_items) FILTER (WHERE o.prepared_at IS NOT NULL), 0)::int AS "missingItems"
    FROM orders o
    WHERE o.franchise_id = $1 AND o.created_at >= $2 AND o.created_at < $3 AND o.created_at <= $4 AND o.picker_id IS NOT NULL
    GROUP BY o.picker_id`,
};

/** Logged-in seconds per courier, cut to [$2, min($3, $4)). */
const LOGGED_IN_SQL = `
  SELECT s.courier_id AS id,
    sum(GREATEST(0, ${seconds('LEAST(COALESCE(s.ended_at, $4), $3, $4) - GREATEST(s.started_at, $2)')})) AS seconds
  FROM courier_sessions s
  WHERE s.franchise_id = $1 AND s.started_at < $3 AND (s.ended_at IS NULL OR s.ended_at > $2)
  GROUP BY s.courier_id`;

/** Figures that are counts read 0 for a person without orders; averages stay null. */
const COUNTS = new Set(['deliveries', 'picks', 'missingItems']);

function selectFigures(kind: StaffStatsKind): string {
  const figures = STAFF_STATS_FIGURES[kind]
    .filter((figure) => figure !== 'utilisationPercent')
    .map((figure) => (COUNTS.has(figure) ? `COALESCE(f."${figure}", 0) AS "${figure}"` : `f."${figure}"`));
  if (kind === 'courier') {
    figures.push(`round((100 * COALESCE(f.busy, 0) / NULLIF(l.seconds, 0))::numeric, 1)::float8 AS "utilisationPercent"`);
  }
  return figures.join(', ');
}

export async function staffStats(db: Queryable, franchiseId: string, query: StaffStatsQuery): Promise<{ rows: StaffStatsRow[]; total: number }> {
  const people = query.kind === 'courier' ? 'couriers' : 'pickers';
  const active = query.kind === 'courier' ? 'p.is_active' : 'p.is_activated';
  const loggedIn = query.kind === 'courier' ? `LEFT JOIN (${LOGGED_IN_SQL}) l ON l.id = p.id` : '';
  const direction = query.sort.direction === 1 ? 'ASC' : 'DESC';
  // by the asked column (checked by the route against the kind), nulls last either way; the name
  // and the id break ties, so pages never overlap
  const orderBy = (prefix: string) => `${prefix}"${query.sort.field}" ${direction} NULLS LAST, ${prefix}"name" ${direction}, ${prefix}"_id"`;
  const sql = `
    SELECT p.id AS "_id", p.name, w.id AS "warehouseId", w.name AS "warehouseName", ${selectFigures(query.kind)},
      count(*) OVER ()::int AS total
    FROM ${people} p
    JOIN warehouses w ON w.id = p.warehouse_id AND w.franchise_id = $1
    LEFT JOIN (${FIGURES_SQL[query.kind]}) f ON f.id = p.id
    ${loggedIn}
    WHERE p.franchise_id = $1 AND ($5::text[] IS NULL OR p.warehouse_id = ANY ($5::text[])) AND (${active} OR f.id IS NOT NULL)
    ORDER BY ${orderBy('')}
    LIMIT $6 OFFSET $7`;
  const params = [franchiseId, instant(query.start), instant(query.end), instant(query.now), query.warehouseIds, query.limit, query.offset];
  const found = await queryJsonRows<FlatRow>(db, sql, params, orderBy('r.'));
  const rows = found.map(({ warehouseId, warehouseName, total: _total, ...figures }) => ({ ...figures, warehouse: { _id: warehouseId, name: warehouseName } }));
  // a page past the end has no row to carry the total: count the people alone
  const total = found[0]?.total ?? (query.offset > 0 ? await countPeople(db, franchiseId, query) : 0);
  return { rows, total };
}

type FlatRow = Omit<StaffStatsRow, 'warehouse'> & { warehouseId: string; warehouseName: string; total: number };

/** How many people a list has (only for a page past its end). */
async function countPeople(db: Queryable, franchiseId: string, query: StaffStatsQuery): Promise<number> {
  const page = await staffStats(db, franchiseId, { ...query, limit: 1, offset: 0 });
  return page.total;
}
