// The http client and authProvider run outside React but must navigate, notify and clear the
// query cache. BridgeConnector plugs the router, react-admin's notify and react-query in here;
// until it does (before the app has mounted), navigation is a full page load.

export interface NotifyOptions {
  type?: 'info' | 'success' | 'warning' | 'error';
  messageArgs?: Record<string, unknown>;
}

export interface BridgeTarget {
  navigate(path: string): void;
  notify(message: string, options?: NotifyOptions): void;
  clearCache(): void;
}

export interface BridgeLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface Bridge extends BridgeTarget {
  /** Where the browser is now: the router keeps window.location current. */
  currentLocation(): BridgeLocation;
  /** The same as one string: path, search and hash. */
  currentPath(): string;
}

const hasWindow = () => typeof window !== 'undefined';

const fallback: BridgeTarget = {
  navigate: (path) => {
    if (hasWindow()) window.location.assign(path);
  },
  notify: () => undefined,
  clearCache: () => undefined,
};

let target: BridgeTarget = fallback;

function currentLocation(): BridgeLocation {
  if (!hasWindow()) return { pathname: '/', search: '', hash: '' };
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

export const bridge: Bridge = {
  navigate: (path) => target.navigate(path),
  notify: (message, options) => target.notify(message, options),
  clearCache: () => target.clearCache(),
  currentLocation,
  currentPath: () => {
    const { pathname, search, hash } = currentLocation();
    return `${pathname}${search}${hash}`;
  },
};

/** Connects the live app; returns the function that disconnects it again. */
export function connectBridge(next: BridgeTarget): () => void {
  target = next;
  return () => {
    // A newer connection (StrictMode remount) must not be undone by an older cleanup.
    if (target === next) target = fallback;
  };
}
