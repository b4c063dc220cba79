// The declared workflow actions against the real gateway: the owner changes a picker's store on
// /staff/detail/:id (through the spec's picker call) and sees it in /staff/list; deactivates a
// person with reason "other" (the note is required) and the list shows them inactive; asks for an
// information edit on a person's detail (refused with nothing filled) and finds it in
// /staff/request/list with old and new values; withdraws an information-edit request there. Each
// test makes or picks its own records through the gateway; axe clean with the dialogs open, each
// flow in one of en at 1280 px and tr at 390 px, in turn.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

type Person = { id: string; name: string; warehouseId: string; isActive: boolean; homeAddress: string | null; emergencyContactName: string | null };
const WAIT = { timeout: 15_000 };
const SIZES = [
  { language: 'en' as const, width: 1280 },
  { language: 'tr' as const, width: 390 },
];
const TEXTS = {
  en: {
    changeStore: 'Change store', store: 'Store', storeChanged: 'The store was changed',
    deactivate: 'Deactivate', reason: 'Termination reason', other: 'Other', date: 'Termination date', note: 'Termination note', required: 'Required', deactivated: 'Deactivated',
    withdraw: 'Withdraw', withdrawn: 'The request was withdrawn', rejected: 'Rejected',
    askEdit: 'Ask for an information edit', homeAddress: 'Home address', contactName: 'Emergency contact', atLeastOne: 'Fill in at least one field', asked: 'The request was sent to HQ',
  },
  tr: {
    changeStore: 'Mağaza değiştir', store: 'Mağaza', storeChanged: 'Mağaza değiştirildi',
    deactivate: 'Pasife al', reason: 'Ayrılış nedeni', other: 'Diğer', date: 'Ayrılış tarihi', note: 'Ayrılış notu', required: 'Zorunlu', deactivated: 'Pasife alındı',
    withdraw: 'Geri çek', withdrawn: 'Talep geri çekildi', rejected: 'Reddedildi',
    askEdit: 'Bilgi düzenleme talep et', homeAddress: 'Ev adresi', contactName: 'Acil durumda aranacak kişi', atLeastOne: 'En az bir alanı doldurun', asked: 'Talep merkeze gönderildi',
  },
} as const;

const listPath = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const query = (filter: Record<string, unknown>, range: [number, number] = [0, 99]) =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}`;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
/** Today in Istanbul (the seed owner's time zone), in the panel's date format. */
function todayIn(language: 'en' | 'tr'): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date()).split('-');
  return language === 'en' ? `${year}/${month}/${day}` : `${day}/${month}/${year}`;
}
/** The list's row (table) or card (phone) of a record. */
const entryOf = (page: Page, id: string, name: string, phone: boolean) =>
  phone ? page.locator(`[data-card-id="${id}"]`) : page.locator('tbody tr').filter({ hasText: name });

// Each flow runs in one of the two sizes, in turn, so both languages and widths are walked through
// the dialogs without paying for every flow twice (the route sweeps judge every screen in both).
describe.each(SIZES)('staff actions ($language, $width px)', ({ language, width }) => {
  const text = TEXTS[language];
  const phone = width < 900;
  const here = (flow: number) => flow % SIZES.length === SIZES.findIndex((size) => size.width === width);

  if (here(0)) it('the owner changes a picker’s store on its detail and the staff list shows the new store', async () => {
    const { page, context } = await signedInSession(browser, 'owner', { language, width, height: 844 });
    await page.goto('/staff/list');
    const { pickers } = await gatewayCall<{ pickers: { _id: string; name: string; warehouse: { _id: string } }[] }>(page, 'POST', '/picker/filter', {
      isActivated: true,
      limit: 100,
      offset: 0,
    });
    // an active person (another test may have deactivated a picker: its pickers row stays activated)
    const active = [];
    for (const candidate of pickers) {
      if ((await gatewayCall<Person>(page, 'GET', `/people/${candidate._id}`)).isActive) active.push(candidate);
      if (active.length >= 5) break;
    }
    const picker = pick(active);
    const stores = await gatewayCall<{ id: string; name: string }[]>(page, 'GET', `/warehouses?${query({})}`);
    const target = pick(stores.filter((store) => store.id !== picker.warehouse._id));

    await page.goto(`/staff/detail/${picker._id}`);
    await page.getByRole('button', { name: text.changeStore }).click(WAIT);
    const dialog = page.getByRole('dialog', { name: text.changeStore });
    await dialog.getByRole('combobox', { name: new RegExp(text.store) }).fill(target.name);
    await page.getByRole('option', { name: target.name, exact: true }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: text.changeStore }).click();
    await page.getByText(text.storeChanged).waitFor(WAIT);

    await page.goto(listPath('/staff/list', { q: picker.name }));
    await expect
      .poll(async () => (await entryOf(page, picker._id, picker.name, phone).allInnerTexts()).join(' '), WAIT)
      .toContain(target.name);
    const person = await gatewayCall<Person>(page, 'GET', `/people/${picker._id}`);
    expect(person.warehouseId).toBe(target.id);
    await context.close();
  });

  if (here(1)) it('the owner deactivates a person with reason "other" (a note is required) and the list shows them inactive', async () => {
    const { page, context } = await signedInSession(browser, 'owner', { language, width, height: 844 });
    await page.goto('/staff/list');
    const people = await gatewayCall<Person[]>(page, 'GET', `/people?${query({ isActive: true, staffType: 2 })}`);
    const person = pick(people);

    await page.goto(`/staff/detail/${person.id}`);
    await page.getByRole('button', { name: text.deactivate }).click(WAIT);
    const dialog = page.getByRole('dialog', { name: text.deactivate });
    await dialog.getByRole('combobox', { name: new RegExp(text.reason) }).click();
    await page.getByRole('option', { name: text.other, exact: true }).click();
    await dialog.getByLabel(new RegExp(text.date)).first().fill(todayIn(language));
    await dialog.getByRole('button', { name: text.deactivate }).click();
    const note = dialog.getByRole('textbox', { name: new RegExp(text.note) });
    await expect.poll(() => note.getAttribute('aria-invalid'), WAIT).toBe('true');
    await dialog.getByText(text.required).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await note.fill('e2e: moved to another city');
    await dialog.getByRole('button', { name: text.deactivate }).click();
    await page.getByText(text.deactivated, { exact: true }).waitFor(WAIT);

    await page.goto(listPath('/staff/list', { q: person.name, isActive: false }));
    await entryOf(page, person.id, person.name, phone).first().waitFor(WAIT);
    expect((await gatewayCall<Person>(page, 'GET', `/people/${person.id}`)).isActive).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  if (here(2)) it('the owner asks for an information edit on a person’s detail (refused empty) and finds it in the request list with old and new values', async () => {
    const { page, context } = await signedInSession(browser, 'owner', { language, width, height: 844 });
    await page.goto('/staff/list');
    const people = await gatewayCall<Person[]>(page, 'GET', `/people?${query({ isActive: true, staffType: 2 })}`);
    const person = pick(people.filter((candidate) => candidate.homeAddress && candidate.emergencyContactName));
    const stamp = Date.now().toString(36);
    const newAddress = `Moda Caddesi ${stamp}, Kadıköy`;
    const newContact = `Selin Kaya ${stamp.replace(/\d/g, '')}`.trim();

    await page.goto(`/staff/detail/${person.id}`);
    await page.getByRole('button', { name: text.askEdit }).click(WAIT);
    const dialog = page.getByRole('dialog', { name: text.askEdit });
    // nothing filled: refused in the dialog, nothing sent
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/actions/askInformationEdit')) sent.push(request.postData() ?? '');
    });
    await dialog.getByRole('button', { name: text.askEdit }).click();
    await expect.poll(() => dialog.innerText(), WAIT).toContain(text.atLeastOne);
    expect(sent).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('textbox', { name: text.homeAddress, exact: true }).fill(newAddress);
    await dialog.getByRole('textbox', { name: text.contactName, exact: true }).fill(newContact);
    await dialog.getByRole('button', { name: text.askEdit }).click();
    await page.getByText(text.asked, { exact: true }).waitFor(WAIT);
    // a request, not an edit: the person is as before
    const after = await gatewayCall<Person>(page, 'GET', `/people/${person.id}`);
    expect([after.homeAddress, after.emergencyContactName]).toEqual([person.homeAddress, person.emergencyContactName]);

    await page.goto(listPath('/staff/request/list', { personId: person.id, status: 1 }));
    const entries = phone ? page.locator('[data-card-id]') : page.locator('tbody tr');
    const address = entries.filter({ hasText: newAddress });
    const contact = entries.filter({ hasText: newContact });
    await address.first().waitFor(WAIT);
    await contact.first().waitFor(WAIT);
    expect(await address.first().innerText()).toContain(person.homeAddress!);
    expect(await contact.first().innerText()).toContain(person.emergencyContactName!);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);

  if (here(3)) it('the owner sees information-edit requests and withdraws an active one', async () => {
    const { page, context } = await signedInSession(browser, 'owner', { language, width, height: 844 });
    await page.goto('/staff/request/list');
    await (phone ? page.locator('[data-card-id]') : page.locator('tbody tr')).first().waitFor(WAIT);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const people = await gatewayCall<Person[]>(page, 'GET', `/people?${query({ isActive: true, staffType: 1 })}`);
    const person = pick(people);
    await gatewayCall(page, 'POST', `/people/${person.id}/actions/askInformationEdit`, { homeAddress: `e2e ${Date.now()}` });
    const active = () => gatewayCall<unknown[]>(page, 'GET', `/information-edit-requests?${query({ personId: person.id, status: 1 })}`);
    const waiting = (await active()).length;

    await page.goto(listPath('/staff/request/list', { personId: person.id, status: 1 }));
    const entry = phone ? page.locator('[data-card-id]').first() : page.locator('tbody tr').first();
    await entry.getByRole('button', { name: text.withdraw }).click(WAIT);
    const dialog = page.getByRole('dialog', { name: text.withdraw });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: text.withdraw }).click();
    await page.getByText(text.withdrawn, { exact: true }).waitFor(WAIT);
    expect((await active()).length).toBe(waiting - 1);
    const withdrawn = await gatewayCall<{ withdrawn: boolean }[]>(page, 'GET', `/information-edit-requests?${query({ personId: person.id, status: 3 })}`);
    expect(withdrawn.some((request) => request.withdrawn)).toBe(true);
    await context.close();
  });
});
