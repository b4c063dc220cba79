// redirect_uri handling: after sign-in the panel only ever goes to a path of its own origin.

const LOGIN_PATH = '/login';
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const SPACE = /\s/;

function isSafePath(candidate: string, allowSpaces: boolean): boolean {
  if (!candidate.startsWith('/')) return false;
  // "//host" and "/\host" are read by browsers as another origin.
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return false;
  if (CONTROL.test(candidate)) return false;
  if (!allowSpaces && (SPACE.test(candidate) || candidate.includes('\\'))) return false;
  return true;
}

/**
 * Returns a same-origin path (path, search and hash) or "/" for anything else: absolute URLs of
 * any scheme, protocol-relative and backslash tricks, encoded variants of those, control
 * characters, and the login page itself (which would loop).
 */
export function sanitizeRedirect(value: string | null | undefined): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return '/';
  if (!isSafePath(value, false)) return '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return '/';
  }
  // Decoded once more, an encoded "//host" or control character shows itself.
  if (!isSafePath(decoded, true)) return '/';
  // Let the URL parser have the last word: the result must stay on our (placeholder) origin.
  const base = 'https://panel.invalid';
  let parsed: URL;
  try {
    parsed = new URL(value, base);
  } catch {
    return '/';
  }
  if (parsed.origin !== base) return '/';
  if (parsed.pathname === LOGIN_PATH || parsed.pathname.startsWith(`${LOGIN_PATH}/`)) return '/';
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

export interface PathLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** The login URL that brings the user back to `location` after sign-in. */
export function loginPathFor(location: PathLocation): string {
  const target = `${location.pathname}${location.search}${location.hash}`;
  if (location.pathname === LOGIN_PATH || target === '/') return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect_uri=${encodeURIComponent(target)}`;
}
