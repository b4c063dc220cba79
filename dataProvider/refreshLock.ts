/**
 * Runs a task while holding a lock shared with the panel's other tabs. Tabs share localStorage,
 * hence the refresh token, and the gateway treats two refreshes with one token as reuse and ends
 * the session: so only one tab refreshes at a time, and the next one finds the new token.
 */
export type RefreshLock = <T>(task: () => Promise<T>) => Promise<T>;

const LOCK_NAME = 'franchise-panel:token-refresh';

/** The Web Locks API where the browser has it; elsewhere (node, old browsers) no lock. */
export function browserRefreshLock(): RefreshLock {
  return async <T>(task: () => Promise<T>): Promise<T> => {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) return task();
    // The lock manager resolves with what the task resolved with.
    return (await locks.request(LOCK_NAME, task)) as T;
  };
}
