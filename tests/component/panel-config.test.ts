import { describe, expect, it, vi } from 'vitest';
import { createCalls } from '../../dataProvider/calls';
import { gatewayUrl, loadPanelConfig } from '../../src/config';
import type { PanelConfig } from '../../src/domain/types';
import { servingPanelConfig } from './renderPublic';
import { noCalls } from './support/fakeTransport';

/** The panel's calls on a gateway that answers GET /panel-config with `config` (an Error: fails it). */
function servePanelConfig(config: PanelConfig | Error) {
  const transport = servingPanelConfig(noCalls(), config);
  return { transport, calls: createCalls(transport) };
}

describe('panel configuration', () => {
  it('is fetched once from the gateway', async () => {
    const config = {
      googleClientId: 'id-1',
      captcha: { provider: 'recaptcha' as const, siteKey: 'k' },
      fieldgoUrl: 'https://x.test/a',
      mapTileUrl: 'https://{s}.tiles.test/{z}/{x}/{y}.png',
      mapTileAttribution: '© Tiles',
    };
    const { transport, calls } = servePanelConfig(config);
    await expect(loadPanelConfig(calls)).resolves.toEqual(config);
    await expect(loadPanelConfig(calls)).resolves.toEqual(config);
    expect(transport.request).toHaveBeenCalledTimes(1);
    expect(transport.request).toHaveBeenCalledWith('/panel-config', { auth: false });
    expect(gatewayUrl).toBe('/api');
  });

  it('falls back to the build-time values when the gateway does not offer it', async () => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', 'env-client');
    vi.stubEnv('VITE_CAPTCHA_SITE_KEY', 'env-site-key');
    vi.stubEnv('VITE_FIELDGO_URL', 'https://env.test/fieldgo');
    vi.stubEnv('VITE_MAP_TILE_URL', '/tiles/{z}/{x}/{y}.png');
    vi.stubEnv('VITE_MAP_TILE_ATTRIBUTION', 'Local tiles');
    const { calls } = servePanelConfig(new Error('404'));
    await expect(loadPanelConfig(calls)).resolves.toEqual({
      googleClientId: 'env-client',
      captcha: { provider: 'recaptcha', siteKey: 'env-site-key' },
      fieldgoUrl: 'https://env.test/fieldgo',
      mapTileUrl: '/tiles/{z}/{x}/{y}.png',
      mapTileAttribution: 'Local tiles',
    });
  });

  it('an older gateway without the map tile fields gets the build-time tile server', async () => {
    vi.stubEnv('VITE_MAP_TILE_URL', '/tiles/{z}/{x}/{y}.png');
    vi.stubEnv('VITE_MAP_TILE_ATTRIBUTION', '');
    const { calls } = servePanelConfig({ googleClientId: null, captcha: null, fieldgoUrl: 'https://x.test/a' } as never);
    await expect(loadPanelConfig(calls)).resolves.toEqual({
      googleClientId: null,
      captcha: null,
      fieldgoUrl: 'https://x.test/a',
      mapTileUrl: '/tiles/{z}/{x}/{y}.png',
      mapTileAttribution: null,
    });
  });

  it('a gateway that says no tile server wins over the build-time one', async () => {
    vi.stubEnv('VITE_MAP_TILE_URL', '/tiles/{z}/{x}/{y}.png');
    const { calls } = servePanelConfig({ googleClientId: null, captcha: null, fieldgoUrl: '', mapTileUrl: null });
    await expect(loadPanelConfig(calls)).resolves.toMatchObject({ mapTileUrl: null, mapTileAttribution: null });
  });

  it('without build-time values, the fallback turns the extras off', async () => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', '');
    vi.stubEnv('VITE_CAPTCHA_SITE_KEY', '');
    vi.stubEnv('VITE_FIELDGO_URL', '');
    vi.stubEnv('VITE_MAP_TILE_URL', '');
    const { calls } = servePanelConfig(new Error('offline'));
    await expect(loadPanelConfig(calls)).resolves.toEqual({
      googleClientId: null,
      captcha: null,
      fieldgoUrl: '',
      mapTileUrl: null,
      mapTileAttribution: null,
    });
  });

  it('ignores an answer that is not a panel configuration', async () => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', '');
    vi.stubEnv('VITE_CAPTCHA_SITE_KEY', '');
    vi.stubEnv('VITE_FIELDGO_URL', '');
    vi.stubEnv('VITE_MAP_TILE_URL', '');
    const { calls } = servePanelConfig({ html: '<!doctype html>' } as never);
    await expect(loadPanelConfig(calls)).resolves.toEqual({
      googleClientId: null,
      captcha: null,
      fieldgoUrl: '',
      mapTileUrl: null,
      mapTileAttribution: null,
    });
  });
});
