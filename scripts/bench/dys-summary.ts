// Benchmark of the DYS summary at scale, on both engines (issue #24):
//   node --import tsx scripts/bench/dys-summary.ts [--stores 50] [--rows 200000] [--seconds 10]
//     [--concurrency 20] [--engine both|embedded|postgres] [--writes 1] [--postgres URL]
// For each engine (scripts/bench/gatewayHarness.ts): seeds the demo data, then grows the owner's
// franchise to --stores stores with 90 days of performance records (about --rows rows: DDS and
// DDS100 penalty logs, DTS records, KDS audits with their answers, STS criteria), starts the
// gateway, and while orders are being written (--writes checkouts a second and a simulator step a
// second) fires POST /api/dys-points/summary (the last 7, 30 and 90 days, all stores or one, a
// page of 25) from N concurrent clients, beside GET /api/health, and once more with every call a
// new period, so that no kept reply (gateway/routes/kept-reports.ts) answers it: the cost of a first
// look after a record changed. Ends with both engines against the targets: p95 at most 50 ms and at
// least 30% of /health's requests per second, at N clients.
import { parseArgs } from 'node:util';
import { currentFinancialMonth, addMonths } from '../../src/domain/financialMonth';
import { DTS_DECISION_SHARE, DTS_PRIORITY_POINTS } from '../../src/domain/dys/points';
import { DYS_PATHS } from '../../src/domain/paths';
import type { Db } from '../../gateway/db/db';
import { KDS_ANSWER_COLUMNS, kdsAnswerRow } from '../../gateway/db/kds';
import { KDS_FORMS } from '../../gateway/db/kds-forms';
import { insertRows } from '../../gateway/seed/bulk';
import { agent, call, harnessSettings, HARNESS_OPTIONS, load, onFreshGateway, report, seed, verdictRow, writeOrders, type Engine, type Result } from './gatewayHarness';

const { values } = parseArgs({
  options: {
    stores: { type: 'string', default: '50' },
    rows: { type: 'string', default: '200000' },
    orders: { type: 'string', default: '20000' },
    ...HARNESS_OPTIONS,
  },
  strict: true,
});
const STORES = Number(values.stores);
const ROWS = Number(values.rows);
if (!(STORES >= 3 && STORES <= 500)) throw new Error(`--stores ${values.stores}? 3 to 500`);
const { seconds: SECONDS, concurrency: CONCURRENCY, writesPerSecond: WRITES_PER_SECOND, engines: ENGINES } = harnessSettings(values);
const DAYS = 90;
const DAY = 24 * 60 * 60 * 1000;
const P95_TARGET_MS = 50;
const HEALTH_SHARE_TARGET = 0.3;

/** A DTS record's penalty in SQL, from the one rule's tables (src/domain/dys/points.ts). */
const dtsPenaltySql = `CASE WHEN status = 1000 THEN (CASE rule_priority ${Object.entries(DTS_PRIORITY_POINTS)
  .map(([priority, points]) => `WHEN ${priority} THEN ${points}`)
  .join(' ')} END) * (CASE decision ${Object.entries(DTS_DECISION_SHARE)
  .map(([decision, share]) => `WHEN ${decision} THEN ${share}`)
  .join(' ')} END) ELSE 0 END`;

/** The owner's franchise grown to STORES stores, with about ROWS performance records over DAYS days. */
async function growFranchise(db: Db): Promise<string> {
  const { rows: owners } = await db.query<{ franchise_id: string }>(`SELECT franchise_id FROM users WHERE username = 'owner'`);
  const franchiseId = owners[0]!.franchise_id;
  await db.query(
    `INSERT INTO warehouses (id, franchise_id, city_id, name, latitude, longitude, domain_types)
     SELECT 'bench-store-' || n, w.franchise_id, w.city_id, 'Bench store ' || lpad(n::text, 3, '0'), w.latitude + n * 0.001, w.longitude, w.domain_types
       FROM (SELECT * FROM warehouses WHERE franchise_id = $1 ORDER BY id LIMIT 1) w,
            generate_series(1, $2::int - (SELECT count(*)::int FROM warehouses WHERE franchise_id = $1)) n`,
    [franchiseId, STORES],
  );
  const { rows: stores } = await db.query<{ id: string }>(`SELECT id FROM warehouses WHERE franchise_id = $1 ORDER BY id`, [franchiseId]);
  const storeIds = stores.map((store) => store.id);
  // 70% penalty logs (DDS three in four, DDS100 the rest), 20% DTS records, the rest KDS answers
  await db.query(
    `INSERT INTO dds_penalty_logs (id, franchise_id, warehouse_id, kind, criterion, penalty, status, logged_at, objectable_until, description)
     SELECT 'bench-dds-' || n, $1, ($2::text[])[1 + n % array_length($2::text[], 1)],
            CASE WHEN n % 4 = 0 THEN 2 ELSE 1 END, 1 + n % 5, 0.5 * (1 + n % 6),
            (ARRAY[100, 100, 200, 300, 400])[1 + n % 5], t, t + interval '7 days', ''
       FROM generate_series(1, $3::int) n, LATERAL (SELECT now() - (n % ($4::int * 24 * 60)) * interval '1 minute' AS t) at`,
    [franchiseId, storeIds, Math.round(ROWS * 0.7), DAYS],
  );
  await db.query(
    `INSERT INTO dts_records (id, franchise_id, warehouse_id, rule_title, rule_number, rule_category, rule_priority, status, decision, occurred_at, created_at, penalty)
     SELECT id, franchise_id, warehouse_id, rule_title, rule_number, rule_category, rule_priority, status, decision, occurred_at, occurred_at, ${dtsPenaltySql}
       FROM (SELECT 'bench-dts-' || n AS id, $1 AS franchise_id, ($2::text[])[1 + n % array_length($2::text[], 1)] AS warehouse_id,
                    'Bench rule ' || (n % 20) AS rule_title, 100 + n % 20 AS rule_number, 1 + n % 5 AS rule_category, 1 + n % 3 AS rule_priority,
                    (ARRAY[100, 200, 1000, 1000, 1000])[1 + n % 5] AS status, CASE WHEN n % 5 >= 2 THEN 1 + n % 3 END AS decision,
                    now() - (n % ($4::int * 24 * 60)) * interval '1 minute' AS occurred_at
               FROM generate_series(1, $3::int) n) r`,
    [franchiseId, storeIds, Math.round(ROWS * 0.2), DAYS],
  );
  // KDS: an audit of each store every few days, its answers scored by the one rule (gateway/db/kds.ts)
  const answersPerAudit = 8;
  const auditsPerStore = Math.max(1, Math.round((ROWS * 0.1) / answersPerAudit / storeIds.length));
  const audits: unknown[][] = [];
  const answers: unknown[][] = [];
  storeIds.forEach((warehouseId, storeIndex) => {
    for (let index = 0; index < auditsPerStore; index++) {
      const id = `bench-kds-${storeIndex}-${index}`;
      const formType = 1 + (index % 3);
      const minutesAgo = Math.round(((index + 0.5) * DAYS * 24 * 60) / auditsPerStore);
      audits.push([id, franchiseId, warehouseId, formType, 'Bench auditor', minutesAgo, index + 1, minutesAgo, minutesAgo]);
      KDS_FORMS[formType]!.forEach((group, groupIndex) =>
        group.questions.forEach((question, questionIndex) => {
          const draw = (storeIndex + index + groupIndex + questionIndex) % 10;
          const answer = question.kind === 'choice' ? { answer: draw < 7 ? 1 : draw < 9 ? 2 : 3 } : { value: draw < 8 ? question.target! : question.target! + (question.better === 'higher' ? -5 : 5) };
          answers.push(kdsAnswerRow({ id, franchiseId, formType, language: 'tr' }, { group: groupIndex + 1, question: questionIndex + 1, ...answer }));
        }),
      );
    }
  });
  const ago = (p: string) => `now() - make_interval(mins => ${p}::int)`;
  await insertRows(db, 'kds_audits', ['id', 'franchise_id', 'warehouse_id', 'form_type', 'auditor', 'audited_at', 'round', 'completed_at', 'sent_at'], audits, {
    audited_at: ago,
    completed_at: ago,
    sent_at: ago,
  });
  await insertRows(db, 'kds_answers', KDS_ANSWER_COLUMNS, answers);
  // STS: the criteria of the month in progress and the three before, for the stores that have none
  const month = currentFinancialMonth(new Date(), 'Europe/Istanbul');
  await db.query(
    `INSERT INTO sts_criteria (id, franchise_id, warehouse_id, month, criterion, value, target, weight)
     SELECT 'bench-sts-' || w.id || '-' || m || '-' || c, $1, w.id, m, c, 1 + (length(w.id) + c) % 4, 2, 25
       FROM warehouses w, unnest($2::text[]) m, generate_series(1, 4) c
      WHERE w.franchise_id = $1 AND w.id LIKE 'bench-store-%'`,
    [franchiseId, [0, -1, -2, -3].map((count) => addMonths(month, count))],
  );
  for (const table of ['warehouses', 'dds_penalty_logs', 'dts_records', 'kds_audits', 'kds_answers', 'sts_criteria']) await db.exec(`ANALYZE ${table}`);
  const { rows: counted } = await db.query<{ rows: number }>(
    `SELECT (SELECT count(*) FROM dds_penalty_logs WHERE franchise_id = $1) + (SELECT count(*) FROM dts_records WHERE franchise_id = $1)
          + (SELECT count(*) FROM kds_answers WHERE franchise_id = $1) + (SELECT count(*) FROM sts_criteria WHERE franchise_id = $1) AS rows`,
    [franchiseId],
  );
  return `${storeIds.length} stores, ${Number(counted[0]!.rows).toLocaleString('en')} performance rows over ${DAYS} days`;
}

type Measured = { summary: Result; health: Result };

async function run(engine: Engine): Promise<Measured> {
  let grown = '';
  const seeding = async (store: Parameters<typeof seed>[0], where: string) => {
    console.log(`\n== ${engine}: seeding the demo data and a franchise of ${STORES} stores into ${where} ...`);
    return seed(store, Number(values.orders), async (db) => {
      grown = await growFranchise(db);
    });
  };
  return onFreshGateway(engine, values.postgres, 'bench-dys', seeding, async (served) => {
    const { url, headers, storeIds } = served;
    console.log(`Gateway ${url}: the owner's franchise has ${grown}\n`);
    const now = Date.now();
    const bodies = [7, 30, 90].flatMap((days) => {
      const period = { startDate: new Date(now - days * DAY).toISOString(), endDate: new Date(now).toISOString(), limit: 25, offset: 0 };
      return [JSON.stringify(period), JSON.stringify({ ...period, warehouseIds: [storeIds[days % storeIds.length]] }), JSON.stringify({ ...period, offset: 25 })];
    });
    const summary = (n: number) => call(`${url}/api${DYS_PATHS.dysSummary}`, 'POST', headers, bodies[n % bodies.length]);
    const health = () => call(`${url}/api/health`, 'GET', {});
    const writer = writeOrders(served, WRITES_PER_SECOND);
    await load('warm-up', CONCURRENCY, 1, summary);
    let measured: Measured | undefined;
    for (const concurrency of [1, CONCURRENCY]) {
      const summaryResult = await load(`POST /api${DYS_PATHS.dysSummary}`, concurrency, SECONDS, summary);
      const healthResult = await load('GET /api/health', concurrency, SECONDS, health);
      report(summaryResult);
      report(healthResult);
      if (concurrency === CONCURRENCY) {
        measured = { summary: summaryResult, health: healthResult };
        // each call a period starting a second earlier than the last: no kept reply, the queries themselves
        let shifted = 0;
        const computed = (n: number) => {
          const asked = JSON.parse(bodies[n % bodies.length]!) as { startDate: string };
          const startDate = new Date(Date.parse(asked.startDate) - 1000 * ++shifted).toISOString();
          return call(`${url}/api${DYS_PATHS.dysSummary}`, 'POST', headers, JSON.stringify({ ...asked, startDate }));
        };
        report(await load(`POST /api${DYS_PATHS.dysSummary}, each call a new period (nothing kept)`, concurrency, SECONDS, computed));
      }
    }
    console.log(await writer.stop());
    return measured!;
  });
}

async function main(): Promise<void> {
  const results: [Engine, Measured][] = [];
  try {
    for (const engine of ENGINES) results.push([engine, await run(engine)]);
  } finally {
    agent.destroy();
  }
  console.log(`\n${DYS_PATHS.dysSummary} against /health at ${CONCURRENCY} clients, ${STORES} stores, about ${ROWS.toLocaleString('en')} performance rows, ${WRITES_PER_SECOND > 0 ? `${WRITES_PER_SECOND} checkout(s) a second and a simulator step a second being written` : 'no writes'}`);
  console.log(`${'engine'.padEnd(10)}${'summary p95'.padStart(14)}${'summary rps'.padStart(14)}${'health rps'.padStart(13)}${'share'.padStart(8)}   targets: p95 <= ${P95_TARGET_MS} ms, share >= ${HEALTH_SHARE_TARGET * 100}%`);
  for (const [engine, { summary, health }] of results) console.log(verdictRow(engine, summary, health, P95_TARGET_MS, HEALTH_SHARE_TARGET));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
