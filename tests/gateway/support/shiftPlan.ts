// What the shift plan's gateway tests share: a store of the caller's franchise, a person of it,
// slots made through the gateway in a far week no seeded slot reaches.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../gateway/db/db';
import type { ShiftSlot, SlotKind } from '../../../src/domain/shiftPlan';
import { fromZonedInput } from '../../../src/domain/zonedTime';
import { call, json } from '../helpers';

export const API = '/api/shift-plan';

export async function storeWithPeople(db: Db, franchiseId: string, kind: SlotKind): Promise<{ warehouseId: string; people: { id: string; name: string }[] }> {
  const { rows } = await db.query<{ warehouse_id: string; id: string; name: string }>(
    `SELECT warehouse_id, id, name FROM people WHERE franchise_id = $1 AND is_active AND ${kind === 'picker' ? 'staff_type = 2' : 'staff_type <> 2'}
      AND warehouse_id = (SELECT id FROM warehouses WHERE franchise_id = $1 ORDER BY id LIMIT 1) ORDER BY id`,
    [franchiseId],
  );
  return { warehouseId: rows[0].warehouse_id, people: rows.map((row) => ({ id: row.id, name: row.name })) };
}

/** An instant from a wall clock in a zone: `local('2031-03-04T09:00', 'Europe/Istanbul')`. */
export const local = (wall: string, zone: string) => fromZonedInput(wall, zone)!;

export async function makeSlot(
  app: FastifyInstance,
  token: string,
  body: { warehouseId: string; kind: SlotKind; startsAt: string; endsAt: string; vehicleType?: number | null; breakMinutes?: number },
): Promise<ShiftSlot> {
  const response = await call(app, token, 'POST', `${API}/slots`, { vehicleType: body.kind === 'courier' ? 200 : null, ...body });
  if (response.statusCode !== 201) throw new Error(`slot not made: ${response.statusCode} ${response.body}`);
  return json<ShiftSlot>(response);
}

/** A slot made and published, ready to assign. */
export async function publishedSlot(app: FastifyInstance, token: string, body: Parameters<typeof makeSlot>[2], timeZone: string): Promise<ShiftSlot> {
  const slot = await makeSlot(app, token, body);
  const weekStart = body.startsAt.slice(0, 10);
  const published = await call(app, token, 'POST', `${API}/week/publish`, { warehouseId: body.warehouseId, kind: body.kind, weekStart, timeZone });
  if (published.statusCode !== 200) throw new Error(`not published: ${published.body}`);
  const week = json<{ slots: ShiftSlot[] }>(await call(app, token, 'POST', `${API}/week`, { warehouseId: body.warehouseId, kind: body.kind, weekStart, timeZone }));
  return week.slots.find((candidate) => candidate.id === slot.id)!;
}

export async function slotRow(db: Db, id: string) {
  return (await db.query<{ status: number; person_id: string | null; starts_at: Date; ends_at: Date; updated_at: Date }>(`SELECT status, person_id, starts_at, ends_at, updated_at FROM shift_slots WHERE id = $1`, [id])).rows[0];
}
