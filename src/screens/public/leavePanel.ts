/** Replaces the page with an external address (kept apart so tests can observe it). */
export function leavePanel(url: string): void {
  window.location.replace(url);
}

/** Only absolute http(s) addresses are followed: never javascript:, data: or relative ones. */
export function externalHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
