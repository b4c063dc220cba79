// The http client and authProvider run outside React but must navigate, notify and clear the
// query cache. BridgeConnector plugs the router, react-admin's notify and react-query in here.

export interface NotifyOptions {
  type?: 'info' | 'success' | 'warning' | 'error';
  messageArgs?: Record<string, unknown>;
}

export interface BridgeTarget {
  navigate(path: string): void;
  notify(message: string, options?: NotifyOptions): void;
  clearCache(): void;
}

const fallback: BridgeTarget = {
  navigate: (path) => window.location.assign(path),
  notify: () => undefined,
  clearCache: () => undefined,
};

let target: BridgeTarget = fallback;

export const bridge = {
  navigate: (path: string) => target.navigate(path),
  notify: (message: string, options?: NotifyOptions) => target.notify(message, options),
  clearCache: () => target.clearCache(),
  currentLocation: () => ({
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
  }),
};

export type Bridge = typeof bridge;

/** Connects the live app; returns the function that disconnects it again. */
export function connectBridge(next: BridgeTarget): () => void {
  target = next;
  return () => {
    if (target === next) target = fallback;
  };
}
