// The CSV export of /staff/stats against the real POST /staff/stats: react-admin's ExportButton
// asks the data provider for up to 10,000 rows at once, the report's mapping, from its declaration, fetches them in pages
// the gateway accepts (at most 100 rows a call), and the CSV has one line per person with the
// figures the gateway computed. The franchise gets 130 extra couriers, so the export spans pages.
import type { RaRecord } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredMappings, withDeclaredCalls } from '../../dataProvider/declaredCalls';
import staffStats from '../../resources/staff/staff-stats';
import { LATE_DELIVERY_MINUTES, STAFF_STATS_COLUMNS, type StaffStatsReply } from '../../src/domain/staffStats';
import { MAX_PAGE_SIZE } from '../../src/domain/constants';
import { reportBody } from '../../src/domain/declaration/report';
import { frameworkMessages } from '../../src/framework/messages';
import { csvCell, toCsv } from '../../src/framework/views/csv';
import { fieldLabelKey } from '../../src/framework/views/fields/labels';
import { withSections } from '../../src/i18n/sections';
import { exportCell, type ExportContext } from '../../src/framework/views/exportCells';
import { MAX_EXPORT_ROWS } from '../../src/domain/constants';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, login, startGateway, type TestGateway } from './helpers';

let gateway: TestGateway;
let owner: LoginResponse;
const EXTRA = 130;

beforeAll(async () => {
  gateway = await startGateway();
  owner = await login(gateway.app, 'owner');
  // copies of one active courier of the owner's franchise, each its own person for the figures
  await gateway.db.query(
    `INSERT INTO couriers
       SELECT (jsonb_populate_record(NULL::couriers, to_jsonb(c) || jsonb_build_object('id', 'export-' || n, 'name', 'Ek Kurye ' || lpad(n::text, 3, '0')))).*
       FROM (SELECT * FROM couriers WHERE franchise_id = $1 AND is_active ORDER BY id LIMIT 1) c, generate_series(1, ${EXTRA}) n`,
    [owner.user.franchise._id],
  );
});
afterAll(() => gateway?.close());

/** The panel's gateway client, over the real routes with the owner's token; every call is kept. */
function panelClient() {
  const bodies: { limit: number; offset: number }[] = [];
  const http = {
    request: async (path: string, options: { method: string; body?: unknown }) => {
      const response = await call(gateway.app, owner.accessToken, options.method as 'POST', `/api${path}`, options.body);
      if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
      bodies.push(options.body as { limit: number; offset: number });
      return json(response);
    },
  };
  const provider = withDeclaredCalls({} as never, http as never, declaredMappings([staffStats]), () => ({ timeZone: 'Europe/Istanbul' }));
  return { provider, bodies };
}

const filter = { kind: 1 };
const sort = { field: 'name', order: 'ASC' as const };

describe('the staff statistics export', () => {
  it('fetches every courier in pages the gateway accepts and writes one CSV line per person with the gateway’s figures', async () => {
    // what the gateway has for the same period, page by page
    const { provider, bodies } = panelClient();
    const list = await provider.getList('staff-stats', { filter, sort, pagination: { page: 1, perPage: MAX_EXPORT_ROWS }, meta: { export: true } });
    const { data } = list;
    const total = list.total ?? -1;
    expect(total).toBeGreaterThan(MAX_PAGE_SIZE);
    expect(data).toHaveLength(total);
    expect(new Set(data.map((row) => row.id)).size).toBe(total);
    expect(data.filter((row) => String(row.id).startsWith('export-'))).toHaveLength(EXTRA);
    // pages of the gateway's largest size, one after the other, no more calls than needed
    expect(bodies.map((body) => [body.limit, body.offset])).toEqual(
      Array.from({ length: Math.ceil(total / MAX_PAGE_SIZE) }, (_, page) => [MAX_PAGE_SIZE, page * MAX_PAGE_SIZE]),
    );

    // the CSV as the list's exporter writes it (useCsvExporter): the courier columns, labelled
    const columns = STAFF_STATS_COLUMNS[1];
    // each header the English catalogue's text for the field's label key, as the exporter translates it
    const catalogue = withSections({ resources: { 'staff-stats': staffStats.messages!.en } }, [frameworkMessages], 'en');
    const text = (key: string) => String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue));
    const label = (source: string) => text(fieldLabelKey(staffStats.name, source, staffStats.fields[source]!));
    const context = { translate: (key: string) => key, format: {} as ExportContext['format'], references: new Map() } satisfies ExportContext;
    const csv = toCsv(
      columns.map(label),
      data.map((record: RaRecord) => columns.map((source) => exportCell(source, staffStats.fields[source], record, context))),
    );
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(total + 1);
    expect(lines[0]).toBe(`Name,Store,Deliveries,Avg. delivery (min),Rating,Late % (over ${LATE_DELIVERY_MINUTES} min),Utilisation %`);

    // each person's line holds what one page of the gateway says of them
    const first = json<StaffStatsReply>(
      await call(gateway.app, owner.accessToken, 'POST', '/api/staff/stats', { ...bodies[0], limit: MAX_PAGE_SIZE, offset: 0 }),
    );
    for (const person of first.people.slice(0, 10)) {
      const cells = [person.name, person.warehouse.name, person.deliveries, person.avgDeliveryMinutes, person.rating, person.latePercent, person.utilisationPercent];
      expect(lines).toContain(cells.map(csvCell).join(','));
    }
  });

  it('the same export asked in one call is refused by the gateway (limit), which is why it goes in pages', async () => {
    const whole = reportBody(staffStats, { filter, sort, pagination: { page: 1, perPage: MAX_EXPORT_ROWS } }, { timeZone: 'Europe/Istanbul' });
    const response = await call(gateway.app, owner.accessToken, 'POST', '/api/staff/stats', whole);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('limit');
    const page = await call(gateway.app, owner.accessToken, 'POST', '/api/staff/stats', { ...whole, limit: MAX_PAGE_SIZE });
    expect(page.statusCode, page.body).toBe(200);
  });
});
