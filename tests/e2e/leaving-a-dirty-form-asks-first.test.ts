import type { Browser, Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openAs, openSession, signIn } from './browser';
import { vehicleAt } from './records';
import { openFilters } from './listFilters';

// Issue 9, item 7: leaving an edit form with unsaved changes by a menu click, a link, the
// browser's back button, closing or reloading the tab, or its own Cancel asks OK/Cancel first.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const UNSAVED = {
  en: "Some of your changes weren't saved. Are you sure you want to ignore them?",
  tr: 'Bazı değişiklikleriniz kaydedilmedi. Yine de çıkmak istiyor musunuz?',
};
const TEXTS = {
  en: { edit: /^edit$/i, save: /^save$/i, cancel: /^cancel$/i, notes: /notes/i, menu: 'Vehicles', search: /search by plate/i },
  tr: { edit: /^düzenle$/i, save: /^kaydet$/i, cancel: /^İptal$/, notes: /notlar/i, menu: 'Araçlar', search: /plakaya göre ara/i },
};

let detailPath: string;

/**
 * This file's vehicle opened from the list (found by its plate, so Back has an in-app page to
 * return to), in the edit form; with a typed, unsaved note unless `type` is false.
 */
async function editForm({ language = 'en', width = 1280, type = true }: { language?: 'en' | 'tr'; width?: number; type?: boolean } = {}) {
  const session = await openAs(browser, 'owner', '/fleet/vehicle/list', { language, width, height: width < 600 ? 844 : 800 });
  const { page } = session;
  const texts = TEXTS[language];
  const vehicle = await vehicleAt(page, 5);
  detailPath = `/fleet/vehicle/detail/${vehicle.id}`;
  if (width < 600) await openFilters(page);
  await page.getByRole('textbox', { name: texts.search }).fill(vehicle.plate);
  const row = width < 600 ? page.locator(`[data-card-id="${vehicle.id}"]`).getByRole('link') : page.locator('tbody tr').filter({ hasText: vehicle.plate });
  await row.click();
  await page.waitForURL((url) => url.pathname === detailPath);
  await page.getByRole('button', { name: texts.edit }).click();
  const notes = page.getByRole('textbox', { name: texts.notes });
  if (type) await notes.fill(`unsaved ${Date.now()}`);
  else await page.getByRole('button', { name: texts.save }).waitFor();
  return { ...session, texts, typed: await notes.inputValue() };
}

/** The next dialog, answered with `accept`. */
function nextDialog(page: Page, accept: boolean): Promise<Dialog> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      void (accept ? dialog.accept() : dialog.dismiss());
      resolve(dialog);
    });
  });
}

const path = (page: Page) => new URL(page.url()).pathname;

describe('a form with unsaved changes', () => {
  it('a menu click asks; Cancel keeps the form and its values, OK leaves', async () => {
    const { page, context, texts, typed } = await editForm();
    const menuItem = page.getByRole('navigation').getByRole('link', { name: texts.menu });
    let dialog = nextDialog(page, false);
    await menuItem.click();
    expect((await dialog).type()).toBe('confirm');
    expect((await dialog).message()).toBe(UNSAVED.en);
    expect(path(page)).toBe(detailPath);
    expect(await page.getByRole('textbox', { name: texts.notes }).inputValue()).toBe(typed);

    dialog = nextDialog(page, true);
    await menuItem.click();
    await dialog;
    await page.waitForURL((url) => url.pathname === '/fleet/vehicle/list');
    await context.close();
  });

  it("the browser's back button asks; Cancel stays on the form", async () => {
    const { page, context, texts, typed } = await editForm();
    let dialog = nextDialog(page, false);
    await page.evaluate(() => window.history.back());
    expect((await dialog).message()).toBe(UNSAVED.en);
    await page.getByRole('textbox', { name: texts.notes }).waitFor();
    expect(path(page)).toBe(detailPath);
    expect(await page.getByRole('textbox', { name: texts.notes }).inputValue()).toBe(typed);

    dialog = nextDialog(page, true);
    await page.evaluate(() => window.history.back());
    await dialog;
    await page.waitForURL((url) => url.pathname === '/fleet/vehicle/list');
    await context.close();
  });

  it('reloading the tab asks (beforeunload); Cancel keeps the page and its values', async () => {
    const { page, context, texts, typed } = await editForm();
    const dialog = nextDialog(page, false);
    // not awaited: a cancelled reload never finishes
    void page.evaluate(() => window.location.reload()).catch(() => undefined);
    expect((await dialog).type()).toBe('beforeunload');
    expect(await page.getByRole('textbox', { name: texts.notes }).inputValue()).toBe(typed);
    await context.close();
  });

  it('closing the tab asks (beforeunload): Cancel keeps it open with the values, OK closes it', async () => {
    const { page, context, texts, typed } = await editForm();
    let dialog = nextDialog(page, false);
    await page.close({ runBeforeUnload: true });
    expect((await dialog).type()).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);
    expect(await page.getByRole('textbox', { name: texts.notes }).inputValue()).toBe(typed);

    dialog = nextDialog(page, true);
    const closed = new Promise((resolve) => page.once('close', resolve));
    await page.close({ runBeforeUnload: true });
    await dialog;
    await closed;
    await context.close();
  });

  it('its Cancel asks in Turkish on a phone; Cancel keeps editing, OK shows the vehicle', async () => {
    const { page, context, texts, typed } = await editForm({ language: 'tr', width: 390 });
    let dialog = nextDialog(page, false);
    await page.getByRole('button', { name: texts.cancel }).click();
    expect((await dialog).message()).toBe(UNSAVED.tr);
    expect(await page.getByRole('textbox', { name: texts.notes }).inputValue()).toBe(typed);

    dialog = nextDialog(page, true);
    await page.getByRole('button', { name: texts.cancel }).click();
    await dialog;
    await page.getByRole('button', { name: texts.edit }).waitFor();
    expect(path(page)).toBe(detailPath);
    await context.close();
  });
});

describe('signing out of a form with unsaved changes', () => {
  it('asks first: Cancel stays signed in on the form, OK signs out', async () => {
    // a sign-in of its own: this one really signs out
    const { page, context } = await openSession(browser);
    await page.goto('/login');
    await signIn(page, 'owner');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`/fleet/vehicle/detail/${(await vehicleAt(page, 5)).id}`);
    await page.getByRole('button', { name: /^edit$/i }).click();
    await page.getByRole('textbox', { name: /notes/i }).fill('unsaved before signing out');

    let dialog = nextDialog(page, false);
    await page.getByRole('button', { name: 'Ayşe Yılmaz' }).click();
    await page.getByRole('menuitem', { name: /logout/i }).click();
    expect((await dialog).message()).toBe(UNSAVED.en);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('textbox', { name: /notes/i }).inputValue()).toBe('unsaved before signing out');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBeNull();

    dialog = nextDialog(page, true);
    await page.getByRole('button', { name: 'Ayşe Yılmaz' }).click();
    await page.getByRole('menuitem', { name: /logout/i }).click();
    await dialog;
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    // signed out on purpose: nothing is kept for the next sign-in
    await page.getByRole('button', { name: /^sign in$/i }).waitFor();
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('formDraft:')))).toEqual([]);
    await context.close();
  });
});

describe('a form without changes', () => {
  it('lets a menu click leave without asking', async () => {
    const { page, context, texts } = await editForm({ type: false });
    const dialogs: Dialog[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog);
      void dialog.dismiss();
    });
    await page.getByRole('navigation').getByRole('link', { name: texts.menu }).click();
    await page.waitForURL((url) => url.pathname === '/fleet/vehicle/list');
    expect(dialogs).toEqual([]);
    await context.close();
  });
});

describe('a hand-written edit form: the courier vehicle counts', () => {
  it('a menu click with an unsaved count asks; Cancel keeps the page and the value, OK leaves', async () => {
    // an unpublished week far from the seeded ones (nothing is saved here)
    const countsPath = '/staff/plan/courier-vehicle-counts';
    const { page, context } = await openAs(browser, 'owner', `${countsPath}?week=2031-11-12`);
    const count = page.locator('[data-store]').first().getByLabel('E-bike');
    await count.fill('7');
    // another page's entry of the open menu group (the staff group holds the plan)
    const menuItem = page.getByRole('navigation').locator('a[href^="/"]:not([href^="/staff/plan"]):visible').first();
    const target = new URL((await menuItem.getAttribute('href'))!, page.url()).pathname;
    let dialog = nextDialog(page, false);
    await menuItem.click();
    expect((await dialog).type()).toBe('confirm');
    expect((await dialog).message()).toBe(UNSAVED.en);
    expect(path(page)).toBe(countsPath);
    expect(await count.inputValue()).toBe('7');

    dialog = nextDialog(page, true);
    await menuItem.click();
    await dialog;
    await page.waitForURL((url) => url.pathname === target);
    await context.close();
  });
});

describe('a workflow action dialog with typed values (deactivate)', () => {
  it("the browser's back button and a reload ask; Cancel keeps the dialog and its values", async () => {
    const active = `/staff/list?filter=${encodeURIComponent(JSON.stringify({ isActive: true }))}`;
    const { page, context } = await openAs(browser, 'owner', active);
    const row = page.locator('tbody tr').first();
    await row.locator('td.column-name').click();
    await page.waitForURL(/\/staff\/detail\/[^/]+$/);
    const detail = path(page);
    await page.getByRole('button', { name: 'Deactivate' }).click();
    const actionDialog = page.getByRole('dialog', { name: 'Deactivate' });
    const note = actionDialog.getByRole('textbox', { name: /Termination note/ });
    await note.fill('typed, not sent');

    let dialog = nextDialog(page, false);
    await page.evaluate(() => window.history.back());
    expect((await dialog).message()).toBe(UNSAVED.en);
    // the router puts the detail's address back once the answer is Cancel
    await expect.poll(() => path(page)).toBe(detail);
    expect(await note.inputValue()).toBe('typed, not sent');

    dialog = nextDialog(page, false);
    // not awaited: a cancelled reload never finishes
    void page.evaluate(() => window.location.reload()).catch(() => undefined);
    expect((await dialog).type()).toBe('beforeunload');
    expect(await note.inputValue()).toBe('typed, not sent');

    // closed with its own Cancel, the values are dropped and nothing asks any more
    const dialogs: Dialog[] = [];
    page.on('dialog', (one) => {
      dialogs.push(one);
      void one.dismiss();
    });
    await actionDialog.getByRole('button', { name: 'Cancel' }).click();
    await actionDialog.waitFor({ state: 'detached' });
    await page.evaluate(() => window.history.back());
    await page.waitForURL((url) => url.pathname === '/staff/list');
    expect(dialogs).toEqual([]);
    await context.close();
  });
});
