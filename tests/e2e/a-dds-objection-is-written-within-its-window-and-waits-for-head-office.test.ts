// A DDS objection in Chromium against the real gateway (src/domain/dys/ddsLogResource.ts): the
// owner opens a penalty head office has just logged, is told at the field that an objection takes
// at least 10 characters, sends one, and the log waits for head office's answer with the objection
// on it and no way to object again.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { launchBrowser, signedInSession } from './browser';
import { gatewayCall, logDdsPenalty } from './gatewayHooks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WAIT = { timeout: 15_000 };

describe('a DDS objection', () => {
  it('says at the field what is too short, then moves the log on to head office', async () => {
    const { page, context, consoleErrors } = await signedInSession(browser, 'owner', { language: 'en', width: 390, height: 844 });
    await page.goto('/fleet/vehicle/list');
    const id = await logDdsPenalty(page);
    await page.goto(`/dys/dds/logs/detail/${id}`);
    await page.getByText('Not objected').first().waitFor(WAIT);
    await page.getByRole('button', { name: 'Object' }).click();
    const dialog = page.getByRole('dialog', { name: 'Object' });
    const text = dialog.getByRole('textbox', { name: 'Objection' });
    await text.fill('   short   ');
    await dialog.getByRole('button', { name: 'Object' }).click();
    await dialog.getByText('At least 10 characters, not counting spaces at either end').waitFor(WAIT);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await text.fill('The waybill was signed on the day it arrived.');
    await dialog.getByRole('button', { name: 'Object' }).click();
    await page.getByText('Objection sent: head office answers next').waitFor(WAIT);
    await page.getByText('Objection waiting').first().waitFor(WAIT);
    await page.getByText('The waybill was signed on the day it arrived.').first().waitFor(WAIT);
    await expect.poll(() => page.getByRole('button', { name: 'Object' }).count(), WAIT).toBe(0);
    const stored = await gatewayCall<{ status: number }>(page, 'GET', `/dds-logs/${id}`);
    expect(stored.status).toBe(200);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
