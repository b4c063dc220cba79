// Request and auth events go to a pluggable analytics adapter (spec sections 4, 7 and 8). The
// default does nothing; a deployment plugs its own with setAnalyticsAdapter.

export interface AnalyticsAdapter {
  track(event: string, properties: Record<string, unknown>): void;
  /** Forgets the signed-in identity (logout, ended session). */
  reset(): void;
}

const silent: AnalyticsAdapter = { track: () => undefined, reset: () => undefined };
let adapter: AnalyticsAdapter = silent;

/** Plugs an adapter in; null goes back to the silent default. */
export function setAnalyticsAdapter(next: AnalyticsAdapter | null): void {
  adapter = next ?? silent;
}

/** The live adapter, guarded: analytics must never break a request or a logout. */
export const analytics: AnalyticsAdapter = {
  track: (event, properties) => {
    try {
      adapter.track(event, properties);
    } catch {
      // ignored on purpose
    }
  },
  reset: () => {
    try {
      adapter.reset();
    } catch {
      // ignored on purpose
    }
  },
};

export function track(event: string, properties: Record<string, unknown> = {}): void {
  analytics.track(event, properties);
}
