import { describe, expect, it } from 'vitest';
import {
  clearSession,
  createSessionStore,
  KEEP_LIST,
  LANGUAGE_KEY,
  NOTIFICATION_SOUND_KEY,
  PUSH_CONSENT_KEY,
  THEME_KEY,
} from '../../dataProvider/session';
import type { LoginResponse } from '../../src/domain/types';
import { memoryStorage } from './support/fakes';

const reply = (timezones: Array<{ id: string; timezone: string }>) =>
  ({
    accessToken: 'a',
    refreshToken: 'r',
    user: { _id: 'u1', name: 'Ayşe' },
    country: { _id: 'c1', code: { alpha2: 'TR' }, currency: { code: { alpha: 'TRY' } }, timezones, countryCode: '90' },
  }) as unknown as LoginResponse;

describe('the session in browser storage', () => {
  it("uses the spec's keys", () => {
    const storage = memoryStorage();
    const session = createSessionStore(storage);
    session.saveLogin(reply([{ id: 'tz-ist', timezone: 'Europe/Istanbul' }]));
    session.setSafePaths(['/map/live', '/staff/list']);
    expect(Object.fromEntries(Array.from({ length: storage.length }, (_, i) => [storage.key(i), storage.getItem(storage.key(i)!)]))).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      user: JSON.stringify({ _id: 'u1', name: 'Ayşe' }),
      'user-country': JSON.stringify(reply([{ id: 'tz-ist', timezone: 'Europe/Istanbul' }]).country),
      timezone: JSON.stringify({ id: 'tz-ist', timezone: 'Europe/Istanbul' }),
      safePaths: '["/map/live","/staff/list"]',
    });
    expect(session.user()?._id).toBe('u1');
    expect(session.safePaths()).toEqual(['/map/live', '/staff/list']);
  });

  it('keeps a timezone the user chose, else takes the first of the country', () => {
    const chosen = memoryStorage({ timezone: JSON.stringify({ id: 'tz-2', timezone: 'Europe/Istanbul' }) });
    createSessionStore(chosen).saveLogin(reply([{ id: 'tz-1', timezone: 'Asia/Istanbul' }, { id: 'tz-2', timezone: 'Europe/Istanbul' }]));
    expect(JSON.parse(chosen.getItem('timezone')!).id).toBe('tz-2');

    const fresh = memoryStorage();
    createSessionStore(fresh).saveLogin(reply([{ id: 'tz-1', timezone: 'Asia/Istanbul' }, { id: 'tz-2', timezone: 'Europe/Istanbul' }]));
    expect(JSON.parse(fresh.getItem('timezone')!).id).toBe('tz-1');
  });

  it('reads broken or missing values as absent', () => {
    const session = createSessionStore(memoryStorage({ user: '{oops', safePaths: '"not a list"' }));
    expect(session.user()).toBeNull();
    expect(session.safePaths()).toEqual([]);
    expect(session.accessToken()).toBeNull();
  });

  it('clearSession removes everything but the keep-list', () => {
    const storage = memoryStorage({
      accessToken: 'a',
      refreshToken: 'r',
      user: '{}',
      'user-country': '{}',
      timezone: '{}',
      safePaths: '[]',
      'RaStore.sidebar.open': 'true',
      [LANGUAGE_KEY]: 'tr',
      [THEME_KEY]: 'dark',
      [PUSH_CONSENT_KEY]: 'yes',
      [NOTIFICATION_SOUND_KEY]: 'off',
    });
    clearSession(storage);
    expect(storage.length).toBe(4);
    expect([LANGUAGE_KEY, THEME_KEY, PUSH_CONSENT_KEY, NOTIFICATION_SOUND_KEY].map((key) => storage.getItem(key))).toEqual(['tr', 'dark', 'yes', 'off']);
    expect(KEEP_LIST).toEqual(expect.arrayContaining(['language', 'theme']));
  });
});
