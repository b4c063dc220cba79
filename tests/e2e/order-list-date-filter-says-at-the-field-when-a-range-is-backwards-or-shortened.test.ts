// The past orders' created-at filter against the real gateway: a range entered backwards is
// refused at the field (red helper text, aria-invalid) and never asked of the gateway, swapped or
// not; a range over the 92 days one call may ask says at the field which days the list shows, in
// the panel's language and date format, and the call asks exactly those days; no toast.
import type { Browser, Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signedInSession } from './browser';
import { helperIsError, helperOf, helperText } from './fieldHelper';
import { openFilters } from './listFilters';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The bodies of the list's POST /orders/history calls. */
function historyBodies(page: Page): { createdAtStart: string; createdAtEnd: string }[] {
  const bodies: { createdAtStart: string; createdAtEnd: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders/history') bodies.push(request.postDataJSON());
  });
  return bodies;
}

/** A day `days` before today in Istanbul (the seed's owner's time zone), as `YYYY-MM-DD`. */
function dayBefore(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}
const inFormat = (day: string, language: 'en' | 'tr') => {
  const [year, month, date] = day.split('-');
  return language === 'en' ? `${year}/${month}/${date}` : `${date}/${month}/${year}`;
};

/** The list asks after the filter form's debounce: give a loaded machine its time. */
const WAIT = { timeout: 15_000 };

const LABELS = { en: { from: 'Created from', to: 'Created until' }, tr: { from: 'Başlangıç tarihi', to: 'Bitiş tarihi' } } as const;

describe.each([
  { language: 'en' as const, width: 1280 },
  { language: 'tr' as const, width: 390 },
])('the order list date filter ($language, $width px)', ({ language, width }) => {
  it('refuses a backwards range at the field, and says to which days an over-long one was shortened', async () => {
    const { page, context } = await signedInSession(browser, 'owner', { language, width, height: 844 });
    const bodies = historyBodies(page);
    await page.goto('/commercial/order/past');
    if (width < 600) await openFilters(page);
    const { from, to } = LABELS[language];
    await page.getByLabel(from, { exact: true }).waitFor();
    await expect.poll(() => bodies.length, WAIT).toBeGreaterThan(0);

    // backwards: the end before the start
    const [later, earlier] = [dayBefore(3), dayBefore(6)];
    await page.getByLabel(from, { exact: true }).fill(inFormat(later, language));
    await expect.poll(() => bodies.length, WAIT).toBeGreaterThan(1);
    const before = bodies.length;
    await page.getByLabel(to, { exact: true }).fill(inFormat(earlier, language));
    await expect.poll(() => page.getByLabel(to, { exact: true }).getAttribute('aria-invalid'), WAIT).toBe('true');
    expect(await helperText(page, to)).toBe(language === 'en' ? 'Must not be before the start date' : 'Başlangıç tarihinden önce olamaz');
    expect(await helperIsError(page, to)).toBe(true);
    // the red comes from the theme's error colour, dark enough to read on the field's grey
    const red = await (await helperOf(page, to)).evaluate((element) => getComputedStyle(element as HTMLElement).color);
    expect(red).toBe('rgb(183, 28, 28)');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // righting it asks for it; nothing in between asked for the backwards days, swapped or not
    await page.getByLabel(from, { exact: true }).fill(inFormat(dayBefore(8), language));
    await expect.poll(() => page.getByLabel(to, { exact: true }).getAttribute('aria-invalid'), WAIT).toBe('false');
    await expect.poll(() => bodies.length, WAIT).toBeGreaterThan(before);
    const asked = bodies.slice(before);
    expect(asked.every((body) => body.createdAtStart < body.createdAtEnd)).toBe(true);
    // (swapped, the backwards days would have ended at the later day's end: midnight after it, Istanbul time)
    expect(bodies.filter((body) => body.createdAtEnd === `${later}T21:00:00.000Z`)).toEqual([]);

    // over the limit: 120 days picked, the last 92 kept and said
    const start = dayBefore(119);
    const end = dayBefore(0);
    const kept = dayBefore(91);
    const asking = bodies.length;
    await page.getByLabel(from, { exact: true }).fill(inFormat(start, language));
    await page.getByLabel(to, { exact: true }).fill(inFormat(end, language));
    const message =
      language === 'en' ? `Shortened to 92 days: ${inFormat(kept, 'en')} – ${inFormat(end, 'en')}` : `92 güne kısaltıldı: ${inFormat(kept, 'tr')} – ${inFormat(end, 'tr')}`;
    await expect.poll(() => helperText(page, from), WAIT).toBe(message);
    expect(await helperIsError(page, from)).toBe(false);
    expect(await page.getByLabel(from, { exact: true }).getAttribute('aria-invalid')).toBe('false');
    await expect.poll(() => bodies.slice(asking).some((body) => new Date(body.createdAtStart).getTime() === new Date(`${kept}T00:00:00+03:00`).getTime()), WAIT).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });
});
