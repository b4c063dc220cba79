import { describe, expect, it } from 'vitest';
import { client, fakeBridge, memoryStorage } from './support/fakes';

const forbidden = () => ({ status: 403, body: { message: 'Bu işlem için yetkiniz yok', code: 'FORBIDDEN' } });

describe('a 403 follows the safe-path rule', () => {
  it('goes to the first safe path that is not the current one, warns, and drops the current path from the list', async () => {
    const storage = memoryStorage({ accessToken: 't', refreshToken: 'r', safePaths: JSON.stringify(['/staff/list', '/map/live', '/fleet/vehicle/list']) });
    const bridge = fakeBridge('/staff/list');
    const { http } = client(forbidden, { storage, bridge });

    await expect(http.request('/staff')).rejects.toMatchObject({ name: 'HttpError', status: 403, message: 'Bu işlem için yetkiniz yok' });

    expect(bridge.navigate).toHaveBeenCalledTimes(1);
    expect(bridge.navigate).toHaveBeenCalledWith('/map/live');
    expect(bridge.notify).toHaveBeenCalledWith('app.error.forbidden_redirect', { type: 'warning', messageArgs: { path: '/map/live' } });
    expect(JSON.parse(storage.getItem('safePaths')!)).toEqual(['/map/live', '/fleet/vehicle/list']);
    expect(storage.getItem('accessToken')).toBe('t');
  });

  it('keeps the list as it is when the current path is not in it', async () => {
    const storage = memoryStorage({ accessToken: 't', safePaths: JSON.stringify(['/map/live', '/staff/list']) });
    const bridge = fakeBridge('/order/detail/42');
    const { http } = client(forbidden, { storage, bridge });
    await expect(http.request('/orders/42')).rejects.toMatchObject({ status: 403 });
    expect(bridge.navigate).toHaveBeenCalledWith('/map/live');
    expect(JSON.parse(storage.getItem('safePaths')!)).toEqual(['/map/live', '/staff/list']);
  });

  it('several calls of one page refused together move the user once and drop only that page', async () => {
    const storage = memoryStorage({ accessToken: 't', safePaths: JSON.stringify(['/staff/list', '/map/live', '/fleet/vehicle/list']) });
    const bridge = fakeBridge('/staff/list');
    const { http } = client(forbidden, { storage, bridge });

    const results = await Promise.allSettled([http.request('/staff'), http.request('/staff/stats'), http.request('/sidebar-badges/count')]);

    expect(results.every((result) => result.status === 'rejected' && result.reason.status === 403)).toBe(true);
    expect(bridge.navigate).toHaveBeenCalledTimes(1);
    expect(bridge.location.pathname).toBe('/map/live');
    expect(JSON.parse(storage.getItem('safePaths')!)).toEqual(['/map/live', '/fleet/vehicle/list']);
    expect(bridge.notify).toHaveBeenCalledTimes(1);
  });

  it('clears the session and goes to /login when no safe path is left', async () => {
    const storage = memoryStorage({ accessToken: 't', refreshToken: 'r', user: '{}', safePaths: JSON.stringify(['/map/live']), language: 'en' });
    const bridge = fakeBridge('/map/live');
    const { http, analytics } = client(forbidden, { storage, bridge });
    await expect(http.request('/orders/active')).rejects.toMatchObject({ status: 403 });
    expect(storage.getItem('accessToken')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(storage.getItem('safePaths')).toBeNull();
    expect(storage.getItem('language')).toBe('en');
    expect(bridge.clearCache).toHaveBeenCalled();
    expect(analytics.reset).toHaveBeenCalled();
    expect(bridge.navigate).toHaveBeenCalledWith('/login');
    expect(bridge.notify).not.toHaveBeenCalled();
  });

  it('clears the session when no safe paths are stored at all', async () => {
    const storage = memoryStorage({ accessToken: 't' });
    const bridge = fakeBridge('/staff/list');
    const { http } = client(forbidden, { storage, bridge });
    await expect(http.request('/staff')).rejects.toMatchObject({ status: 403 });
    expect(storage.getItem('accessToken')).toBeNull();
    expect(bridge.navigate).toHaveBeenCalledWith('/login');
  });

  it('a public call refused with 403 leaves the session alone', async () => {
    const storage = memoryStorage({ accessToken: 't', safePaths: JSON.stringify(['/map/live']) });
    const bridge = fakeBridge('/login');
    const { http } = client(forbidden, { storage, bridge });
    await expect(http.request('/auth/login', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({ status: 403 });
    expect(bridge.navigate).not.toHaveBeenCalled();
    expect(storage.getItem('accessToken')).toBe('t');
  });
});
