import type { SessionStore } from './session';
import type { Bridge } from './bridge';

export const FORBIDDEN_REDIRECT_MESSAGE = 'app.error.forbidden_redirect';

/**
 * The spec's 403 rule: drop the current path from the stored safe paths, go to the first one left
 * that is not the current path and warn; with none left, end the session.
 *
 * `sentFrom` is the path the refused call was made on. When the user is no longer there (most
 * often because a sibling call's 403 already moved them), nothing happens: several calls of one
 * page refused together must not walk down, and empty, the whole safe-path list.
 */
export function handleForbidden(
  sentFrom: string,
  session: SessionStore,
  bridge: Pick<Bridge, 'navigate' | 'notify' | 'currentLocation'>,
  endSession: () => void,
): void {
  const here = bridge.currentLocation().pathname;
  if (here !== sentFrom) return;
  const stored = session.safePaths();
  const remaining = stored.filter((path) => path !== here);
  if (remaining.length !== stored.length) session.setSafePaths(remaining);
  const target = remaining[0];
  if (!target) {
    endSession();
    return;
  }
  bridge.navigate(target);
  bridge.notify(FORBIDDEN_REDIRECT_MESSAGE, { type: 'warning', messageArgs: { path: target } });
}
