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

/** True when `pathname` is matched exactly by the pattern (`:param` and `:param?` segments). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  let i = 0;
  for (const segment of want) {
    const optional = segment.startsWith(':') && segment.endsWith('?');
    if (i >= have.length) {
      if (optional) continue;
      return false;
    }
    if (!segment.startsWith(':') && segment !== have[i]) return false;
    i++;
  }
  return i === have.length;
}

/** Every route pattern an entry answers on. */
export function entryPatterns(entry: { kind: string; path?: string; routes?: Record<string, string | undefined> }): string[] {
  if (entry.kind === 'page') return entry.path ? [entry.path] : [];
  return Object.values(entry.routes ?? {}).filter((path): path is string => Boolean(path));
}

/** The pattern with its parameters filled in (`/fleet/vehicle/detail/:id`, {id: 7} -> `.../7`). */
export function fillPath(pattern: string, params: Record<string, string | number | undefined>): string {
  const filled = pattern
    .split('/')
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const name = segment.replace(/^:/, '').replace(/\?$/, '');
      const value = params[name];
      if (value === undefined || value === '') {
        if (segment.endsWith('?')) return [];
        throw new Error(`${pattern} needs the "${name}" parameter`);
      }
      return [encodeURIComponent(String(value))];
    })
    .join('/');
  return filled === '' ? '/' : filled;
}
