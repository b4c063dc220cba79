// Keyboard users: the first Tab shows the skip link (readable, inside the viewport) and it jumps
// to the content; every focused control then shows a ring of at least 3:1 against what is
// around it (WCAG 2.2 2.4.7 and 2.4.11).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openAs } from './browser';

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
    // a text field or a select draws its ring round the whole field
    const element = (active.closest('.MuiInputBase-root') as HTMLElement | null) ?? active;
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
    for (let step = 0; step < 25; step++) {
      await page.keyboard.press('Tab');
      const ring = await focused(page);
      seen.push(ring.text);
      expect(ring.outlineStyle, `${step}: ${ring.text}`).not.toBe('none');
      expect(ring.outlineWidth, `${step}: ${ring.text}`).toBeGreaterThanOrEqual(2);
      // the ring, or the band between it and the control, stands out from what is around
      const best = Math.max(contrast(ring.outlineColor, ring.background), ring.band ? contrast(ring.band, ring.background) : 0);
      expect(best, `${step}: ${ring.text} ring ${ring.outlineColor} band ${ring.band} on ${ring.background}`).toBeGreaterThanOrEqual(3);
    }
    expect(seen.length).toBe(25);
    await context.close();
  });
});
