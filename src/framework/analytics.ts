// Request and auth events go to a pluggable analytics adapter (spec sections 4 and 8). The
// default does nothing; a deployment plugs its own with setAnalyticsAdapter.

export interface AnalyticsAdapter {
  track(event: string, properties: Record<string, unknown>): void;
  /** Forgets the signed-in identity (on logout). */
  reset(): void;
}

const silent: AnalyticsAdapter = { track: () => undefined, reset: () => undefined };
let adapter: AnalyticsAdapter = silent;

export function setAnalyticsAdapter(next: AnalyticsAdapter | null): void {
  adapter = next ?? silent;
}

export const analytics: AnalyticsAdapter = {
  track: (event, properties) => {
    try {
      adapter.track(event, properties);
    } catch {
      // analytics must never break a request
    }
  },
  reset: () => {
    try {
      adapter.reset();
    } catch {
      // idem
    }
  },
};

/** Calls that are not tracked: token refresh and the frequent unread-count polls. */
export const ANALYTICS_SKIP_LIST: readonly RegExp[] = [
  /\/auth\/token\/refresh$/,
  /\/notification\/unread\/count$/,
  /\/announcement\/unread\/count$/,
];
