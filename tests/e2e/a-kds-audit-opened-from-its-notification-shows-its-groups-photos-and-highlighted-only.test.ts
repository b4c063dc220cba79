// KDS against the real gateway (resources/performance/kds-audits.ts, gateway/db/kds.ts): a
// notification naming an audit opens /dys/kds/detail/{auditId} from the bell (spec 8), where the
// audit shows its question groups with how many were answered; the audit with the most
// highlighted answers shows its photos, drawn, and the "highlighted only" switch leaves just
// those; the KDS summary's store row opens that store's audits of the same days.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionnaireGroup } from '../../src/domain/declaration/questionnaire';
import { seriousAxeViolations } from './axe';
import { launchBrowser, signedInSession } from './browser';
import { createNotification } from './gatewayHooks';
import { api } from './records';

type Audit = { id: string; highlighted: number; groups: QuestionnaireGroup[] };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const listed = (page: Parameters<typeof api>[0], sort: string) =>
  api<Audit[]>(page, 'GET', `/kds-audits?${new URLSearchParams({ sort: JSON.stringify([sort, 'DESC']), range: '[0,0]' })}`);

describe('a KDS audit', () => {
  it('opens from its notification in the bell by its audit id and shows its groups', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'owner');
    await page.goto('/dys/dts/list');
    const { notificationId } = await createNotification(page, 'audit');
    const [newest] = await listed(page, 'sentAt');
    await page.locator('[data-widget="notifications"]').click();
    await page.locator(`[data-notification="${notificationId}"]`).click();
    await page.waitForURL(`**/dys/kds/detail/${newest!.id}`);
    const groups = page.locator('[data-questionnaire-group]');
    await expect.poll(() => groups.count()).toBe(newest!.groups.length);
    const first = newest!.groups[0]!;
    await expect.poll(() => groups.first().locator('[data-answered]').textContent()).toBe(`${first.answered} of ${first.total} answered`);
    await expect.poll(() => groups.first().locator('[data-question]').count()).toBe(first.questions.length);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the photos of its highlighted answers, and only those answers with the switch on (tr, 390 px)', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'owner', { language: 'tr', width: 390, height: 844 });
    await page.goto('/dys/kds/list');
    const [audit] = await listed(page, 'highlighted');
    const photos = audit!.groups.flatMap((group) => group.questions.flatMap((question) => question.photos));
    expect(photos.length).toBeGreaterThan(0);
    await page.goto(`/dys/kds/detail/${audit!.id}`);
    const images = page.locator('[data-questionnaire] img');
    await expect.poll(() => images.count()).toBe(photos.length);
    // each photo drawn from its signed link, not a broken image
    await expect
      .poll(() => images.evaluateAll((all) => all.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    await page.getByRole('switch', { name: 'Yalnızca vurgulananlar' }).check();
    await expect.poll(() => page.locator('[data-question]').count()).toBe(audit!.highlighted);
    expect(await page.locator('[data-question]:not([data-highlighted])').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('is reached from the KDS summary: a store\'s row opens its audits of the same days, the lowest score first', async () => {
    const { page, context } = await signedInSession(browser, 'owner');
    await page.goto('/dys/kds/summary');
    const row = page.locator('main tbody tr').first();
    await row.locator('td').first().click();
    await page.waitForURL((url) => url.pathname === '/dys/kds/list');
    const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;
    expect(Object.keys(filter).sort()).toEqual(['periodFrom', 'periodTo', 'warehouseId']);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('score');
    await context.close();
  });
});
