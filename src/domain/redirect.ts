// redirect_uri handling: after sign-in the panel only ever goes to a path of its own origin.

export const LOGIN_PATH = '/login';
const MAX_LENGTH = 2048;
// C0 and C1 control characters: browsers strip some of them from URLs, which turns "/\t/host"
// into "//host".
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const SPACE = /\s/;
// A placeholder origin: whatever the URL parser resolves away from it is not ours.
const BASE = 'https://panel.invalid';

function isPlainPath(candidate: string): boolean {
  if (!candidate.startsWith('/')) return false;
  // "//host" and "/\host" are read by browsers as another origin.
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return false;
  return !CONTROL.test(candidate);
}

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** A path as the router matches it: decoded, any case, without trailing slashes. */
function routerSpelling(pathname: string): string {
  return (decodeOnce(pathname) ?? pathname).toLowerCase().replace(/\/+$/, '');
}

/** The login page, however it is spelled: the router matches paths case-insensitively, decoded. */
function isLoginPath(pathname: string): boolean {
  const spelled = routerSpelling(pathname);
  return spelled === LOGIN_PATH || spelled.startsWith(`${LOGIN_PATH}/`);
}

/** Whether a pathname names one of the panel's routes; the caller knows them (the registry). */
export type NamesPanelRoute = (pathname: string) => boolean;

/**
 * Returns a same-origin path (path, search and hash) that names a panel route, or "/" (the home
 * path) for anything else: absolute URLs of any scheme, protocol-relative and backslash tricks,
 * encoded variants of those, control characters and whitespace, the login page itself (which
 * would loop), and any path `namesPanelRoute` does not know.
 */
export function sanitizeRedirect(value: string | null | undefined, namesPanelRoute: NamesPanelRoute): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return '/';
  if (!isPlainPath(value) || SPACE.test(value) || value.includes('\\')) return '/';
  // Decoded once more, an encoded "//host", "/\\host", dot segment or control character shows itself.
  const decoded = decodeOnce(value);
  if (decoded === null || !isPlainPath(decoded) || !resolvesToPlainPath(decoded)) return '/';
  // The URL parser has the last word: the result must stay on the placeholder origin.
  let parsed: URL;
  try {
    parsed = new URL(value, BASE);
  } catch {
    return '/';
  }
  if (parsed.origin !== BASE) return '/';
  if (isLoginPath(parsed.pathname)) return '/';
  // Resolved, it must be a route of the panel: no stray path is carried through sign-in.
  if (!namesPanelRoute(parsed.pathname)) return '/';
  const target = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // What we hand back must itself be a plain path that stays here when parsed again.
  if (!resolvesToPlainPath(target)) return '/';
  return target;
}

/**
 * Dot segments resolve away: "/.//host" parses to the path "//host", which a full-page navigation
 * (a reload, a link) reads as another origin. True when `candidate` stays here as a plain path.
 */
function resolvesToPlainPath(candidate: string): boolean {
  try {
    const parsed = new URL(candidate, BASE);
    return parsed.origin === BASE && isPlainPath(parsed.pathname);
  } catch {
    return false;
  }
}

export interface PathLocation {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The login URL that brings the user back to `location` after sign-in. On the login page itself
 * it keeps that page's own query, so an existing redirect_uri is not lost.
 */
export function loginPathFor(location: PathLocation): string {
  if (isLoginPath(location.pathname)) return `${LOGIN_PATH}${location.search}`;
  const target = `${location.pathname}${location.search}${location.hash}`;
  if (target === '/') return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect_uri=${encodeURIComponent(target)}`;
}

/**
 * Where a visit without a session starts: the login page with the way back (loginPathFor), or null
 * when the visit is to the login page or to one of the `publicPaths` that need no sign-in.
 */
export function signedOutStart(location: PathLocation, publicPaths: readonly string[]): string | null {
  if (isLoginPath(location.pathname)) return null;
  const spelled = routerSpelling(location.pathname);
  if (publicPaths.some((path) => routerSpelling(path) === spelled)) return null;
  return loginPathFor(location);
}
