import type { Page } from 'playwright-core';

/**
 * Opens a list's create form by its Create link, as a user does, and answers once the form is
 * drawn. The router keeps the list on screen while the form's code loads (a transition): until
 * then the address already says /create, but a field with the same label may still be the list's
 * filter, and what a test typed there would vanish with the list.
 */
export async function openCreateForm(page: Page, path: string): Promise<void> {
  // A tab's first load of the panel on a 2-core machine running three browser files at once has
  // taken over 15 s on CI; the test's own 60 s still bound it.
  await page.getByRole('link', { name: /^create$/i }).click({ timeout: 30_000 });
  await page.waitForURL((url) => url.pathname === path);
  // only a form has Save; the list it replaces has none
  await page.getByRole('button', { name: /^save$/i }).waitFor({ timeout: 15_000 });
}
