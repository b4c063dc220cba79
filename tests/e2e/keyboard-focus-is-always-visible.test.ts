// Keyboard users: the first Tab shows the skip link (readable, inside the viewport) and it jumps
// to the content; every focused control then shows a ring of at least 3:1 against what is
// around it (WCAG 2.2 2.4.7 and 2.4.11): on the header and a list, on the sign-in page, and in an
// open dialog (a workflow action's).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openAs, openSession } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** WCAG relative luminance contrast of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number).map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The focused element's ring and the background behind it. */
function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    // a text field or a select draws its ring round the whole field; a button inside the field
    // (a date picker's "Choose date", a password's eye) draws its own
    const button = active.tagName === 'BUTTON' || active.tagName === 'A';
    const element = (!button && (active.closest('.MuiInputBase-root') as HTMLElement | null)) || active;
    const style = getComputedStyle(element);
    let behind: Element | null = element.parentElement;
    let background = 'rgb(255, 255, 255)';
    while (behind) {
      const color = getComputedStyle(behind).backgroundColor;
      if (color && color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') {
        background = color;
        break;
      }
      behind = behind.parentElement;
    }
    const box = element.getBoundingClientRect();
    return {
      text: active.textContent?.trim() || active.getAttribute('aria-label') || active.getAttribute('placeholder') || active.tagName,
      outlineWidth: parseFloat(style.outlineWidth),
      outlineStyle: style.outlineStyle,
      outlineColor: style.outlineColor,
      band: /rgba?\([^)]*\)/.exec(style.boxShadow)?.[0] ?? null,
      color: style.color,
      backgroundColor: style.backgroundColor,
      background,
      inView: box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.width > 0,
    };
  });
}

/** The next Tab's control: its ring is drawn (2 px or more) and stands out at least 3:1 from what is around. */
async function tabToRing(page: Page, step: number): Promise<string> {
  await page.keyboard.press('Tab');
  return expectRing(page, step);
}

/** The focused control's ring is drawn (2 px or more) and stands out at least 3:1 from what is around. */
async function expectRing(page: Page, step: number): Promise<string> {
  const ring = await focused(page);
  expect(ring.outlineStyle, `${step}: ${ring.text}`).not.toBe('none');
  expect(ring.outlineWidth, `${step}: ${ring.text}`).toBeGreaterThanOrEqual(2);
  // the ring, or the band between it and the control, stands out from what is around
  const best = Math.max(contrast(ring.outlineColor, ring.background), ring.band ? contrast(ring.band, ring.background) : 0);
  expect(best, `${step}: ${ring.text} ring ${ring.outlineColor} band ${ring.band} on ${ring.background}`).toBeGreaterThanOrEqual(3);
  return ring.text;
}

describe('keyboard focus', () => {
  it('the first Tab shows a readable skip link that jumps to the content', async () => {
    const { page, context } = await openAs(browser, 'manager', '/fleet/vehicle/list');
    await page.locator('main').waitFor();
    await page.keyboard.press('Tab');
    // it slides in from above the page
    await expect.poll(async () => (await focused(page)).inView).toBe(true);
    const skip = await focused(page);
    expect(skip.text).toMatch(/skip to content/i);
    expect(contrast(skip.color, skip.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    // Enter skips the header and the menu: the next Tab lands inside the content
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#main-content')))).toBe(true);
    await context.close();
  });

  it('every control reached by Tab shows a ring of at least 3:1, on the header and on the page', async () => {
    const { page, context } = await openAs(browser, 'owner', '/fleet/vehicle/list');
    await page.locator('tbody tr').first().waitFor();
    const seen: string[] = [];
    for (let step = 0; step < 25; step++) seen.push(await tabToRing(page, step));
    expect(seen.length).toBe(25);
    await context.close();
  });

  it.each(['en', 'tr'] as const)('(%s) every control of the sign-in page shows a ring of at least 3:1', async (language) => {
    const { page, context } = await openSession(browser, { language });
    await page.goto('/login');
    // the username field has the focus on arrival (a text field shows it however it came)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username');
    const seen = [await expectRing(page, 0)];
    const names = ['username'];
    // then Tab by Tab through every control of the page, until the focus leaves it
    for (let step = 1; step < 15; step++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement === document.body || document.activeElement === null)) break;
      seen.push(await expectRing(page, step));
      names.push(await page.evaluate(() => document.activeElement?.getAttribute('name') || document.activeElement?.getAttribute('type') || document.activeElement?.tagName || ''));
    }
    expect(names).toEqual(expect.arrayContaining(['username', 'password', 'submit']));
    expect(seen.length).toBeGreaterThanOrEqual(4);
    await context.close();
  });

  it('every control of an open dialog (a workflow action) shows a ring of at least 3:1', async () => {
    const { page, context } = await openAs(browser, 'owner', `/staff/list?filter=${encodeURIComponent(JSON.stringify({ isActive: true }))}`);
    await page.locator('tbody tr td.column-name').first().click();
    await page.waitForURL(/\/staff\/detail\/[^/]+$/);
    await page.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate' });
    await dialog.waitFor();
    // focus stays in the dialog: once round its fields and buttons, and on to the first again
    const seen: string[] = [];
    for (let step = 0; step < 10; step++) {
      seen.push(await tabToRing(page, step));
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))), seen.at(-1)).toBe(true);
    }
    expect(seen).toEqual(expect.arrayContaining(['Cancel', 'Deactivate']));
    await context.close();
  });
});
