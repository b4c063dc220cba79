import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../authProvider/createAuthProvider';
import { createCalls } from '../../dataProvider/calls';
import { draftKey, dropDrafts, readDraft, saveDraft } from '../../authProvider/drafts';
import type { LoginResponse, User } from '../../src/domain/types';
import { client, fakeAnalytics, fakeBridge, memoryStorage, type Handler } from './support/fakes';

// The values of a form whose session ended while it was open (issue 9, item 3) wait in session
// storage for the same user to sign in again: per user and record, dropped on sign-out and for
// anyone else.

const person = (id: string) => ({ _id: id, name: id, roles: [{ role: { key: 'vehicle' }, permissions: ['read', 'update'] }] }) as unknown as User;
const country = { _id: 'c1', code: { alpha2: 'TR' }, currency: { code: { alpha: 'TRY' } }, timezones: [], countryCode: '90' };
const reply = (id: string) => ({ accessToken: `access-${id}`, refreshToken: `refresh-${id}`, user: person(id), country }) as unknown as LoginResponse;

function setup(handler: Handler, storage = memoryStorage()) {
  const bridge = fakeBridge('/login', '?redirect_uri=%2Ffleet%2Fvehicle%2Fdetail%2Fv1');
  const { http } = client(handler, { storage, bridge });
  const drafts = memoryStorage();
  const provider = createAuthProvider({
    calls: createCalls(http),
    storage,
    bridge,
    analytics: fakeAnalytics(),
    replaceLocation: vi.fn(),
    reload: vi.fn(),
    flashStorage: memoryStorage(),
    draftStorage: drafts,
  });
  return { provider, drafts, storage };
}

const ayse = draftKey('u1', 'vehicles', 'v1');
const ayseCreate = draftKey('u1', 'vehicles', null);
const mehmet = draftKey('u2', 'vehicles', 'v1');

describe('a kept draft', () => {
  it('is one per user and record (a create form is its own), read back as saved', () => {
    const drafts = memoryStorage();
    saveDraft(drafts, ayse, { values: { notes: 'oil' }, version: '2024-03-05T21:07:00.000Z' });
    saveDraft(drafts, ayseCreate, { values: { plate: '34 AB 1' } });
    expect(new Set([ayse, ayseCreate, mehmet, draftKey('u1', 'vehicles', 'v2'), draftKey('u1', 'couriers', 'v1')]).size).toBe(5);
    expect(readDraft(drafts, ayse)).toEqual({ values: { notes: 'oil' }, version: '2024-03-05T21:07:00.000Z' });
    expect(readDraft(drafts, ayseCreate)).toEqual({ values: { plate: '34 AB 1' }, version: undefined });
    expect(readDraft(drafts, mehmet)).toBeNull();
    expect(readDraft(drafts, draftKey('u1', 'vehicles', 'v2'))).toBeNull();
  });

  it('that was hand-edited or truncated reads as none', () => {
    const drafts = memoryStorage({ [ayse]: '{"values":', [mehmet]: '{"values":[1]}' });
    expect(readDraft(drafts, ayse)).toBeNull();
    expect(readDraft(drafts, mehmet)).toBeNull();
  });

  it('is dropped with everyone else’s, and only drafts are: other session storage stays', () => {
    const drafts = memoryStorage({ flash: 'app.auth.no_roles' });
    saveDraft(drafts, ayse, { values: { notes: 'a' } });
    saveDraft(drafts, ayseCreate, { values: { plate: 'b' } });
    saveDraft(drafts, mehmet, { values: { notes: 'c' } });
    dropDrafts(drafts, 'u1');
    expect([readDraft(drafts, ayse), readDraft(drafts, ayseCreate), readDraft(drafts, mehmet)].map(Boolean)).toEqual([true, true, false]);
    dropDrafts(drafts);
    expect(drafts.length).toBe(1);
    expect(drafts.getItem('flash')).toBe('app.auth.no_roles');
  });
});

describe('signing in and out', () => {
  it('signing in again as the same user keeps that user’s drafts and drops another user’s', async () => {
    const { provider, drafts } = setup(() => ({ status: 200, body: reply('u1') }));
    saveDraft(drafts, ayse, { values: { notes: 'mine' } });
    saveDraft(drafts, mehmet, { values: { notes: 'not mine' } });
    await provider.login({ username: 'owner', password: 'demo1234' });
    expect(readDraft(drafts, ayse)).toEqual({ values: { notes: 'mine' }, version: undefined });
    expect(readDraft(drafts, mehmet)).toBeNull();
  });

  it('another user signing in finds none of them', async () => {
    const { provider, drafts } = setup(() => ({ status: 200, body: reply('u2') }));
    saveDraft(drafts, ayse, { values: { notes: 'mine' } });
    await provider.login({ username: 'manager', password: 'demo1234' });
    expect(readDraft(drafts, ayse)).toBeNull();
  });

  it('signing out on purpose drops every draft', async () => {
    const storage = memoryStorage({ accessToken: 'a', refreshToken: 'r', user: JSON.stringify(person('u1')) });
    const { provider, drafts } = setup(() => ({ status: 200, body: { success: true } }), storage);
    saveDraft(drafts, ayse, { values: { notes: 'mine' } });
    await provider.logout({});
    expect(readDraft(drafts, ayse)).toBeNull();
  });

  it('a session that ended by itself (react-admin’s logout with no token left) keeps them for the sign-in', async () => {
    const { provider, drafts } = setup(() => ({ status: 401, body: { code: 'UNAUTHORIZED' } }));
    saveDraft(drafts, ayse, { values: { notes: 'mine' } });
    // With no token the page is being replaced by /login: this logout never settles, by design.
    void provider.logout({});
    await expect(provider.checkAuth({})).rejects.toBeDefined();
    expect(readDraft(drafts, ayse)).not.toBeNull();
  });
});
