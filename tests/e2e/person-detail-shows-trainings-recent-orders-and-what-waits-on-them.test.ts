// A person's detail on the real gateway (issue 11): under the fields, "Waiting on them" links to
// the person's open information-edit requests with their count, "Trainings" lists their courses
// and "Recent orders" the latest orders the courier carried, each linking to /order/detail/{id}.
// The test makes the open request it checks (an information-edit ask through the gateway). Axe
// clean in English and Turkish at 1280 and 390 px; nothing scrolls sideways on a phone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortOrderId } from '../../src/domain/orders';
import { seriousAxeViolations } from './axe';
import { launchBrowser, signedInSession } from './browser';
import { gatewayCall } from './gatewayHooks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Row = { id: string };
const WAIT = { timeout: 15_000 };
const TEXTS = {
  en: { waiting: 'Waiting on them', requests: /open information-edit request/, trainings: 'Trainings', orders: 'Recent orders' },
  tr: { waiting: 'Bekleyen işleri', requests: /açık bilgi düzenleme talebi/, trainings: 'Eğitimler', orders: 'Son siparişler' },
} as const;
const query = (filter: Record<string, unknown>, range: [number, number] = [0, 49], sort?: [string, string]) =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}${sort ? `&sort=${encodeURIComponent(JSON.stringify(sort))}` : ''}`;

/** An active payroll courier with orders, and their latest order's id. */
async function courierWithOrders(page: Page): Promise<{ personId: string; latestOrder: string }> {
  const people = await gatewayCall<Row[]>(page, 'GET', `/people?${query({ isActive: true, staffType: 1 })}`);
  for (const person of people) {
    const [latest] = await gatewayCall<Row[]>(page, 'GET', `/person-orders?${query({ personId: person.id }, [0, 0], ['createdAt', 'DESC'])}`);
    if (latest) return { personId: person.id, latestOrder: latest.id };
  }
  throw new Error('no active courier with orders');
}

describe('the person detail', () => {
  // each layout once, in its own language (the route sweep checks the page in both at both widths)
  it.each([
    ['en', 1280],
    ['tr', 390],
  ] as const)('(%s, %i px) shows what waits on the person, their trainings and recent orders', async (language, width) => {
    const text = TEXTS[language];
    const { page, context } = await signedInSession(browser, 'owner', { language, width, height: 844 });
    await page.goto('/staff/list');
    const { personId, latestOrder } = await courierWithOrders(page);
    await gatewayCall(page, 'POST', `/people/${personId}/actions/askInformationEdit`, { homeAddress: `e2e ${Date.now()}` });
    const open = (await gatewayCall<Row[]>(page, 'GET', `/information-edit-requests?${query({ personId, status: 1 })}`)).length;

    await page.goto(`/staff/detail/${personId}`);
    const waiting = page.getByRole('region', { name: text.waiting });
    const requests = waiting.getByRole('link', { name: text.requests });
    await requests.waitFor(WAIT);
    expect(await requests.innerText()).toContain(open === 1 && language === 'en' ? 'One' : String(open));
    const trainings = page.getByRole('region', { name: text.trainings });
    await trainings.locator(phoneOr(width, 'li', 'tbody tr')).first().waitFor(WAIT);
    const orders = page.getByRole('region', { name: text.orders });
    const orderLink = orders.getByRole('link', { name: shortOrderId(latestOrder), exact: true });
    await orderLink.waitFor(WAIT);
    expect(await orderLink.getAttribute('href')).toBe(`/order/detail/${latestOrder}`);
    expect(await orders.getByRole('link').count()).toBeLessThanOrEqual(20);
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (width < 600) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    if (language === 'en' && width === 1280) {
      // the count's link opens the requests list filtered to the person's open ones
      await requests.click();
      await page.waitForURL(/\/staff\/request\/list\?filter=/);
      expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).toEqual({ status: 1, personId });
      await page.goBack();
      await orderLink.click(WAIT);
      await page.waitForURL(`**/order/detail/${latestOrder}`);
    }
    await context.close();
  });
});

const phoneOr = (width: number, phone: string, wide: string) => (width < 900 ? phone : wide);
