// Call groups named by gateway path (after the base URL, without the query string).

/** Calls retried on network errors and 5xx (spec section 8: "earnings, wps retry up to 5 times"). */
export const RETRY_GROUPS: readonly RegExp[] = [
  /^\/earnings(\/|$)/, // everything under /earnings
  /(^|\/)wps(\/|$)/, // any path with a wps segment, e.g. /dys/wps/logs
];

/**
 * Calls never tracked: the token refresh, the frequent unread-count polls, and the panel
 * configuration (asked before sign-in, once per page load; no spec call).
 */
export const ANALYTICS_SKIP_LIST: readonly RegExp[] = [
  /^\/auth\/token\/refresh$/,
  /^\/panel-config$/,
  /^\/notification\/unread\/count$/,
  /^\/announcement\/unread\/count$/,
];

export function inGroups(path: string, groups: readonly RegExp[]): boolean {
  return groups.some((group) => group.test(path));
}
