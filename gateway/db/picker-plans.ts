// Picker shift plans of one franchise: filtered over a date range, or one store's between two dates.
import { Params } from './sql';
import type { Timestamp } from '../orders/replies';
import type { Queryable } from './db';
import { instant, queryJsonRows } from './json-rows';

export interface PickerPlanRecord {
  _id: string;
  picker: { _id: string; name: string };
  warehouse: { _id: string; name: string };
  startDate: string;
  endDate: string;
}

export interface PlanFilter {
  warehouseIds?: string[];
  pickerIds?: string[];
  start: Date;
  end: Date;
  limit: number;
  offset: number;
}

interface PlanRow {
  id: string;
  picker_id: string;
  picker_name: string;
  warehouse_id: string;
  warehouse_name: string;
  start_at: Timestamp;
  end_at: Timestamp;
}

const planRecord = (row: PlanRow): PickerPlanRecord => ({
  _id: row.id,
  picker: { _id: row.picker_id, name: row.picker_name },
  warehouse: { _id: row.warehouse_id, name: row.warehouse_name },
  startDate: new Date(row.start_at).toISOString(),
  endDate: new Date(row.end_at).toISOString(),
});

const PLAN_SELECT = `SELECT pp.id, pp.picker_id, p.name AS picker_name, pp.warehouse_id, w.name AS warehouse_name, pp.start_at, pp.end_at
  FROM picker_plans pp JOIN pickers p ON p.id = pp.picker_id JOIN warehouses w ON w.id = pp.warehouse_id`;

/** Plans of the franchise that start in [start, end), by start. */
export async function filterPickerPlans(db: Queryable, franchiseId: string, filter: PlanFilter): Promise<{ plans: PickerPlanRecord[]; total: number }> {
  const params = new Params();
  const conditions = [
    `pp.franchise_id = ${params.add(franchiseId)}`,
    `pp.start_at >= ${params.add(instant(filter.start))}`,
    `pp.start_at < ${params.add(instant(filter.end))}`,
  ];
  if (filter.warehouseIds) conditions.push(`pp.warehouse_id = ANY(${params.add(filter.warehouseIds)}::text[])`);
  if (filter.pickerIds) conditions.push(`pp.picker_id = ANY(${params.add(filter.pickerIds)}::text[])`);
  const where = conditions.join(' AND ');
  const countParams = [...params.values];
  const [rows, count] = await Promise.all([
    queryJsonRows<PlanRow>(
      db,
      `${PLAN_SELECT} WHERE ${where} ORDER BY pp.start_at, p.name, pp.id LIMIT ${params.add(filter.limit)} OFFSET ${params.add(filter.offset)}`,
      params.values,
      'r.start_at, r.picker_name, r.id',
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM picker_plans pp WHERE ${where}`, countParams),
  ]);
  return { plans: rows.map(planRecord), total: count.rows[0].total };
}

/** One store's plans starting in [start, end); null when the store is not the franchise's. */
export async function warehousePickerPlans(
  db: Queryable,
  franchiseId: string,
  warehouseId: string,
  start: Date,
  end: Date,
): Promise<{ warehouse: { _id: string; name: string }; plans: PickerPlanRecord[] } | null> {
  const store = await db.query<{ id: string; name: string }>(`SELECT id, name FROM warehouses WHERE id = $1 AND franchise_id = $2`, [
    warehouseId,
    franchiseId,
  ]);
  if (store.rows.length === 0) return null;
  const rows = await queryJsonRows<PlanRow>(
    db,
    `${PLAN_SELECT} WHERE pp.franchise_id = $1 AND pp.warehouse_id = $2 AND pp.start_at >= $3 AND pp.start_at < $4`,
    [franchiseId, warehouseId, instant(start), instant(end)],
    'r.start_at, r.picker_name, r.id',
  );
  return { warehouse: { _id: store.rows[0].id, name: store.rows[0].name }, plans: rows.map(planRecord) };
}
