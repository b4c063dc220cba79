// Helpers over react-router path patterns, shared by safe paths, favourites and titles.

/** True when the pattern has a required parameter (`/staff/detail/:id`). */
export function hasRequiredParam(pattern: string): boolean {
  return pattern.split('/').some((segment) => segment.startsWith(':') && !segment.endsWith('?'));
}

/** The pattern with its optional segments removed: `/announcement/list/:id?` -> `/announcement/list`. */
export function barePath(pattern: string): string {
  const kept = pattern.split('/').filter((segment) => !(segment.startsWith(':') && segment.endsWith('?')));
  const joined = kept.join('/');
  return joined === '' ? '/' : joined;
}
