import type { NamesPanelRoute } from '../domain/redirect';
import { entryPatterns, matchesPattern } from './paths';
import type { EntryShell } from './types';

/**
 * Whether a pathname names a screen behind sign-in: "/" (which goes home) or a route some entry
 * declares. It is what a redirect_uri may lead to after sign-in; the public pages are left out,
 * as nobody needs to be signed in to be sent there (and a reset link must not ride a sign-in).
 */
export function namesPanelRoute(entries: readonly EntryShell[]): NamesPanelRoute {
  const patterns = ['/', ...entries.flatMap(entryPatterns)];
  return (pathname) => patterns.some((pattern) => matchesPattern(pattern, pathname));
}
