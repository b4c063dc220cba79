// The courier and picker programs (POST /staff/courier/program/filter, /staff/picker/program/filter):
// a franchise's workers with their figures of one financial month and of the month before, in ONE
// statement (the store and name filters applied in it). Scores and tiers are derived from these
// rows by the route with the one model of src/domain, never stored.
import type { ProgramKind } from '../../src/domain/programScore';
import type { Queryable } from './db';
import { queryJsonRows } from './json-rows';

export interface ProgramMetricsRow {
  _id: string;
  name: string;
  warehouseId: string;
  warehouseName: string;
  /** This month's metrics (the kind's columns, camelCase); null when the worker has none this month. */
  current: Record<string, number | null> | null;
  previous: Record<string, number | null> | null;
}

export interface ProgramMetricsQuery {
  kind: ProgramKind;
  /** First days of the month asked for and of the month before (`YYYY-MM-01`). */
  month: string;
  previousMonth: string;
  warehouseIds: string[] | null;
  search: string | null;
}

const TABLES: Record<ProgramKind, { metrics: string; person: string; people: string; columns: string }> = {
  courier: {
    metrics: 'courier_program_metrics',
    person: 'courier_id',
    people: 'couriers',
    columns: `'hoursWorked', m.hours_worked::float8, 'deliveries', m.deliveries, 'onTimeDeliveries', m.on_time_deliveries,
      'rating', m.rating::float8, 'utilisationPercent', m.utilisation_percent::float8`,
  },
  picker: {
    metrics: 'picker_program_metrics',
    person: 'picker_id',
    people: 'pickers',
    columns: `'hoursWorked', m.hours_worked::float8, 'picks', m.picks, 'avgPickMinutes', m.avg_pick_minutes::float8,
      'missingItems', m.missing_items`,
  },
};

/** `%` and `_` typed in a search are themselves, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The workers with figures in the month asked for, each with its figures of the month before
 * (null when none), under the worker's current store.
 */
export async function programMetrics(db: Queryable, franchiseId: string, query: ProgramMetricsQuery): Promise<ProgramMetricsRow[]> {
  const table = TABLES[query.kind];
  const json = (alias: string) => table.columns.replaceAll('m.', `${alias}.`);
  const sql = `
    SELECT p.id AS "_id", p.name, w.id AS "warehouseId", w.name AS "warehouseName",
      json_build_object(${json('c')}) AS current,
      CASE WHEN b.${table.person} IS NULL THEN NULL ELSE json_build_object(${json('b')}) END AS previous
    FROM ${table.metrics} c
    JOIN ${table.people} p ON p.id = c.${table.person} AND p.franchise_id = $1
    JOIN warehouses w ON w.id = p.warehouse_id AND w.franchise_id = $1
    LEFT JOIN ${table.metrics} b ON b.franchise_id = $1 AND b.month = $3::date AND b.${table.person} = c.${table.person}
    WHERE c.franchise_id = $1 AND c.month = $2::date
      AND ($4::text[] IS NULL OR p.warehouse_id = ANY ($4::text[]))
      AND ($5::text IS NULL OR p.name ILIKE $5::text)`;
  const params = [franchiseId, query.month, query.previousMonth, query.warehouseIds, query.search ? likePattern(query.search) : null];
  return queryJsonRows<ProgramMetricsRow>(db, sql, params, 'r."_id"');
}
