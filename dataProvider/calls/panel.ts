// The reference gateway's public configuration for the panel (not a spec call: another gateway
// may not offer it, and the panel then uses its build-time values).
import { PANEL_CONFIG_PATH } from '../../src/domain/paths';
import type { Transport } from './transport';

export function panelCalls(transport: Transport) {
  return {
    /** GET /panel-config, without a token; unchecked: the caller judges what came back. */
    config: () => transport.request<unknown>(PANEL_CONFIG_PATH, { auth: false }),
  };
}

export type PanelCalls = ReturnType<typeof panelCalls>;
