// The layout's calls (spec section 7): favourite pages, the franchise switch, the franchise and
// its warehouses, legal agreements with their signed PDF link, and the sidebar badge counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_LINK_TTL_SECONDS } from '../../gateway/auth/signed-links';
import { FAVORITES_MAX } from '../../gateway/db/favorites';
import { renderTextPdf, toAscii, wrap } from '../../gateway/pdf';
import { PEOPLE_ROLE } from '../../src/domain/brand';
import type { Country, LoginResponse, User } from '../../src/domain/types';
import { call, json, listQuery, login, startGateway, type TestGateway } from './helpers';

let gateway: TestGateway;
let owner: LoginResponse;
let gbowner: LoginResponse;
let tr1: string;
let tr2: string;

const ids = async (sql: string, params: unknown[]) =>
  (await gateway.db.query<{ id: string }>(sql, params)).rows.map((row) => row.id).sort();

beforeAll(async () => {
  gateway = await startGateway();
  [owner, gbowner] = await Promise.all([login(gateway.app, 'owner'), login(gateway.app, 'gbowner')]);
  tr1 = owner.user.franchise._id;
  tr2 = owner.user.franchises.find((franchise) => franchise._id !== tr1)!._id;
});
afterAll(() => gateway?.close());

describe('favourite pages', () => {
  let token: string;
  const favorites = async (method: 'GET' | 'POST' | 'DELETE', pagePath?: string) => {
    const response = await call(gateway.app, token, method, '/api/users/favorites/pages', pagePath === undefined ? undefined : { pagePath });
    expect(response.statusCode, response.body).toBe(200);
    return json<{ favorites: string[] }>(response).favorites;
  };
  beforeAll(async () => {
    token = (await login(gateway.app, 'manager')).accessToken;
  });

  it('round trip: added in order, adding twice keeps one, removing twice is harmless', async () => {
    expect(await favorites('GET')).toEqual([]);
    expect(await favorites('POST', '/map/live')).toEqual(['/map/live']);
    expect(await favorites('POST', '/staff/leave/list')).toEqual(['/map/live', '/staff/leave/list']);
    expect(await favorites('POST', '/map/live')).toEqual(['/map/live', '/staff/leave/list']);
    expect(await favorites('POST', '/dys/dds100/summary')).toEqual(['/map/live', '/staff/leave/list', '/dys/dds100/summary']);
    expect(await favorites('DELETE', '/map/live')).toEqual(['/staff/leave/list', '/dys/dds100/summary']);
    expect(await favorites('DELETE', '/map/live')).toEqual(['/staff/leave/list', '/dys/dds100/summary']);
    expect(await favorites('GET')).toEqual(['/staff/leave/list', '/dys/dds100/summary']);
  });

  it('refuses anything but a same-origin page path (400), storing nothing', async () => {
    const before = await favorites('GET');
    const bad: unknown[] = [
      { pagePath: 'fleet/vehicle/list' },
      { pagePath: '//evil.example/path' },
      { pagePath: 'https://evil.example/' },
      { pagePath: 'javascript:alert(1)' },
      { pagePath: '/a//b' },
      { pagePath: '/\\evil.example' },
      { pagePath: '/../admin' },
      { pagePath: '/staff/./list' },
      { pagePath: '/staff list' },
      { pagePath: '/map/live?x=1' },
      { pagePath: '/map/live#top' },
      { pagePath: `/${'a'.repeat(200)}` },
      { pagePath: '' },
      { pagePath: 42 },
      { pagePath: ['/map/live'] },
      {},
      { pagePath: '/map/live', extra: true },
    ];
    for (const body of bad) {
      const response = await call(gateway.app, token, 'POST', '/api/users/favorites/pages', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
    }
    expect((await call(gateway.app, token, 'DELETE', '/api/users/favorites/pages', { pagePath: '//x' })).statusCode).toBe(400);
    expect(await favorites('GET')).toEqual(before);
    // the longest allowed path is accepted
    const longest = `/${'a'.repeat(199)}`;
    expect(await favorites('POST', longest)).toContain(longest);
    await favorites('DELETE', longest);
  });

  it(`keeps at most ${FAVORITES_MAX} pages`, async () => {
    const start = (await favorites('GET')).length;
    for (let n = start; n < FAVORITES_MAX; n++) await favorites('POST', `/page/${n}`);
    expect(await favorites('GET')).toHaveLength(FAVORITES_MAX);
    const full = await call(gateway.app, token, 'POST', '/api/users/favorites/pages', { pagePath: '/one/more' });
    expect(full.statusCode).toBe(400);
    expect(json(full).code).toBe('FAVORITES_LIMIT');
    // one already there is still fine
    expect(await favorites('POST', '/staff/leave/list')).toHaveLength(FAVORITES_MAX);
  });
});

describe('switching franchise', () => {
  const switchTo = (token: string, userId: string, body: unknown) =>
    call(gateway.app, token, 'PUT', `/api/users/${userId}/franchise`, body);

  it('moves the session: the reply, the next /auth/me and the vehicle list are the new franchise’s', async () => {
    const session = await login(gateway.app, 'owner');
    const timezone = session.country.timezones[0];
    const response = await switchTo(session.accessToken, session.user._id, { franchise: tr2, timezone });
    expect(response.statusCode, response.body).toBe(200);
    const reply = json<{ user: User; country: Country }>(response);
    expect(reply.user.franchise._id).toBe(tr2);
    expect(reply.country.code.alpha2).toBe('TR');

    const me = json<{ user: User }>(await call(gateway.app, session.accessToken, 'GET', '/api/auth/me'));
    expect(me.user.franchise._id).toBe(tr2);
    const vehicles = await call(gateway.app, session.accessToken, 'GET', `/api/vehicles${listQuery({ range: [0, 99] })}`);
    expect(json<{ id: string }[]>(vehicles).map((row) => row.id).sort()).toEqual(await ids(`SELECT id FROM vehicles WHERE franchise_id = $1`, [tr2]));
    const [tr1Vehicle] = await ids(`SELECT id FROM vehicles WHERE franchise_id = $1`, [tr1]);
    expect((await call(gateway.app, session.accessToken, 'GET', `/api/vehicles/${tr1Vehicle}`)).statusCode).toBe(404);

    // a refreshed token stays in the new franchise, and the next sign-in starts there
    const refreshed = await call(gateway.app, null, 'POST', '/api/auth/token/refresh', { refreshToken: session.refreshToken });
    const again = json<{ user: User }>(await call(gateway.app, json(refreshed).accessToken as string, 'GET', '/api/auth/me'));
    expect(again.user.franchise._id).toBe(tr2);
    expect((await login(gateway.app, 'owner')).user.franchise._id).toBe(tr2);
    const stored = await gateway.db.query<{ timezone: unknown }>(`SELECT timezone FROM users WHERE id = $1`, [session.user._id]);
    expect(stored.rows[0].timezone).toEqual(timezone);

    // the other session of the owner (signed in before) is not moved
    expect(json<{ user: User }>(await call(gateway.app, owner.accessToken, 'GET', '/api/auth/me')).user.franchise._id).toBe(tr1);
    expect((await switchTo(session.accessToken, session.user._id, { franchise: tr1 })).statusCode).toBe(200);
  });

  it('is refused for a franchise not in the list (404), a time zone of another country (400), bad input (400)', async () => {
    const session = await login(gateway.app, 'owner');
    const other = await switchTo(session.accessToken, session.user._id, { franchise: gbowner.user.franchise._id });
    expect(other.statusCode).toBe(404);
    const zone = await switchTo(session.accessToken, session.user._id, { franchise: tr2, timezone: gbowner.country.timezones[0] });
    expect(zone.statusCode).toBe(400);
    expect(json(zone).code).toBe('TIMEZONE_INVALID');
    for (const body of [{}, { franchise: 5 }, { franchise: tr2, extra: 1 }, { franchise: tr2, timezone: { timezone: 'Europe/Istanbul' } }]) {
      expect((await switchTo(session.accessToken, session.user._id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(json<{ user: User }>(await call(gateway.app, session.accessToken, 'GET', '/api/auth/me')).user.franchise._id).toBe(tr1);
  });

  it(`needs ${PEOPLE_ROLE} with update, or change_franchise: the people role without update is refused`, async () => {
    const session = await login(gateway.app, 'owner');
    const saved = await gateway.db.query(`SELECT role_key, permissions FROM user_roles WHERE user_id = $1`, [session.user._id]);
    await gateway.db.query(`UPDATE user_roles SET permissions = '{read,write}' WHERE user_id = $1 AND role_key = $2`, [session.user._id, PEOPLE_ROLE]);
    await gateway.db.query(`DELETE FROM user_roles WHERE user_id = $1 AND role_key = 'change_franchise'`, [session.user._id]);
    const refused = await switchTo(session.accessToken, session.user._id, { franchise: tr2 });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).code).toBe('FORBIDDEN');

    await gateway.db.query(`INSERT INTO user_roles (user_id, role_key, permissions) VALUES ($1, 'change_franchise', '{read}')`, [session.user._id]);
    expect((await switchTo(session.accessToken, session.user._id, { franchise: tr2 })).statusCode).toBe(200);
    expect((await switchTo(session.accessToken, session.user._id, { franchise: tr1 })).statusCode).toBe(200);

    // and the people role with update alone is enough
    await gateway.db.query(`DELETE FROM user_roles WHERE user_id = $1 AND role_key = 'change_franchise'`, [session.user._id]);
    await gateway.db.query(`UPDATE user_roles SET permissions = '{read,update}' WHERE user_id = $1 AND role_key = $2`, [session.user._id, PEOPLE_ROLE]);
    expect((await switchTo(session.accessToken, session.user._id, { franchise: tr1 })).statusCode).toBe(200);

    await gateway.db.query(`DELETE FROM user_roles WHERE user_id = $1`, [session.user._id]);
    for (const row of saved.rows) {
      await gateway.db.query(`INSERT INTO user_roles (user_id, role_key, permissions) VALUES ($1, $2, $3)`, [session.user._id, row.role_key, row.permissions]);
    }
  });
});

describe('a franchise and its warehouses', () => {
  it('GET /franchises/:id answers a franchise of the user’s list with its country and warehouses', async () => {
    const response = await call(gateway.app, owner.accessToken, 'GET', `/api/franchises/${tr2}`);
    expect(response.statusCode).toBe(200);
    const franchise = json<{ _id: string; name: string; country: Country; warehouses: { _id: string }[] }>(response);
    expect(franchise).toMatchObject({ _id: tr2, name: 'Avrupa Yakası Franchise', country: { code: { alpha2: 'TR' } } });
    expect(franchise.warehouses.map((warehouse) => warehouse._id).sort()).toEqual(await ids(`SELECT id FROM warehouses WHERE franchise_id = $1`, [tr2]));
  });

  it('GET /users/warehouses/ answers the session franchise’s warehouses with city and location', async () => {
    for (const path of ['/api/users/warehouses/', '/api/users/warehouses']) {
      const response = await call(gateway.app, gbowner.accessToken, 'GET', path);
      expect(response.statusCode).toBe(200);
      const { warehouses } = json<{ warehouses: { _id: string; city: { name: string }; location: { coordinates: number[] } }[] }>(response);
      expect(warehouses.map((warehouse) => warehouse._id).sort()).toEqual(
        await ids(`SELECT id FROM warehouses WHERE franchise_id = $1`, [gbowner.user.franchise._id]),
      );
      for (const warehouse of warehouses) {
        expect(warehouse.city.name).toBe('London');
        expect(warehouse.location.coordinates[1]).toBeCloseTo(51.5, 0);
      }
    }
  });
});

describe('legal agreements', () => {
  type Item = { _id: string; fileName: string; isAcceptance: boolean };
  const filter = async (token: string) => json<{ accepted: Item[]; notAccepted: Item[] }>(await call(gateway.app, token, 'GET', '/api/franchises/agreement/filter'));

  it('splits the franchise’s and the global agreements into accepted and not accepted; accepting moves one', async () => {
    const listed = await filter(owner.accessToken);
    expect([...listed.accepted, ...listed.notAccepted].map((item) => item._id).sort()).toEqual(
      await ids(`SELECT id FROM agreements WHERE franchise_id IS NULL OR franchise_id = $1`, [tr1]),
    );
    expect(listed.accepted).toHaveLength(1);
    expect(listed.accepted.every((item) => item.isAcceptance)).toBe(true);
    expect(listed.notAccepted.every((item) => !item.isAcceptance && item.fileName.endsWith('.pdf'))).toBe(true);

    const target = listed.notAccepted[0];
    for (let n = 0; n < 2; n++) {
      const accepted = await call(gateway.app, owner.accessToken, 'POST', `/api/franchises/agreement/${target._id}/accept`);
      expect(accepted.statusCode).toBe(200);
    }
    const after = await filter(owner.accessToken);
    expect(after.accepted.map((item) => item._id)).toContain(target._id);
    expect(after.notAccepted.map((item) => item._id)).not.toContain(target._id);
    expect(after.accepted.length + after.notAccepted.length).toBe(listed.accepted.length + listed.notAccepted.length);
    // accepted for the owner in this franchise only: the London owner still sees the global one open
    const london = await filter(gbowner.accessToken);
    expect(london.accepted).toEqual([]);
    expect((await call(gateway.app, owner.accessToken, 'POST', '/api/franchises/agreement/000000000000000000000000/accept')).statusCode).toBe(404);
  });

  it('downloads through a short-lived signed link that works without a bearer token', async () => {
    const [agreement] = (await filter(owner.accessToken)).notAccepted.concat((await filter(owner.accessToken)).accepted);
    const response = await call(gateway.app, owner.accessToken, 'GET', `/api/franchises/agreement/${agreement._id}/download`);
    expect(response.statusCode).toBe(200);
    const { url } = json<{ url: string }>(response);
    expect(url).toMatch(new RegExp(`^/api/franchises/agreement/${agreement._id}/file\\?expires=\\d+&signature=[0-9a-f]{64}$`));

    const file = await gateway.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${agreement.fileName}"; filename*=UTF-8''${agreement.fileName}`);
    const { rows } = await gateway.db.query<{ title: string }>(`SELECT title FROM agreements WHERE id = $1`, [agreement._id]);
    expectValidPdf(file.rawPayload, toAscii(rows[0].title));
  });

  it('refuses a tampered or expired link with 403', async () => {
    const [one, two] = await ids(`SELECT id FROM agreements WHERE franchise_id IS NULL`, []);
    const { url } = json<{ url: string }>(await call(gateway.app, owner.accessToken, 'GET', `/api/franchises/agreement/${one}/download`));
    const parsed = new URL(url, 'http://gateway.test');
    const signature = parsed.searchParams.get('signature')!;
    const expires = Number(parsed.searchParams.get('expires'));
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const tampered = [
      `/api/franchises/agreement/${one}/file?expires=${expires}&signature=${flipped}`,
      `/api/franchises/agreement/${two}/file?expires=${expires}&signature=${signature}`,
      `/api/franchises/agreement/${one}/file?expires=${expires + 3600}&signature=${signature}`,
      `/api/franchises/agreement/${one}/file?expires=${expires}&signature=${signature.toUpperCase()}`,
      `/api/franchises/agreement/${one}/file?expires=${expires}&signature=short`,
    ];
    for (const link of tampered) {
      const response = await gateway.app.inject({ method: 'GET', url: link });
      expect(response.statusCode, link).toBe(403);
      expect(json(response).code).toBe('LINK_INVALID');
    }
    expect((await gateway.app.inject({ method: 'GET', url: `/api/franchises/agreement/${one}/file?expires=${expires}` })).statusCode).toBe(400);

    expect((await gateway.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    gateway.clock.advance(SIGNED_LINK_TTL_SECONDS * 1000);
    const expired = await gateway.app.inject({ method: 'GET', url });
    expect(expired.statusCode).toBe(403);
    expect(json(expired).code).toBe('LINK_EXPIRED');
  });
});

/** A well-formed PDF: header, objects where the xref says they are, trailer, and the text. */
function expectValidPdf(bytes: Buffer, text: string): void {
  const pdf = bytes.toString('latin1');
  expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
  expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(pdf)![1]);
  expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
  const entries = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
  expect(entries.length).toBeGreaterThanOrEqual(5);
  entries.forEach((offset, index) => expect(pdf.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`));
  const length = Number(/\/Length (\d+) >>\nstream\n/.exec(pdf)![1]);
  const streamStart = pdf.indexOf('stream\n') + 'stream\n'.length;
  expect(pdf.slice(streamStart + length, streamStart + length + '\nendstream'.length)).toBe('\nendstream');
  expect(pdf).toContain(`(${text}) Tj`);
}

describe('the PDF writer', () => {
  it('writes only ASCII, escapes parentheses, wraps long text and cuts at the page end', () => {
    expect(toAscii('Bölge Sözleşmesi – İstanbul’da')).toBe("Bolge Sozlesmesi - Istanbul'da");
    expect(wrap('aaa bbb ccc', 7)).toEqual(['aaa bbb', 'ccc']);
    expect(wrap('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    const pdf = renderTextPdf('Title (draft)', 'word '.repeat(5000));
    expectValidPdf(pdf, 'Title \\(draft\\)');
    expect(pdf.length).toBeLessThan(20_000);
    expect([...pdf].every((byte) => byte < 0x80)).toBe(true);
  });
});

describe('sidebar badges', () => {
  const counts = async (token: string) => {
    const response = await call(gateway.app, token, 'POST', '/api/sidebar-badges/count');
    expect(response.statusCode).toBe(200);
    return json<{ dtsCount: number; leavesCount: number; timesheetCount: number }>(response);
  };
  const expected = async (franchiseId: string) => {
    const { rows } = await gateway.db.query<{ dts: number; leaves: number; timesheets: number }>(
      `SELECT (SELECT count(*)::int FROM dts_records WHERE franchise_id = $1 AND status = 100) AS dts,
              (SELECT count(*)::int FROM leaves WHERE franchise_id = $1 AND status IN (100, 400)) AS leaves,
              (SELECT count(*)::int FROM timesheets WHERE franchise_id = $1 AND status = 100) AS timesheets`,
      [franchiseId],
    );
    return { dtsCount: rows[0].dts, leavesCount: rows[0].leaves, timesheetCount: rows[0].timesheets };
  };

  it('count the DTS records waiting for an apology (100), leaves pending (100) or pending for document (400), and pending timesheets', async () => {
    const tr = await counts(owner.accessToken);
    expect(tr).toEqual(await expected(tr1));
    expect(tr.dtsCount + tr.leavesCount + tr.timesheetCount).toBeGreaterThan(0);
    expect(await counts(gbowner.accessToken)).toEqual(await expected(gbowner.user.franchise._id));
  });

  it('follow the rows: a new pending leave, an apologised DTS record, an approved timesheet', async () => {
    const before = await counts(owner.accessToken);
    const [person] = await ids(`SELECT id FROM people WHERE franchise_id = $1 LIMIT 1`, [tr1]);
    // a leave of one day (migration 016's shape), waiting for its document, and a decided one
    const leave = (id: string, status: number) =>
      gateway.db.query(
        `INSERT INTO leaves (id, franchise_id, person_id, warehouse_id, type, status, starts_at, ends_at, workable_minutes)
         SELECT $1, $2, id, warehouse_id, 2, $4, current_date, current_date + 1, 450 FROM people WHERE id = $3`,
        [id, tr1, person, status],
      );
    await leave('leave-test', 400);
    await leave('leave-done', 200);
    const open = await gateway.db.query<{ id: string }>(`SELECT id FROM dts_records WHERE franchise_id = $1 AND status = 100 LIMIT 1`, [tr1]);
    const pending = await gateway.db.query<{ id: string }>(`SELECT id FROM timesheets WHERE franchise_id = $1 AND status = 100 LIMIT 1`, [tr1]);
    if (open.rows[0]) await gateway.db.query(`UPDATE dts_records SET status = 200 WHERE id = $1`, [open.rows[0].id]);
    if (pending.rows[0]) await gateway.db.query(`UPDATE timesheets SET status = 200 WHERE id = $1`, [pending.rows[0].id]);
    expect(await counts(owner.accessToken)).toEqual({
      leavesCount: before.leavesCount + 1,
      dtsCount: before.dtsCount - (open.rows[0] ? 1 : 0),
      timesheetCount: before.timesheetCount - (pending.rows[0] ? 1 : 0),
    });
  });

  it('accept a bare POST, an empty JSON body and {}, and refuse anything else', async () => {
    const headers = { authorization: `Bearer ${owner.accessToken}`, 'content-type': 'application/json' };
    for (const payload of ['', '{}']) {
      expect((await gateway.app.inject({ method: 'POST', url: '/api/sidebar-badges/count', headers, payload })).statusCode).toBe(200);
    }
    expect((await call(gateway.app, owner.accessToken, 'POST', '/api/sidebar-badges/count', { franchiseId: tr2 })).statusCode).toBe(400);
  });
});
