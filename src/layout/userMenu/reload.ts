/** Reloads the page; a seam so tests can observe it. */
export const pageReload = { run: () => window.location.reload() };
