// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { bridge, connectBridge } from '../../dataProvider/bridge';

const target = () => ({ navigate: vi.fn(), notify: vi.fn(), clearCache: vi.fn() });

describe('the bridge between the http client and the React app', () => {
  it('forwards to the connected app until it disconnects', () => {
    const app = target();
    const disconnect = connectBridge(app);
    bridge.navigate('/map/live');
    bridge.notify('app.error.forbidden_redirect', { type: 'warning', messageArgs: { path: '/map/live' } });
    bridge.clearCache();
    expect(app.navigate).toHaveBeenCalledWith('/map/live');
    expect(app.notify).toHaveBeenCalledWith('app.error.forbidden_redirect', { type: 'warning', messageArgs: { path: '/map/live' } });
    expect(app.clearCache).toHaveBeenCalledTimes(1);

    disconnect();
    bridge.notify('ignored');
    bridge.clearCache();
    expect(app.notify).toHaveBeenCalledTimes(1);
    expect(app.clearCache).toHaveBeenCalledTimes(1);
  });

  it("an older connection's cleanup does not undo a newer one (StrictMode remounts)", () => {
    const first = target();
    const second = target();
    const disconnectFirst = connectBridge(first);
    const disconnectSecond = connectBridge(second);
    disconnectFirst();
    bridge.clearCache();
    expect(second.clearCache).toHaveBeenCalledTimes(1);
    expect(first.clearCache).not.toHaveBeenCalled();
    disconnectSecond();
  });

  it('reads the current location as path, search and hash', () => {
    window.history.pushState(null, '', '/staff/leave/list?status=100#top');
    expect(bridge.currentLocation()).toEqual({ pathname: '/staff/leave/list', search: '?status=100', hash: '#top' });
    expect(bridge.currentPath()).toBe('/staff/leave/list?status=100#top');
  });
});
