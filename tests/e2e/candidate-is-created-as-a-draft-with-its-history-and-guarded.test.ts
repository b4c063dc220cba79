// Candidates (resources/staff/candidates.ts): the owner fills the grouped create form with a PDF
// document, the new candidate opens as a draft (status 0) with its creation in its history and
// the document as a link, is in the list, is sent from its detail (status 1, history: created,
// sent) and can no longer be edited; cancelling asks for its reason; leaving the create form with
// unsaved changes by a menu click or the browser's back asks first; a national id of an active
// person or an open candidate is refused with a link to that record, the typed values kept; the manager (person without
// person/hire) has no candidate screens; no serious or critical axe violation with the cancel
// dialog open, in English on a desktop and Turkish on a phone (the screens at rest, in both
// languages and widths: the route sweep).
import type { Browser, Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ibanCheckDigits } from '../../src/domain/validators/iban';
import { nationalIdCheckDigits } from '../../src/domain/validators/nationalId';
import { seriousAxeViolations } from './axe';
import { launchBrowser, openAs } from './browser';
import { openCreateForm } from './openCreateForm';
import { api } from './records';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const UNSAVED = "Some of your changes weren't saved. Are you sure you want to ignore them?";
const path = (page: Page) => new URL(page.url()).pathname;

/** Letters only (a person name), different on every run. */
const uniqueSurname = () => `Aday${Date.now().toString(26).replace(/\d/g, (digit) => 'bcdefghjkl'[Number(digit)])}`;
/** A valid national id no seeded record holds (seeded ones never start with 9 followed by 8 digits of the clock). */
const uniqueNationalId = () => {
  const firstNine = `9${String(Date.now()).slice(-8)}`;
  return firstNine + nationalIdCheckDigits(firstNine);
};
const validTrIban = () => {
  const bban = `000620${String(Date.now()).padStart(16, '0').slice(-16)}`;
  return `TR${ibanCheckDigits('TR', bban)}${bban}`;
};

const PDF = Buffer.from(`%PDF-1.4\n% candidate ${Date.now()}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
/** The detail's history: one list item per row, newest first. */
const historyRows = (page: Page) => page.locator('section[aria-labelledby="candidates-history"] li');

/** A fresh draft candidate of the signed-in owner's franchise, made through the gateway. */
async function draftCandidate(page: Page): Promise<{ id: string; surname: string }> {
  const [store] = await api<{ id: string }[]>(page, 'GET', '/warehouses?range=[0,0]');
  const surname = uniqueSurname();
  const created = await api<{ id: string }>(page, 'POST', '/candidates', {
    warehouseId: store!.id,
    workerType: 1,
    name: 'Deniz',
    surname,
    nationalId: uniqueNationalId(),
    phone: '+90 532 111 22 33',
  });
  return { id: created.id, surname };
}

function nextDialog(page: Page, accept: boolean): Promise<Dialog> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      void (accept ? dialog.accept() : dialog.dismiss());
      resolve(dialog);
    });
  });
}

describe('a candidate', () => {
  it('created by the owner through the grouped form is a draft with its history, and is in the list', async () => {
    const { page, context } = await openAs(browser, 'owner', '/staff/candidate/list');
    await page.locator('tbody tr').first().waitFor();
    await openCreateForm(page, '/staff/candidate/create');
    for (const group of ['General', 'Personal', 'Contact', 'Employment', 'Health']) {
      await page.getByRole('heading', { name: group, exact: true }).waitFor();
    }
    const surname = uniqueSurname();
    // (the phone codes are native options too: pick from the open list box)
    await page.getByRole('combobox', { name: 'Store' }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await page.getByRole('combobox', { name: 'Worker type' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Payroll courier', exact: true }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Elif');
    await page.getByRole('textbox', { name: 'Surname' }).fill(surname);
    await page.getByRole('textbox', { name: 'National ID' }).fill(uniqueNationalId());
    // the phone codes come from POST /geonaming/countries/filter
    const codes = page.getByRole('combobox', { name: 'Country code' }).first();
    await expect.poll(() => codes.locator('option').allTextContents()).toEqual(expect.arrayContaining(['GB +44', 'TR +90', 'US +1']));
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('532 123 45 67');
    await page.getByRole('textbox', { name: 'IBAN' }).fill(validTrIban());
    await page.getByRole('combobox', { name: 'Blood group' }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await page.getByRole('heading', { name: 'Documents', exact: true }).waitFor();
    await page.getByTestId('file-input-documents').setInputFiles({ name: 'kimlik.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Remove: kimlik.pdf' }).waitFor();
    await page.getByRole('button', { name: /^save$/i }).click();

    await page.waitForURL(/\/staff\/candidate\/detail\/[^/]+$/);
    await page.getByText(surname).first().waitFor();
    // the document, as a download link
    await page.getByRole('link', { name: /kimlik\.pdf/ }).waitFor();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    await expect.poll(() => historyRows(page).count()).toBe(1);
    expect(await historyRows(page).first().innerText()).toMatch(/Created · Ayşe Yılmaz[\s\S]*Status: Draft/);
    await page.getByRole('button', { name: /^edit$/i }).waitFor();

    // sent from its detail: status 1, the history says created then sent, and it is no longer editable
    await page.getByRole('button', { name: 'Send to HQ' }).click();
    await page.getByText('The candidate was sent to HQ').waitFor();
    await page.locator('#main-content').getByText('Waiting for candidate approval', { exact: true }).first().waitFor();
    await expect.poll(() => historyRows(page).count()).toBe(2);
    expect(await historyRows(page).nth(0).innerText()).toMatch(/Send to HQ · Ayşe Yılmaz[\s\S]*Status: Draft → Waiting for candidate approval/);
    expect(await historyRows(page).nth(1).innerText()).toContain('Created');
    expect(await page.getByRole('button', { name: /^edit$/i }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send to HQ' }).count()).toBe(0);

    await page.getByRole('link', { name: /back to candidates/i }).click();
    await page.getByRole('textbox', { name: /search by name/i }).fill(surname);
    const row = page.locator('tbody tr').filter({ hasText: surname });
    await row.waitFor();
    expect(await row.innerText()).toContain('Waiting for candidate approval');
    await context.close();
  });

  it('approved by HQ, names the person it became, and opens that person', async () => {
    const { page, context } = await openAs(browser, 'owner', '/staff/candidate/list');
    await page.locator('tbody tr').first().waitFor();
    const { id, surname } = await draftCandidate(page);
    await api(page, 'POST', `/candidates/${id}/actions/send`, {});
    // HQ moves it 1 -> 2 -> 3 -> 6 (the simulator's HQ, driven by the test hook)
    for (const status of [2, 3, 6]) expect(await api<{ status: number }>(page, 'POST', `/test/candidates/${id}/hq-move`, {})).toEqual({ status });
    const { personId } = await api<{ personId: string }>(page, 'GET', `/candidates/${id}`);

    await page.goto(`/staff/candidate/detail/${id}`);
    await page.getByText('Approved').first().waitFor();
    const hiredAs = page.getByRole('link', { name: `Deniz ${surname}` });
    await hiredAs.waitFor();
    expect(await hiredAs.getAttribute('href')).toBe(`/staff/detail/${personId}`);
    await hiredAs.click();
    await page.waitForURL((url) => url.pathname === `/staff/detail/${personId}`);
    await page.getByText(`Deniz ${surname}`).first().waitFor();
    // and the staff list finds the new person by name
    await page.goto(`/staff/list?filter=${encodeURIComponent(JSON.stringify({ name: surname }))}`);
    await expect.poll(() => page.locator('tbody tr').allInnerTexts()).toEqual([expect.stringContaining(`Deniz ${surname}`)]);
    await context.close();
  });

  it('is cancelled only with a reason, which its history then shows', async () => {
    const { page, context } = await openAs(browser, 'owner', '/staff/candidate/list');
    const { id, surname } = await draftCandidate(page);
    await page.goto(`/staff/candidate/detail/${id}`);
    await page.getByText(surname).first().waitFor();
    await page.getByRole('button', { name: 'Cancel the process' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel the process' });
    await dialog.getByText('HQ will no longer review it').waitFor();
    await dialog.getByRole('button', { name: 'Cancel the process' }).click();
    await dialog.getByText('Required').waitFor();
    await dialog.getByRole('textbox', { name: 'Status reason' }).fill('Took another job');
    await dialog.getByRole('button', { name: 'Cancel the process' }).click();
    await page.getByText('The process was cancelled').waitFor();
    await expect.poll(() => historyRows(page).count()).toBe(2);
    const cancelled = await historyRows(page).first().innerText();
    expect(cancelled).toMatch(/^Cancel the process · Ayşe Yılmaz/);
    expect(cancelled).toContain('Status: Draft → Process canceled');
    expect(cancelled).toContain('Status reason: – → Took another job');
    await context.close();
  });

  it('is fixed in place while a draft; once sent meanwhile, the save says it can no longer be edited and keeps the values', async () => {
    const { page, context } = await openAs(browser, 'owner', '/staff/candidate/list');
    const { id, surname } = await draftCandidate(page);
    await page.goto(`/staff/candidate/detail/${id}`);
    await page.getByText(surname).first().waitFor();
    await page.getByRole('button', { name: /^edit$/i }).click();
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect.poll(() => name.inputValue()).toBe('Deniz');
    await name.fill('Deniz Su');
    await page.getByRole('button', { name: /^save$/i }).click();
    await page.getByRole('button', { name: /^edit$/i }).waitFor();
    await page.getByText('Deniz Su', { exact: true }).first().waitFor();

    // HQ's turn comes while the form is open: the franchise sends it from elsewhere
    await page.getByRole('button', { name: /^edit$/i }).click();
    await name.fill('Deniz Nur');
    await api(page, 'POST', `/candidates/${id}/actions/send`, {});
    await page.getByRole('button', { name: /^save$/i }).click();
    await page.getByText('This record can no longer be edited in its current status. Nothing was saved.').waitFor();
    expect(await name.inputValue()).toBe('Deniz Nur');
    await context.close();
  });

  /** Fills the create form's required fields (the first store, a payroll courier, a phone). */
  async function fillRequired(page: Page, values: { name: string; surname: string; nationalId: string }) {
    const [store] = await api<{ name: string }[]>(page, 'GET', '/warehouses?range=[0,0]');
    // picked with the keyboard: the options are drawn again as the typed search comes back
    const storeBox = page.getByRole('combobox', { name: 'Store' });
    await storeBox.fill(store!.name);
    // the option itself, clicked: an arrow key and Enter could pick a row of the previous search
    // that the typed one was about to replace
    await page.getByRole('option', { name: store!.name, exact: true }).click();
    await expect.poll(() => storeBox.inputValue()).toBe(store!.name);
    await page.getByRole('combobox', { name: 'Worker type' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Payroll courier', exact: true }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(values.name);
    await page.getByRole('textbox', { name: 'Surname' }).fill(values.surname);
    await page.getByRole('textbox', { name: 'National ID' }).fill(values.nationalId);
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('532 765 43 21');
  }

  it('with the national id of an active person or an open candidate is refused with a link to that record, keeping the typed values', async () => {
    const { page, context } = await openAs(browser, 'owner', '/staff/candidate/list');
    await page.locator('tbody tr').first().waitFor();
    const [person] = await api<{ id: string; name: string; nationalId: string }[]>(
      page,
      'GET',
      `/people?filter=${encodeURIComponent(JSON.stringify({ isActive: true }))}&range=[0,0]`,
    );
    const open = await draftCandidate(page);
    const { nationalId: openNationalId } = await api<{ nationalId: string }>(page, 'GET', `/candidates/${open.id}`);
    await openCreateForm(page, '/staff/candidate/create');
    // the form's lookups (stores, phone codes) loaded: typing starts on a settled page
    await page.waitForLoadState('networkidle');

    const typed = { name: 'Kopya', surname: uniqueSurname() };
    await fillRequired(page, { ...typed, nationalId: person!.nationalId });
    // the person's id first, then (typed over it) the open candidate's
    for (const [nationalId, linkPath, says] of [
      [person!.nationalId, `/staff/detail/${person!.id}`, person!.name],
      [openNationalId, `/staff/candidate/detail/${open.id}`, open.surname],
    ] as const) {
      await page.getByRole('textbox', { name: 'National ID' }).fill(nationalId);
      await page.getByRole('button', { name: /^save$/i }).click();
      const refusal = page.getByRole('alert').filter({ hasText: says });
      await refusal.waitFor();
      expect(await refusal.innerText()).toContain('Nothing was saved');
      const link = refusal.getByRole('link', { name: 'Open it' });
      expect(await link.getAttribute('href')).toBe(linkPath);
      // nothing was created, and what was typed is still there to fix
      expect(path(page)).toBe('/staff/candidate/create');
      expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(typed.name);
      expect(await page.getByRole('textbox', { name: 'Surname' }).inputValue()).toBe(typed.surname);
      expect(await page.getByRole('textbox', { name: 'National ID' }).inputValue()).toBe(nationalId);
      const found = await api<unknown[]>(page, 'GET', `/candidates?filter=${encodeURIComponent(JSON.stringify({ q: typed.surname }))}`);
      expect(found).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
    // the link opens the record (leaving the form's unsaved values asks first: OK)
    page.on('dialog', (dialog) => void dialog.accept());
    await page.getByRole('alert').getByRole('link', { name: 'Open it' }).click();
    await page.waitForURL((url) => url.pathname === `/staff/candidate/detail/${open.id}`);
    await page.getByText(open.surname).first().waitFor();
    await context.close();
  }, 120_000);

  /** The create form reached from the list (so Back has an in-app page), with a typed, unsaved name. */
  async function dirtyCreateForm() {
    const session = await openAs(browser, 'owner', '/staff/candidate/list');
    const { page } = session;
    await page.locator('tbody tr').first().waitFor();
    await openCreateForm(page, '/staff/candidate/create');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Unsaved');
    // the form knows it has changes (Save is enabled) before a test tries to leave it
    await expect.poll(() => page.getByRole('button', { name: /^save$/i }).isEnabled()).toBe(true);
    return session;
  }

  it('leaving its create form with unsaved changes by a menu click asks; Cancel keeps the values, OK leaves', async () => {
    const { page, context } = await dirtyCreateForm();
    const menuItem = page.getByRole('navigation').getByRole('link', { name: 'Candidates' });
    let dialog = nextDialog(page, false);
    await menuItem.click();
    expect((await dialog).message()).toBe(UNSAVED);
    expect(path(page)).toBe('/staff/candidate/create');
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Unsaved');

    dialog = nextDialog(page, true);
    await menuItem.click();
    await dialog;
    await page.waitForURL((url) => url.pathname === '/staff/candidate/list');
    await context.close();
  });

  it('leaving its create form with unsaved changes by the browser’s back asks; Cancel stays, OK leaves', async () => {
    const { page, context } = await dirtyCreateForm();
    let dialog = nextDialog(page, false);
    await page.evaluate(() => window.history.back());
    expect((await dialog).message()).toBe(UNSAVED);
    await page.getByRole('textbox', { name: 'Name', exact: true }).waitFor();
    expect(path(page)).toBe('/staff/candidate/create');
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Unsaved');

    dialog = nextDialog(page, true);
    await page.evaluate(() => window.history.back());
    await dialog;
    await page.waitForURL((url) => url.pathname === '/staff/candidate/list');
    await context.close();
  });

  it('screens are neither in the manager’s menu nor open to the manager at their paths', async () => {
    const { page, context } = await openAs(browser, 'manager', '/staff/list');
    await page.locator('tbody tr').first().waitFor();
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Candidates' }).count()).toBe(0);
    for (const target of ['/staff/candidate/list', '/staff/candidate/create']) {
      await page.goto(target);
      await page.locator('#main-content').getByRole('heading', { name: 'No access' }).waitFor();
    }
    await context.close();
  });
});

describe('the candidate screens', () => {
  // The list, the form and the detail at rest, in en and tr at 1280 and 390 px, are the route
  // sweep's (tests/e2e/routeSweep.ts); the cancel dialog, which no walk opens, in each language
  // and layout once.
  it.each([
    ['en', 1280],
    ['tr', 390],
  ] as const)('(%s, %i px) have no serious or critical axe violation with the cancel dialog open', async (language, width) => {
    const { page, context } = await openAs(browser, 'owner', '/staff/candidate/list', { language, width, height: width < 600 ? 844 : 800 });
    const { id } = await draftCandidate(page);
    await page.goto(`/staff/candidate/detail/${id}`);
    await historyRows(page).first().waitFor();
    const cancel = language === 'en' ? 'Cancel the process' : 'Süreci iptal et';
    await page.getByRole('button', { name: cancel }).click();
    await page.getByRole('dialog', { name: cancel }).getByRole('textbox').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
});
