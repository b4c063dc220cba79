// Where the gateway is, and the public configuration it offers the panel (GET /panel-config).
// Another gateway may not offer that call: the build-time VITE_* values are the fallback.
import { useEffect, useState } from 'react';
import type { Calls } from '../dataProvider/calls';
import { useCalls } from './framework/calls';
import type { PanelConfig } from './domain/types';

export const gatewayUrl: string = (import.meta.env.VITE_GATEWAY_URL || '/api').replace(/\/+$/, '');

function fromEnvironment(): PanelConfig {
  const env = import.meta.env;
  const siteKey = env.VITE_CAPTCHA_SITE_KEY as string | undefined;
  return {
    googleClientId: (env.VITE_GOOGLE_CLIENT_ID as string | undefined) || null,
    captcha: siteKey ? { provider: 'recaptcha', siteKey } : null,
    fieldgoUrl: (env.VITE_FIELDGO_URL as string | undefined) || '',
    ...mapTileFromEnvironment(),
  };
}

function mapTileFromEnvironment(): Pick<PanelConfig, 'mapTileUrl' | 'mapTileAttribution'> {
  const env = import.meta.env;
  return {
    mapTileUrl: (env.VITE_MAP_TILE_URL as string | undefined) || null,
    mapTileAttribution: (env.VITE_MAP_TILE_ATTRIBUTION as string | undefined) || null,
  };
}

/** An older gateway answers without the map tile fields: the build-time values stand in. */
function withMapTile(config: PanelConfig): PanelConfig {
  if (typeof config.mapTileUrl === 'string' || config.mapTileUrl === null) {
    return { ...config, mapTileAttribution: typeof config.mapTileAttribution === 'string' ? config.mapTileAttribution : null };
  }
  return { ...config, ...mapTileFromEnvironment() };
}

function isPanelConfig(value: unknown): value is PanelConfig {
  if (!value || typeof value !== 'object') return false;
  const config = value as Record<string, unknown>;
  const captcha = config.captcha as Record<string, unknown> | null | undefined;
  return (
    (config.googleClientId === null || typeof config.googleClientId === 'string') &&
    (captcha === null || (typeof captcha === 'object' && typeof captcha?.siteKey === 'string')) &&
    typeof config.fieldgoUrl === 'string'
  );
}

type PanelConfigCalls = Pick<Calls, 'panel'>;

// Asked once per client: the running panel has one (the page load), a test builds its own.
const pending = new WeakMap<PanelConfigCalls, Promise<PanelConfig>>();
const resolved = new WeakMap<PanelConfigCalls, PanelConfig>();

/** Asks the gateway behind `calls` for the panel configuration, once; never rejects. */
export function loadPanelConfig(calls: PanelConfigCalls): Promise<PanelConfig> {
  let load = pending.get(calls);
  if (!load) {
    load = calls.panel
      .config()
      .then((body) => (isPanelConfig(body) ? withMapTile(body) : fromEnvironment()))
      .catch(() => fromEnvironment())
      .then((config) => {
        resolved.set(calls, config);
        return config;
      });
    pending.set(calls, load);
  }
  return load;
}

/** The panel configuration, through the calls the app handed down; undefined until it has loaded. */
export function usePanelConfig(): PanelConfig | undefined {
  const calls = useCalls();
  const [config, setConfig] = useState(() => resolved.get(calls));
  useEffect(() => {
    if (config) return;
    let live = true;
    loadPanelConfig(calls).then((loaded) => live && setConfig(loaded));
    return () => {
      live = false;
    };
  }, [calls, config]);
  return config;
}
