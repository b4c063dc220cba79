import type { Page } from 'playwright-core';

/**
 * On a phone a list's filter fields fold behind its Filters button ("Filters (2)" with two on):
 * opens them as a user would, and leaves them open when they already are.
 */
export async function openFilters(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /^(Filters|Filtreler)( \(\d+\))?$/ });
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}
