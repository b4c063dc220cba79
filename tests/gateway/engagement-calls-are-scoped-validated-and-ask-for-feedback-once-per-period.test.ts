// The engagement calls (issue 13): GET /survey-link answers the session franchise's running
// survey (its own before its country's, never a switched-off or past one); POST /feedback stores
// {rating, feedback, from, franchiseId} and refuses a second answer within FEEDBACK_PERIOD_DAYS
// (409 with a message), a bad body (400 naming the field) and another franchise's id; GET
// /boosted-feature never serves a redirect outside the panel, and none can be stored; GET
// /contact-us answers the session franchise's contacts; each call refuses a user without its role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoostedFeature } from '../../gateway/db/engagement';
import {
  FEEDBACK_PERIOD_DAYS,
  type BoostedFeatureReply,
  type ContactsReply,
  type FeedbackStatusReply,
  type SurveyLinkReply,
} from '../../src/domain/engagement';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, login, startGateway, type TestGateway } from './helpers';

let gateway: TestGateway;
const users = {} as Record<'owner' | 'manager' | 'gbowner' | 'noroles' | 'employee', LoginResponse>;

beforeAll(async () => {
  gateway = await startGateway();
  for (const name of ['owner', 'manager', 'gbowner', 'noroles', 'employee'] as const) users[name] = await login(gateway.app, name);
});
afterAll(() => gateway?.close());

const get = async <T>(user: keyof typeof users, url: string) => {
  const response = await call(gateway.app, users[user].accessToken, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return json<T>(response);
};
const franchiseOf = (user: keyof typeof users) => users[user].user.franchise._id;

describe('GET /survey-link', () => {
  it('answers the franchise’s own running survey before its country’s, and the country’s to another franchise', async () => {
    const own = await get<SurveyLinkReply>('owner', '/api/survey-link');
    expect(own.active).toBe(true);
    const { rows } = await gateway.db.query<{ link: string }>(`SELECT link FROM surveys WHERE franchise_id = $1`, [franchiseOf('owner')]);
    expect(own.link).toBe(rows[0].link);
    const london = await get<SurveyLinkReply>('gbowner', '/api/survey-link');
    expect(london.active).toBe(true);
    expect(london.link).not.toBe(own.link);
    expect(london.link).toMatch(/^https:\/\/.+\/gb-/);
  });

  it('is not active when the only survey left is switched off or over', async () => {
    const gb = franchiseOf('gbowner');
    await gateway.db.query(`UPDATE surveys SET active = false WHERE country_id = (SELECT country_id FROM franchises WHERE id = $1) AND starts_at <= now() AND ends_at > now()`, [gb]);
    try {
      expect(await get<SurveyLinkReply>('gbowner', '/api/survey-link')).toEqual({ link: null, active: false });
    } finally {
      await gateway.db.query(
        `UPDATE surveys SET active = true WHERE country_id = (SELECT country_id FROM franchises WHERE id = $1) AND starts_at <= now() AND ends_at > now() AND link LIKE '%/gb-q%'`,
        [gb],
      );
    }
    expect((await get<SurveyLinkReply>('gbowner', '/api/survey-link')).active).toBe(true);
  });
});

describe('POST /feedback', () => {
  const body = (user: keyof typeof users, extra: Record<string, unknown> = {}) => ({ rating: 4, feedback: '  Clear screens.  ', from: '/staff/list', franchiseId: franchiseOf(user), ...extra });

  it('stores the answer, then refuses a second one within the period with 409 and a message', async () => {
    expect((await get<FeedbackStatusReply>('owner', '/api/feedback/status')).due).toBe(true);
    const first = await call(gateway.app, users.owner.accessToken, 'POST', '/api/feedback', body('owner'));
    expect(first.statusCode, first.body).toBe(201);
    const { rows } = await gateway.db.query<{ rating: number; feedback: string; from_path: string; franchise_id: string; user_id: string }>(
      `SELECT rating, feedback, from_path, franchise_id, user_id FROM nps_feedback WHERE user_id = $1 AND franchise_id = $2`,
      [users.owner.user._id, franchiseOf('owner')],
    );
    expect(rows).toEqual([{ rating: 4, feedback: 'Clear screens.', from_path: '/staff/list', franchise_id: franchiseOf('owner'), user_id: users.owner.user._id }]);
    const status = await get<FeedbackStatusReply>('owner', '/api/feedback/status');
    expect(status.due).toBe(false);

    gateway.clock.advance((FEEDBACK_PERIOD_DAYS - 1) * 86_400_000);
    users.owner = await login(gateway.app, 'owner');
    const second = await call(gateway.app, users.owner.accessToken, 'POST', '/api/feedback', body('owner', { rating: 1 }));
    expect(second.statusCode).toBe(409);
    expect(json(second)).toMatchObject({ code: 'FEEDBACK_ALREADY_GIVEN' });
    expect(String(json(second).message)).toMatch(/already/i);
    const { rows: after } = await gateway.db.query(`SELECT 1 FROM nps_feedback WHERE user_id = $1 AND franchise_id = $2`, [users.owner.user._id, franchiseOf('owner')]);
    expect(after).toHaveLength(1);

    // once the period has passed the user is asked again
    gateway.clock.advance(2 * 86_400_000);
    users.owner = await login(gateway.app, 'owner');
    expect((await get<FeedbackStatusReply>('owner', '/api/feedback/status')).due).toBe(true);
    const later = await call(gateway.app, users.owner.accessToken, 'POST', '/api/feedback', body('owner', { rating: 5 }));
    expect(later.statusCode, later.body).toBe(201);
    // back to today for the other tests, with fresh sessions
    gateway.clock.current = new Date();
    for (const name of Object.keys(users) as (keyof typeof users)[]) users[name] = await login(gateway.app, name);
  });

  it('asks again a user whose last answer is older than the period (the seeded London owner)', async () => {
    expect((await get<FeedbackStatusReply>('gbowner', '/api/feedback/status')).due).toBe(true);
  });

  it.each([
    ['no rating', { rating: undefined }, 'rating'],
    ['a rating of 0', { rating: 0 }, 'rating'],
    ['a rating of 6', { rating: 6 }, 'rating'],
    ['a text too long', { feedback: 'x'.repeat(2001) }, 'feedback'],
    ['no from', { from: undefined }, 'from'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_name, change, field) => {
    const before = await gateway.db.query(`SELECT 1 FROM nps_feedback`);
    const response = await call(gateway.app, users.gbowner.accessToken, 'POST', '/api/feedback', JSON.parse(JSON.stringify(body('gbowner', change))));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(field);
    expect((await gateway.db.query(`SELECT 1 FROM nps_feedback`)).rows).toHaveLength(before.rows.length);
  });

  it('refuses an answer naming another franchise (404) and stores nothing', async () => {
    const response = await call(gateway.app, users.gbowner.accessToken, 'POST', '/api/feedback', body('gbowner', { franchiseId: franchiseOf('owner') }));
    expect(response.statusCode).toBe(404);
    const { rows } = await gateway.db.query(`SELECT 1 FROM nps_feedback WHERE user_id = $1 AND franchise_id = $2`, [users.gbowner.user._id, franchiseOf('owner')]);
    expect(rows).toHaveLength(0);
  });
});

describe('GET /boosted-feature', () => {
  it('serves the running feature with its localized texts and a panel path', async () => {
    const reply = await get<BoostedFeatureReply>('owner', '/api/boosted-feature');
    expect(reply.active).toBe(true);
    expect(reply.content).toMatchObject({ redirectPath: '/commercial/order/stats', title: { en: expect.any(String), tr: expect.any(String) } });
    expect(reply.content!.description.tr).toContain('<');
  });

  it('refuses to store a redirect outside the panel', async () => {
    for (const redirectPath of ['https://evil.example/x', '//evil.example', '/\\evil.example', '/%2F%2Fevil.example', 'javascript:alert(1)', '/api/auth/logout', '/a/../../x']) {
      await expect(
        createBoostedFeature(gateway.db, {
          id: `bad-${redirectPath.length}`,
          countryId: 'x',
          franchiseId: null,
          active: true,
          titleKey: 't',
          descriptionKey: 'd',
          title: { en: 't' },
          description: { en: 'd' },
          imageUrl: '/x.svg',
          redirectPath,
          startsAt: new Date(),
          endsAt: new Date(Date.now() + 1000),
        }),
        redirectPath,
      ).rejects.toThrow(RangeError);
    }
  });

  it('does not serve one whose stored redirect leaves the panel (written around the check)', async () => {
    const gb = franchiseOf('gbowner');
    await gateway.db.query(
      `INSERT INTO boosted_features (id, country_id, franchise_id, active, title_key, description_key, title, description, image_url, redirect_path, starts_at, ends_at)
       SELECT 'evil-one', country_id, id, true, 't', 'd', '{"en":"t"}', '{"en":"d"}', '/x.svg', '/%2F%2Fevil.example', now() - interval '1 hour', now() + interval '1 day' FROM franchises WHERE id = $1`,
      [gb],
    );
    expect(await get<BoostedFeatureReply>('gbowner', '/api/boosted-feature')).toEqual({ active: false, content: null });
    // the owner's franchise is untouched by it
    expect((await get<BoostedFeatureReply>('owner', '/api/boosted-feature')).active).toBe(true);
    await gateway.db.query(`DELETE FROM boosted_features WHERE id = 'evil-one'`);
    expect((await get<BoostedFeatureReply>('gbowner', '/api/boosted-feature')).active).toBe(true);
  });
});

describe('GET /contact-us', () => {
  it('answers the session franchise’s support, operations and finance contacts only', async () => {
    const own = await get<ContactsReply>('owner', '/api/contact-us');
    expect(own.contacts.map((contact) => contact.kind)).toEqual(['support', 'operations', 'finance']);
    const { rows } = await gateway.db.query<{ phone: string }>(`SELECT phone FROM franchise_contacts WHERE franchise_id = $1 ORDER BY phone`, [franchiseOf('owner')]);
    expect(own.contacts.map((contact) => contact.phone).sort()).toEqual(rows.map((row) => row.phone));
    for (const contact of own.contacts) {
      expect(contact.phone).toMatch(/^\+90/);
      expect(contact.email).toMatch(/@/);
      expect(contact.hours.tr).toBeTruthy();
    }
    const london = await get<ContactsReply>('gbowner', '/api/contact-us');
    const ownPhones = new Set(own.contacts.map((contact) => contact.phone));
    expect(london.contacts.some((contact) => ownPhones.has(contact.phone))).toBe(false);
    expect(london.contacts.every((contact) => contact.phone.startsWith('+44'))).toBe(true);
  });
});

describe('roles', () => {
  it.each([
    ['GET', '/api/survey-link'],
    ['GET', '/api/feedback/status'],
    ['POST', '/api/feedback'],
    ['GET', '/api/boosted-feature'],
    ['GET', '/api/contact-us'],
  ] as const)('%s %s refuses a user without its role (403) and a caller without a token (401)', async (method, url) => {
    const payload = method === 'POST' ? { rating: 3, from: '/', franchiseId: franchiseOf('manager') } : undefined;
    const refused = await call(gateway.app, users.manager.accessToken, method, url, payload);
    expect(refused.statusCode, refused.body).toBe(403);
    expect((await call(gateway.app, users.noroles.accessToken, method, url, payload)).statusCode).toBe(403);
    expect((await call(gateway.app, null, method, url, payload)).statusCode).toBe(401);
  });
});

describe('the component tests’ replies', () => {
  /** A value's shape: its type, and for objects and arrays their members' shapes. */
  const shape = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(shape)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([key, item]) => [key, shape(item)]))
        : value === null
          ? 'null'
          : typeof value;

  it('have the shapes of the gateway’s own answers', async () => {
    const replies = await import('../component/support/engagementReplies');
    const fresh = await startGateway();
    try {
      const gbowner = await login(fresh.app, 'gbowner');
      const owner = await login(fresh.app, 'owner');
      const answer = async (token: string, method: 'GET' | 'POST', url: string, body?: unknown) => json(await call(fresh.app, token, method, url, body));
      expect(shape(await answer(owner.accessToken, 'GET', '/api/survey-link'))).toEqual(shape(replies.SURVEY_ACTIVE));
      expect(shape(await answer(owner.accessToken, 'GET', '/api/boosted-feature'))).toEqual(shape(replies.BOOSTED_ACTIVE));
      expect(shape(await answer(owner.accessToken, 'GET', '/api/contact-us'))).toEqual(shape(replies.CONTACTS));
      expect(shape(await answer(owner.accessToken, 'GET', '/api/feedback/status'))).toEqual(shape(replies.FEEDBACK_DUE));
      expect(shape(await answer(owner.accessToken, 'POST', '/api/feedback', { rating: 5, from: '/', franchiseId: owner.user.franchise._id }))).toEqual(shape(replies.FEEDBACK_SENT));
      await fresh.db.query(`UPDATE surveys SET active = false`);
      await fresh.db.query(`UPDATE boosted_features SET active = false`);
      expect(await answer(gbowner.accessToken, 'GET', '/api/survey-link')).toEqual(replies.SURVEY_NONE);
      expect(await answer(gbowner.accessToken, 'GET', '/api/boosted-feature')).toEqual(replies.BOOSTED_NONE);
    } finally {
      await fresh.close();
    }
  });
});
