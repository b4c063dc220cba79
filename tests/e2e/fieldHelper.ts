import type { Page } from 'playwright-core';

// The helper line MUI ties to an input (aria-describedby), read by the input's visible label:
// what a user reads under a field, and whether it is shown as an error.

export const helperOf = (page: Page, label: string) =>
  page.evaluateHandle((name) => {
    const input = [...document.querySelectorAll('input')].find((element) => element.labels?.[0]?.textContent?.replace(/\s*\*$/, '') === name);
    const id = input?.getAttribute('aria-describedby');
    return id ? document.getElementById(id) : null;
  }, label);

/** The helper line's text under the input labelled `label`, or null without one. */
export const helperText = async (page: Page, label: string) =>
  (await helperOf(page, label)).evaluate((element) => (element ? (element as HTMLElement).innerText : null));

/** Whether that helper line is shown as an error. */
export const helperIsError = async (page: Page, label: string) =>
  (await helperOf(page, label)).evaluate((element) => Boolean(element?.classList.contains('Mui-error')));
