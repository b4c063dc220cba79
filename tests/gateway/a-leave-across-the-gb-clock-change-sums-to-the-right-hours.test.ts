// Days and hours of a leave (migration 016's derived columns, src/domain/leave.ts): an all-day
// leave counts the calendar days of the London franchise's zone, each worth the workable minutes,
// whether a day has 23 or 25 hours; a part-day leave counts the real hours between its bounds, so
// the night the clocks go forward is an hour shorter and the night they go back an hour longer.
// The panel's own derivation (leaveDuration) gives the same figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveDuration } from '../../src/domain/leave';
import type { LoginResponse } from '../../src/domain/types';
import { call, json, login, startGateway, type TestGateway } from './helpers';

type Leave = { id: string; allDay: boolean; startsAt: string; endsAt: string; days: number; hours: number; workableMinutes: number };

const LONDON = 'Europe/London';
let gateway: TestGateway;
let gbowner: LoginResponse;
let people: string[];

// each leave for a person of its own: some of these overlap, and a person's leaves may not
async function add(allDay: boolean, startsAt: string, endsAt: string): Promise<Leave> {
  const person = people.shift()!;
  const response = await call(gateway.app, gbowner.accessToken, 'POST', '/api/leaves', { personId: person, type: 1, allDay, startsAt, endsAt, workableMinutes: 480 });
  expect(response.statusCode, response.body).toBe(201);
  return json<Leave>(response);
}
const panelFigures = (leave: Leave) => {
  const { days, minutes } = leaveDuration(leave, LONDON);
  return { days, hours: minutes / 60 };
};

beforeAll(async () => {
  gateway = await startGateway();
  gbowner = await login(gateway.app, 'gbowner');
  people = (await gateway.db.query<{ id: string }>('SELECT id FROM people WHERE franchise_id = $1 AND is_active ORDER BY id LIMIT 10', [gbowner.user.franchise._id])).rows.map((row) => row.id);
});
afterAll(async () => {
  await gateway?.close();
});

describe('a leave across the GB clock change', () => {
  it('all day over the spring change (Sat 28 to Mon 30 March 2026): 3 days, 24 hours, from midnight to midnight in London', async () => {
    // picked with times of day: an all-day leave takes whole days of the zone
    const leave = await add(true, '2026-03-28T09:00:00.000Z', '2026-03-30T16:00:00.000Z');
    expect(leave.startsAt).toBe('2026-03-28T00:00:00.000Z'); // GMT midnight
    expect(leave.endsAt).toBe('2026-03-30T23:00:00.000Z'); // BST midnight that ends the 30th
    expect({ days: leave.days, hours: leave.hours }).toEqual({ days: 3, hours: 24 });
    expect(panelFigures(leave)).toEqual({ days: 3, hours: 24 });
  });

  it('all day over the autumn change (Sat 24 to Mon 26 October 2026): 3 days, 24 hours', async () => {
    const leave = await add(true, '2026-10-24T08:00:00.000Z', '2026-10-26T08:00:00.000Z');
    expect(leave.startsAt).toBe('2026-10-23T23:00:00.000Z'); // BST midnight
    expect(leave.endsAt).toBe('2026-10-27T00:00:00.000Z'); // GMT midnight
    expect({ days: leave.days, hours: leave.hours }).toEqual({ days: 3, hours: 24 });
    expect(panelFigures(leave)).toEqual({ days: 3, hours: 24 });
  });

  it('part of the night the clocks go forward (00:00 to 03:00 on 29 March 2026): 2 hours, not 3', async () => {
    const leave = await add(false, '2026-03-29T00:00:00.000Z', '2026-03-29T02:00:00.000Z');
    expect(leave.hours).toBe(2);
    expect(leave.days).toBe(0.25);
    expect(panelFigures(leave)).toEqual({ days: 0.25, hours: 2 });
  });

  it('part of the night the clocks go back (00:00 to 03:00 on 25 October 2026): 4 hours, the repeated hour once', async () => {
    const leave = await add(false, '2026-10-24T23:00:00.000Z', '2026-10-25T03:00:00.000Z');
    expect(leave.hours).toBe(4);
    expect(leave.days).toBe(0.5);
    expect(panelFigures(leave)).toEqual({ days: 0.5, hours: 4 });
  });
});
