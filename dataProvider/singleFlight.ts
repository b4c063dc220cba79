/**
 * Runs `task` at most once at a time: callers arriving while it runs share its promise. This is
 * what makes N concurrent 401s cost exactly one token refresh (rotating refresh tokens are single
 * use, so two refreshes would race and end the session).
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    if (!inFlight) {
      inFlight = task().finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  };
}
