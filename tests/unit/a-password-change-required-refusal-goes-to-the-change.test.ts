// A user who must change the password: the gateway's 403 PASSWORD_CHANGE_REQUIRED sends the panel
// to the reset page with the warning (not down the safe paths, and without ending the session),
// and the session check sends such a stored user there before any screen asks for data.
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../authProvider/createAuthProvider';
import { createCalls } from '../../dataProvider/calls';
import { PASSWORD_CHANGE_REQUIRED, RESET_REQUIRED_PATH } from '../../src/domain/passwordChange';
import { client, fakeAnalytics, fakeBridge, memoryStorage } from './support/fakes';

const refusal = () => ({ status: 403, body: { message: 'Please change your password before using the panel.', code: PASSWORD_CHANGE_REQUIRED } });
const mustChange = JSON.stringify({ _id: 'u5', name: 'First Login', email: 'f@x', isQuickEmployee: false, forcePasswordChange: true, roles: [] });

describe('a password change required', () => {
  it('a 403 with its code goes to the reset page, keeps the safe paths and the session', async () => {
    const storage = memoryStorage({ accessToken: 't', refreshToken: 'r', safePaths: JSON.stringify(['/map/live', '/staff/list']) });
    const bridge = fakeBridge('/map/live');
    const { http } = client(refusal, { storage, bridge });
    await expect(http.request('/orders/active/live-map', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 403 });
    expect(bridge.navigate).toHaveBeenCalledWith(RESET_REQUIRED_PATH);
    expect(bridge.notify).not.toHaveBeenCalled();
    expect(JSON.parse(storage.getItem('safePaths')!)).toEqual(['/map/live', '/staff/list']);
    expect(storage.getItem('accessToken')).toBe('t');
  });

  it('on the reset page itself it stays there', async () => {
    const bridge = fakeBridge('/password/reset', '?reason=required');
    const { http } = client(refusal, { storage: memoryStorage({ accessToken: 't' }), bridge });
    await expect(http.request('/users/favorites/pages')).rejects.toMatchObject({ status: 403 });
    expect(bridge.navigate).not.toHaveBeenCalled();
  });

  it('the session check of a stored user who must change the password goes to the reset page', async () => {
    const storage = memoryStorage({ accessToken: 't', refreshToken: 'r', user: mustChange });
    const bridge = fakeBridge('/map/live');
    const { http, calls } = client(() => ({ status: 200, body: { valid: true } }), { storage, bridge });
    const provider = createAuthProvider({ calls: createCalls(http), storage, bridge, analytics: fakeAnalytics(), replaceLocation: vi.fn(), reload: vi.fn(), flashStorage: memoryStorage() });
    await expect(provider.checkAuth!({})).resolves.toBeUndefined();
    expect(bridge.navigate).toHaveBeenCalledWith(RESET_REQUIRED_PATH);
    expect(calls).toEqual([]);
    // on the reset page already: no navigation (a loop of them once froze that page)
    bridge.navigate.mockClear();
    bridge.location.pathname = '/password/reset';
    await provider.checkAuth!({});
    expect(bridge.navigate).not.toHaveBeenCalled();
  });
});
