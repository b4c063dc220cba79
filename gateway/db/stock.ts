// Stock (migration 034; docs/commercial.md, "Stock"): a store's stock of each product, the
// movements behind it, and the country's product catalogue. A stock row's `available` is the sum
// of its movements: a movement and the row it changes are written in one transaction, the row
// locked first, so concurrent movements never lose an update and `balance_after` is the row's.
import { randomUUID } from 'node:crypto';
import { STOCK_MOVEMENT_SIGN } from '../../src/domain/enums/stock';
import { lowStockCrossing } from '../../src/domain/stock';
import type { Db, Queryable } from './db';
import { escapeLike } from './sql';
import { createNotification, notifiedUsers } from './notifications';
import type { PanelNotification } from '../../src/domain/notifications';
import { GatewayError } from '../errors';

export type Language = 'en' | 'tr';

export interface NewMovement {
  warehouseId: string;
  productId: string;
  type: number;
  quantity: number;
  reference: string;
  userName: string;
  at: Date;
}

/** A movement's quantity must carry its type's sign (a sale takes stock away, a receipt brings it). */
export function movementQuantityFits(type: number, quantity: number): boolean {
  const sign = STOCK_MOVEMENT_SIGN[type];
  if (sign === undefined || !Number.isInteger(quantity) || quantity === 0) return false;
  return sign === 0 || Math.sign(quantity) === sign;
}

/** What a locked stock row holds before a change. */
interface LockedRow {
  id: string;
  available: number;
  minimum: number | null;
  low_alerted: boolean;
  name_en: string;
  name_tr: string;
  store: string;
}

/** Locks the franchise's stock row of a store's product (created at 0 when the store had none of it); null when the store or product is not the franchise's. */
async function lockRow(tx: Queryable, franchiseId: string, warehouseId: string, productId: string): Promise<LockedRow | null> {
  // the product must be of the franchise's country and the store the franchise's
  await tx.query(
    `INSERT INTO stock_levels (id, franchise_id, warehouse_id, product_id)
     SELECT $4, w.franchise_id, w.id, p.id FROM warehouses w JOIN franchises f ON f.id = w.franchise_id JOIN products p ON p.country_id = f.country_id
     WHERE w.id = $2 AND w.franchise_id = $1 AND p.id = $3
     ON CONFLICT (franchise_id, warehouse_id, product_id) DO NOTHING`,
    [franchiseId, warehouseId, productId, randomUUID()],
  );
  const { rows } = await tx.query<LockedRow>(
    `SELECT s.id, s.available, s.minimum, s.low_alerted, p.name_en, p.name_tr, w.name AS store
     FROM stock_levels s JOIN products p ON p.id = s.product_id JOIN warehouses w ON w.id = s.warehouse_id
     WHERE s.franchise_id = $1 AND s.warehouse_id = $2 AND s.product_id = $3 FOR UPDATE OF s`,
    [franchiseId, warehouseId, productId],
  );
  return rows[0] ?? null;
}

/** The low-stock notification of a row that just reached its minimum, for each notified user of the franchise. */
async function notifyLow(tx: Queryable, franchiseId: string, row: LockedRow, available: number, minimum: number, now: Date): Promise<PanelNotification[]> {
  const users = await notifiedUsers(tx, franchiseId);
  const sent: PanelNotification[] = [];
  for (const userId of users) {
    sent.push(
      await createNotification(tx, franchiseId, userId, {
        title: { en: `Low stock: ${row.name_en}`, tr: `Düşük stok: ${row.name_tr}` },
        message: {
          en: `${row.store} has ${available} left of ${row.name_en} (minimum ${minimum}).`,
          tr: `${row.store} mağazasında ${row.name_tr} ürününden ${available} adet kaldı (en az ${minimum}).`,
        },
        createdAt: now,
      }),
    );
  }
  return sent;
}

/**
 * Writes one movement and the stock it changes, in one transaction: answers the movement's id,
 * the balance after it and the notifications it sent (the caller announces them once committed).
 * 404 when the store or product is not the franchise's.
 */
export async function writeMovement(
  db: Db,
  franchiseId: string,
  movement: NewMovement,
): Promise<{ id: string; balanceAfter: number; notifications: PanelNotification[] }> {
  if (!movementQuantityFits(movement.type, movement.quantity)) throw new GatewayError(400, 'VALIDATION', { field: 'quantity' });
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, franchiseId, movement.warehouseId, movement.productId);
    if (!row) throw new GatewayError(404, 'NOT_FOUND');
    const crossing = lowStockCrossing({ available: row.available, minimum: row.minimum, alerted: row.low_alerted }, movement.quantity);
    const { rows } = await tx.query<{ available: number }>(
      `UPDATE stock_levels SET available = available + $2, low_alerted = $3, updated_at = $4 WHERE id = $1 RETURNING available`,
      [row.id, movement.quantity, crossing.alerted, movement.at],
    );
    const balanceAfter = rows[0].available;
    const id = randomUUID();
    await tx.query(
      `INSERT INTO stock_movements (id, franchise_id, warehouse_id, product_id, moved_at, type, quantity, balance_after, reference, user_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [id, franchiseId, movement.warehouseId, movement.productId, movement.at, movement.type, movement.quantity, balanceAfter, movement.reference, movement.userName],
    );
    const notifications = crossing.notify ? await notifyLow(tx, franchiseId, row, balanceAfter, row.minimum!, movement.at) : [];
    return { id, balanceAfter, notifications };
  });
}

/**
 * Sets a stock row's low-stock minimum (null: no alert). A minimum at or above what is available
 * alerts at once; one below it alerts when stock falls to it. 404 for another franchise's row.
 */
export async function setMinimum(db: Db, franchiseId: string, stockId: string, minimum: number | null, now: Date): Promise<{ notifications: PanelNotification[] }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<LockedRow>(
      `SELECT s.id, s.available, s.minimum, s.low_alerted, p.name_en, p.name_tr, w.name AS store
       FROM stock_levels s JOIN products p ON p.id = s.product_id JOIN warehouses w ON w.id = s.warehouse_id
       WHERE s.id = $1 AND s.franchise_id = $2 FOR UPDATE OF s`,
      [stockId, franchiseId],
    );
    const row = rows[0];
    if (!row) throw new GatewayError(404, 'NOT_FOUND');
    const crossing = lowStockCrossing({ available: row.available, minimum, alerted: row.low_alerted }, 0);
    await tx.query(`UPDATE stock_levels SET minimum = $2, low_alerted = $3, updated_at = $4 WHERE id = $1`, [row.id, minimum, crossing.alerted, now]);
    return { notifications: crossing.notify ? await notifyLow(tx, franchiseId, row, row.available, minimum!, now) : [] };
  });
}

/** 400 INVALID_REFERENCE naming `field` unless the store (and the product, of the franchise's country) are the franchise's. */
export async function assertOwn(db: Queryable, franchiseId: string, ids: { warehouseId?: string; productId?: string }): Promise<void> {
  if (ids.warehouseId) {
    const { rows } = await db.query(`SELECT 1 FROM warehouses WHERE id = $1 AND franchise_id = $2`, [ids.warehouseId, franchiseId]);
    if (rows.length === 0) throw new GatewayError(400, 'INVALID_REFERENCE', { field: 'warehouseId' });
  }
  if (ids.productId) {
    const { rows } = await db.query(`SELECT 1 FROM products p JOIN franchises f ON f.country_id = p.country_id WHERE p.id = $1 AND f.id = $2`, [ids.productId, franchiseId]);
    if (rows.length === 0) throw new GatewayError(400, 'INVALID_REFERENCE', { field: 'productId' });
  }
}

/** A keyword's condition on the product `p`: any part of either name, the SKU or the barcode, any case. */
const keywordMatch = (params: unknown[], keyword: string): string => {
  params.push(`%${escapeLike(keyword.toLowerCase())}%`);
  return `p.search_text LIKE $${params.length}`;
};

const nameColumn = (language: Language) => (language === 'tr' ? 'p.name_tr' : 'p.name_en');
const imageColumn = (language: Language) => (language === 'tr' ? 'COALESCE(p.image_tr, p.image_en)' : 'COALESCE(p.image_en, p.image_tr)');

export interface CurrentStockAsk {
  warehouseId: string;
  search?: string;
  category?: number;
  zeroStock?: boolean;
  lowStock?: boolean;
  sort: { field: string; order: 1 | -1 };
  limit: number;
  offset: number;
  language: Language;
}

const CURRENT_SORTS: Record<string, (language: Language) => string> = {
  productName: nameColumn,
  category: () => 'p.category',
  available: () => 's.available',
  lastCountedAt: () => 's.last_counted_at',
  nearestExpiry: () => 's.nearest_expiry',
};

/** A store's stock, one row per product, filtered, sorted and paged (the store must be the franchise's: else no rows). */
export async function currentStock(db: Queryable, franchiseId: string, ask: CurrentStockAsk): Promise<{ rows: unknown[]; total: number }> {
  await assertOwn(db, franchiseId, { warehouseId: ask.warehouseId });
  const params: unknown[] = [franchiseId, ask.warehouseId];
  const where = ['s.franchise_id = $1', 's.warehouse_id = $2'];
  if (ask.search) where.push(keywordMatch(params, ask.search));
  if (ask.category !== undefined) {
    params.push(ask.category);
    where.push(`p.category = $${params.length}`);
  }
  if (ask.zeroStock === true) where.push('s.available <= 0');
  if (ask.zeroStock === false) where.push('s.available > 0');
  if (ask.lowStock === true) where.push('s.minimum IS NOT NULL AND s.available <= s.minimum');
  if (ask.lowStock === false) where.push('(s.minimum IS NULL OR s.available > s.minimum)');
  const from = `FROM stock_levels s JOIN products p ON p.id = s.product_id WHERE ${where.join(' AND ')}`;
  const sort = (CURRENT_SORTS[ask.sort.field] ?? CURRENT_SORTS.productName)(ask.language);
  const direction = ask.sort.order === 1 ? 'ASC' : 'DESC';
  const page = await db.query(
    `SELECT s.id AS "_id", s.warehouse_id AS "warehouseId", s.product_id AS "productId", ${nameColumn(ask.language)} AS "productName",
       ${imageColumn(ask.language)} AS "productImage", p.category, p.sku, s.available, s.reserved, s.in_transit AS "inTransit",
       s.last_counted_at AS "lastCountedAt", to_char(s.nearest_expiry, 'YYYY-MM-DD') AS "nearestExpiry", s.minimum,
       (s.minimum IS NOT NULL AND s.available <= s.minimum) AS "lowStock", s.updated_at AS "updatedAt"
     ${from} ORDER BY ${sort} ${direction} NULLS LAST, s.id LIMIT ${Number(ask.limit)} OFFSET ${Number(ask.offset)}`,
    params,
  );
  // the total reads the products only when a condition is on them
  const productFiltered = Boolean(ask.search) || ask.category !== undefined;
  const counted = productFiltered ? from : `FROM stock_levels s WHERE ${where.join(' AND ')}`;
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${counted}`, params);
  return { rows: page.rows, total: count.rows[0].total };
}

export interface MovementsAsk {
  warehouseId?: string;
  productId?: string;
  type?: number;
  start: Date;
  end: Date;
  sort: { field: string; order: 1 | -1 };
  limit: number;
  offset: number;
  language: Language;
}

const MOVEMENT_SORTS: Record<string, string> = { movedAt: 'm.moved_at', quantity: 'm.quantity', type: 'm.type' };

/** The franchise's movements of [start, end), by store, product and type. */
export async function stockMovements(db: Queryable, franchiseId: string, ask: MovementsAsk): Promise<{ rows: unknown[]; total: number }> {
  await assertOwn(db, franchiseId, { warehouseId: ask.warehouseId, productId: ask.productId });
  const params: unknown[] = [franchiseId, ask.start, ask.end];
  const where = ['m.franchise_id = $1', 'm.moved_at >= $2', 'm.moved_at < $3'];
  for (const [column, value] of [
    ['m.warehouse_id', ask.warehouseId],
    ['m.product_id', ask.productId],
    ['m.type', ask.type],
  ] as const) {
    if (value === undefined) continue;
    params.push(value);
    where.push(`${column} = $${params.length}`);
  }
  const from = `FROM stock_movements m WHERE ${where.join(' AND ')}`;
  const direction = ask.sort.order === 1 ? 'ASC' : 'DESC';
  const page = await db.query(
    `SELECT m.id AS "_id", m.moved_at AS "movedAt", m.warehouse_id AS "warehouseId", m.product_id AS "productId",
       ${nameColumn(ask.language)} AS "productName", m.type, m.quantity, m.balance_after AS "balanceAfter", m.reference, m.user_name AS "userName"
     FROM (SELECT m.* ${from} ORDER BY ${MOVEMENT_SORTS[ask.sort.field] ?? 'm.moved_at'} ${direction}, m.id ${direction} LIMIT ${Number(ask.limit)} OFFSET ${Number(ask.offset)}) m
     JOIN products p ON p.id = m.product_id
     ORDER BY ${MOVEMENT_SORTS[ask.sort.field] ?? 'm.moved_at'} ${direction}, m.id ${direction}`,
    params,
  );
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params);
  return { rows: page.rows, total: count.rows[0].total };
}

export interface ProductsAsk {
  warehouseId?: string;
  keyword?: string;
  categories?: number[];
  ids?: string[];
  language: Language;
  countryCode?: string;
  limit: number;
  offset: number;
}

/**
 * POST /products: the franchise's country's catalogue in the asked language, by keyword (name,
 * SKU or barcode), category or ids; with a store, only what the store stocks. 403 for a store of
 * another franchise or a country that is not the franchise's.
 */
export async function findProducts(db: Queryable, franchiseId: string, ask: ProductsAsk): Promise<{ products: unknown[]; totalCount: number }> {
  const country = await db.query<{ country_id: string; alpha2: string }>(
    `SELECT f.country_id, c.alpha2 FROM franchises f JOIN countries c ON c.id = f.country_id WHERE f.id = $1`,
    [franchiseId],
  );
  const own = country.rows[0];
  if (!own || (ask.countryCode && ask.countryCode.toUpperCase() !== own.alpha2.toUpperCase())) throw new GatewayError(403, 'FORBIDDEN');
  const params: unknown[] = [own.country_id];
  const where = ['p.country_id = $1'];
  if (ask.warehouseId) {
    const store = await db.query(`SELECT 1 FROM warehouses WHERE id = $1 AND franchise_id = $2`, [ask.warehouseId, franchiseId]);
    if (store.rows.length === 0) throw new GatewayError(403, 'FORBIDDEN');
    params.push(franchiseId, ask.warehouseId);
    where.push(`EXISTS (SELECT 1 FROM stock_levels s WHERE s.franchise_id = $2 AND s.warehouse_id = $3 AND s.product_id = p.id)`);
  }
  if (ask.keyword) where.push(keywordMatch(params, ask.keyword));
  if (ask.categories) {
    params.push(ask.categories);
    where.push(`p.category = ANY($${params.length}::int[])`);
  }
  if (ask.ids) {
    params.push(ask.ids);
    where.push(`p.id = ANY($${params.length}::text[])`);
  }
  const from = `FROM products p WHERE ${where.join(' AND ')}`;
  const page = await db.query(
    `SELECT p.id AS "_id", ${nameColumn(ask.language)} AS name, ${imageColumn(ask.language)} AS image, p.category, p.sku, p.barcode
     ${from} ORDER BY ${nameColumn(ask.language)}, p.id LIMIT ${Number(ask.limit)} OFFSET ${Number(ask.offset)}`,
    params,
  );
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params);
  return { products: page.rows, totalCount: count.rows[0].total };
}
