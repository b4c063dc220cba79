// A missed (canceled) or aborted order of the user's stores is told in a notice, with the order's
// short id linking to its detail: once, however many tabs are open. Two tabs of one browser
// session hear the same event on their own sockets; the notice shows in exactly one of them.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { launchBrowser, signedInSession } from './browser';
import { advanceOrder, createOrder } from './gatewayHooks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shortId = (id: string) => id.slice(-8).toUpperCase();
/** The notices about one order in a tab. */
const noticesOf = (page: Page, orderId: string) => page.getByRole('alert').filter({ hasText: shortId(orderId) });

/** Two tabs of one signed-in session, each on `path` (a page of the panel) once it is live. */
async function twoTabs(language: 'en' | 'tr', path: (page: Page) => Promise<string> | string): Promise<{ context: BrowserContext; tabs: [Page, Page] }> {
  const { context, page } = await signedInSession(browser, 'owner', { language });
  const other = await context.newPage();
  const target = await path(page);
  for (const tab of [page, other]) {
    await tab.goto(target);
    // each tab's own socket is connected: the page says it is live
    await tab.getByRole('status').filter({ hasText: /^(Live|Canlı|Updates live|Canlı güncellenir)$/ }).waitFor();
  }
  return { context, tabs: [page, other] };
}

/**
 * Both tabs have settled the notice of `orderId`: each tab's claim on it was asked of the browser's
 * lock manager when the event arrived (the caller made sure both got it), which answers a tab's
 * requests in order, so once it answers this query, both claims are decided and drawn.
 */
async function settled(tabs: Page[], orderId: string): Promise<void> {
  for (const tab of tabs) {
    const held = await tab.evaluate(async (name) => {
      const state = await navigator.locks.query();
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return (state.held ?? []).some((lock) => lock.name === name);
    }, `franchise-panel:notice:order-loss:${orderId}`);
    expect(held).toBe(true);
  }
}

async function total(tabs: Page[], orderId: string): Promise<number> {
  let count = 0;
  for (const tab of tabs) count += await noticesOf(tab, orderId).count();
  return count;
}

describe('a lost order is told once across tabs', () => {
  it('a missed order: both tabs on its detail page see it canceled, one of them tells, linking to it', async () => {
    let orderId = '';
    const { context, tabs } = await twoTabs('en', async (page) => {
      orderId = await createOrder(page);
      return `/order/detail/${orderId}`;
    });
    await advanceOrder(tabs[0], orderId, 1200);
    // both tabs heard the event: each shows the new status
    for (const tab of tabs) await tab.getByText('Canceled by client', { exact: true }).first().waitFor();
    await expect.poll(() => total(tabs, orderId), { timeout: 15_000 }).toBe(1);
    await settled(tabs, orderId);
    expect(await total(tabs, orderId)).toBe(1);
    const teller = (await noticesOf(tabs[0], orderId).count()) === 1 ? tabs[0] : tabs[1];
    const notice = noticesOf(teller, orderId);
    expect(await notice.innerText()).toMatch(new RegExp(`Order ${shortId(orderId)} at .+ was missed: canceled by client\\.`));
    expect(await notice.getByRole('link', { name: shortId(orderId) }).getAttribute('href')).toBe(`/order/detail/${orderId}`);
    expect(await seriousAxeViolations(teller)).toEqual([]);
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => noticesOf(teller, orderId).count(), { timeout: 10_000 }).toBe(0);
    await context.close();
  });

  it('an aborted order: two tabs on the active list, one tells in Turkish, and its link opens the order', async () => {
    const { context, tabs } = await twoTabs('tr', () => '/commercial/order/active');
    const totals = await Promise.all(tabs.map((tab) => tab.locator('.MuiTablePagination-displayedRows').innerText()));
    const aborted = await createOrder(tabs[0], { aborted: true });
    // a checkout after it: once both lists show it, both tabs have heard the aborted one before
    await createOrder(tabs[0]);
    for (const [index, tab] of tabs.entries()) {
      await expect.poll(() => tab.locator('.MuiTablePagination-displayedRows').innerText(), { timeout: 15_000 }).not.toBe(totals[index]);
    }
    await expect.poll(() => total(tabs, aborted), { timeout: 15_000 }).toBe(1);
    await settled(tabs, aborted);
    expect(await total(tabs, aborted)).toBe(1);
    const teller = (await noticesOf(tabs[0], aborted).count()) === 1 ? tabs[0] : tabs[1];
    const notice = noticesOf(teller, aborted);
    expect(await notice.innerText()).toMatch(new RegExp(`.+ mağazasındaki ${shortId(aborted)} siparişi yarıda kaldı: sipariş verilemedi\\.`));
    expect(await seriousAxeViolations(teller)).toEqual([]);
    await notice.getByRole('link', { name: shortId(aborted) }).click();
    await teller.waitForURL((url) => url.pathname === `/order/detail/${aborted}`);
    await teller.getByRole('heading', { name: `Sipariş ${shortId(aborted)}` }).waitFor();
    await teller.getByText('Yarıda bırakıldı', { exact: true }).first().waitFor();
    await context.close();
  });
});
