// The route walker the route-driven gateway tests share: the routes the gateway registers (Fastify's
// onRoute, recorded in app.registeredRoutes), and for each one a URL and a valid body naming the
// first Istanbul franchise's records, so a test of any rule reaches every route the moment it is
// registered.
import type { Db } from '../../../gateway/db/db';
import { REST_RESOURCES } from '../../../gateway/resources';
import type { RegisteredRoute } from '../../../gateway/routes/registered';
import { startGateway, type Method } from '../helpers';

/** The gateway's /api routes, read from a gateway started and closed for the purpose. */
export async function registeredApiRoutes(): Promise<RegisteredRoute[]> {
  const probe = await startGateway();
  const list = probe.app.registeredRoutes.filter((route) => route.url.startsWith('/api/'));
  await probe.close();
  return list;
}

/** Ids of the first Istanbul franchise (the owner's), which the walked calls send. */
export interface FirstFranchise {
  franchise: string;
  warehouse: string;
  city: string;
  order: string;
  picker: string;
  courier: string;
  vehicle: string;
  agreement: string;
  shiftSlot: string;
  shiftRequest: string;
  /** The owner's user id. */
  owner: string;
  /** Each REST resource's first record of the franchise, by resource name. */
  records: Record<string, string>;
  /** A typed resource's first record's type key (`rest.typedBy`), by resource name. */
  recordTypes: Record<string, string>;
}

export async function firstFranchise(db: Db, franchise: string, owner: string): Promise<FirstFranchise> {
  const first = async (sql: string, params: unknown[]) => (await db.query<{ id: string }>(sql, params)).rows[0].id;
  const warehouse = await first(`SELECT id FROM warehouses WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [franchise]);
  const records: Record<string, string> = {};
  const recordTypes: Record<string, string> = {};
  for (const resource of REST_RESOURCES) {
    const typed = resource.typedBy;
    const { rows } = await db.query<{ id: string; type: number | null }>(
      `SELECT ${resource.idColumn} AS id, ${typed ? typed.column : 'NULL::int'} AS type FROM ${resource.table} WHERE ${resource.scopeColumn} = $1 ORDER BY 1 LIMIT 1`,
      [franchise],
    );
    records[resource.name] = rows[0]!.id;
    if (typed) recordTypes[resource.name] = [...typed.keys].find(([, value]) => value === rows[0]!.type)![0];
  }
  // a stock row, whose declared action the stock routes serve (gateway/routes/stock.ts)
  records['stock-current'] = await first(`SELECT id FROM stock_levels WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [franchise]);
  return {
    franchise,
    warehouse,
    city: await first(`SELECT city_id AS id FROM warehouses WHERE id = $1`, [warehouse]),
    order: await first(`SELECT id FROM orders WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [franchise]),
    picker: await first(`SELECT id FROM pickers WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [franchise]),
    courier: await first(`SELECT id FROM couriers WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [franchise]),
    vehicle: await first(`SELECT id FROM vehicles WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [franchise]),
    agreement: await first(`SELECT id FROM agreements WHERE franchise_id = $1 ORDER BY id LIMIT 1`, [franchise]),
    shiftSlot: await first(`SELECT id FROM shift_slots WHERE franchise_id = $1 AND status = 100 ORDER BY id LIMIT 1`, [franchise]),
    shiftRequest: await first(`SELECT id FROM shift_plan_requests WHERE franchise_id = $1 AND status = 200 ORDER BY id LIMIT 1`, [franchise]),
    owner,
    records,
    recordTypes,
  };
}

export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean;
  enum?: unknown[];
  items?: Schema;
  default?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
  anyOf?: Schema[];
}

const weekAgo = () => new Date(Date.now() - 7 * 86400_000).toISOString();
const now = () => new Date().toISOString();

export const methodOf = (route: RegisteredRoute) => route.method as Method;
export const bodySchemaOf = (route: RegisteredRoute) => (route.schema as { body?: Schema } | undefined)?.body;
export const querySchemaOf = (route: RegisteredRoute) => (route.schema as { querystring?: Schema } | undefined)?.querystring;

/** URLs and valid bodies of the walked routes, naming `ids`' records. */
export function routeSamples(ids: FirstFranchise) {
  /** The franchise's value for each path parameter; a route with another one fails until it is added here. */
  function pathParam(name: string, url: string): string {
    // a record's own calls (`/:id`, its actions and history) take the record's id
    const rest = REST_RESOURCES.find(
      (resource) =>
        url === `/api${resource.path}/:id` || url.startsWith(`/api/${resource.name}/:id/`) || (resource.typedBy && url === `/api${resource.path}/:type/:id`),
    );
    if (name === 'id' && rest) return ids.records[rest.name];
    if (name === 'id' && url.startsWith('/api/stock-current/:id/')) return ids.records['stock-current'];
    // a typed record's type (`rest.typedBy`): its key
    if (name === 'type' && rest?.typedBy) return ids.recordTypes[rest.name];
    const values: Record<string, string> = {
      warehouseId: ids.warehouse,
      orderId: ids.order,
      pickerId: ids.picker,
      agreementId: ids.agreement,
      franchiseId: ids.franchise,
      userId: ids.owner,
      slotId: ids.shiftSlot,
      requestId: ids.shiftRequest,
      kind: 'successful',
      // a file's key (the signed file links, whose signature is the key: they answer without it)
      key: '00000000-0000-4000-8000-000000000000',
    };
    if (!(name in values)) throw new Error(`${url}: no value of the first franchise for :${name}; add one to pathParam`);
    return values[name];
  }

  /** The route's URL, a path parameter replaced by `replace` when it says so. */
  const urlOf = (route: RegisteredRoute, replace?: (name: string, value: string) => string) =>
    route.url.replace(/:(\w+)/g, (_, name: string) => {
      const value = pathParam(name, route.url);
      return encodeURIComponent(replace ? replace(name, value) : value);
    });

  /** Body fields that name the franchise's records (sent whenever a body declares them), and fields with a form of their own. */
  const named = (): Record<string, unknown> => ({
    warehouseId: ids.warehouse,
    warehouseIds: [ids.warehouse],
    pickerIds: [ids.picker],
    courierId: ids.courier,
    city: ids.city,
    franchise: ids.franchise,
    startDate: weekAgo(),
    endDate: now(),
    createdAtStart: weekAgo(),
    createdAtEnd: now(),
    updatedAt: '2024-01-01T00:00:00.000Z',
    pagePath: '/fleet/vehicle/list',
    utcOffset: 180,
    // a month: the courier and picker programs' financial month, the staff tally's month
    month: '2026-11',
    // the checked field kinds (a candidate's create): valid, so the franchise checks are what answer;
    // the London owner is who gets past the access rule, and a GB national id is an NI number
    nationalId: 'JG103759A',
    phone: '+90 5321234567',
    fileName: 'scan.pdf',
    contentType: 'application/pdf',
    // a timesheet v2 edit (its fields are all optional): a valid value, so the franchise check answers
    leaveMinutes: 0,
    // the staff tally's zone
    timeZone: 'Europe/London',
    // a leave's edit (its note), so its PUT gets past the schema to the franchise check
    note: 'Back on Monday',
  });

  /** A valid value of `schema`: the named fields' values, the required ones built from their type. */
  function sample(schema: Schema, name?: string): unknown {
    const values = named();
    if (name && name in values) return values[name];
    if (schema.default !== undefined) return schema.default;
    if (schema.enum) return schema.enum[0];
    if (schema.anyOf) return sample(schema.anyOf[0], name);
    const type = [schema.type ?? 'object'].flat().find((t) => t !== 'null');
    switch (type) {
      case 'object': {
        const body: Record<string, unknown> = {};
        for (const [key, property] of Object.entries(schema.properties ?? {})) {
          if (schema.required?.includes(key) || key in values) body[key] = sample(property, key);
        }
        return body;
      }
      case 'array':
        return [sample(schema.items ?? {}, undefined)];
      case 'integer':
      case 'number':
        return schema.minimum ?? 1;
      case 'boolean':
        return true;
      default:
        if (schema.format === 'date-time') return now();
        if (schema.format === 'date') return '2024-01-01';
        return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
  }

  const bodyOf = (route: RegisteredRoute) => {
    const schema = bodySchemaOf(route);
    return schema ? sample(schema) : undefined;
  };

  return { pathParam, urlOf, sample, bodyOf };
}
