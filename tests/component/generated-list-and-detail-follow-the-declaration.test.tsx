import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider, GetListParams, RaRecord, UpdateParams } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vehicleStatus } from '../../src/domain/enums';
import { defineResource } from '../../src/domain/declaration/entry';
import { datetime, enumOf, money, phone, reference, text } from '../../src/domain/declaration/fields';
import CreateView from '../../src/framework/views/CreateView';
import DetailView from '../../src/framework/views/DetailView';
import ListView from '../../src/framework/views/ListView';
import type { ResourceEntry } from '../../src/framework/types';
import { stubPhoneWidth } from './support/phoneWidth';
import { authAllowing, renderRoutes, storeTurkishSession } from './support/renderGenerated';

// A throwaway declaration: nothing here is a real resource of the panel.
const gadgets = defineResource({
  name: 'gadgets',
  access: { roles: ['vehicle'] },
  routes: { list: '/test/gadget/list', show: '/test/gadget/detail/:id' },
  messages: {
    en: {
      name: 'Gadgets',
      search: 'Search by name',
      fields: { name: 'Name', state: 'State', depotId: 'Depot', price: 'Price', phone: 'Phone', updatedAt: 'Updated' },
    },
    tr: { name: 'Aletler', search: 'Ada göre ara', fields: {} },
  },
  fields: {
    name: text({ required: true, sortable: true }),
    state: enumOf(vehicleStatus, { required: true, sortable: true }),
    depotId: reference('depots', 'title'),
    price: money({ min: 0 }),
    phone: phone(),
    updatedAt: datetime({ readOnly: true }),
  },
  recordRepresentation: 'name',
  list: {
    columns: ['name', 'state', 'depotId', 'price'],
    filters: ['state'],
    search: { labelKey: 'resources.gadgets.search' },
    sort: { field: 'name', order: 'DESC' },
    perPage: 10,
  },
  show: { fields: ['name', 'state', 'depotId', 'price', 'phone', 'updatedAt'] },
  edit: { fields: ['state', 'price', 'phone', 'updatedAt'] },
});

const withCreate = defineResource({
  ...(gadgets as never as Parameters<typeof defineResource>[0]),
  routes: { ...gadgets.routes, create: '/test/gadget/create' },
  create: { fields: ['name', 'state', 'price'] },
});

const records: RaRecord[] = [
  { id: 'g1', name: 'Alpha, "the first"', state: 2000, depotId: 'd1', price: 12.5, phone: '5321234567', updatedAt: '2024-03-05T21:07:00Z' },
  { id: 'g2', name: 'Beta', state: 1000, depotId: 'd2', price: 3, phone: null, updatedAt: '2024-03-01T08:00:00Z' },
];
const depots = [
  { id: 'd1', title: 'Kadıköy depot' },
  { id: 'd2', title: 'Beşiktaş depot' },
];

/** A gateway in memory that records every call. */
function fakeGateway() {
  const calls: Array<{ method: string; resource: string; params: unknown }> = [];
  let stored = records.map((record) => ({ ...record }));
  const provider = {
    getList: vi.fn(async (resource: string, params: GetListParams) => {
      calls.push({ method: 'getList', resource, params });
      if (resource === 'depots') return { data: depots, total: depots.length };
      const filter = params.filter ?? {};
      const data = stored.filter(
        (record) =>
          (filter.state === undefined || record.state === filter.state) &&
          (filter.q === undefined || String(record.name).toLowerCase().includes(String(filter.q).toLowerCase())),
      );
      return { data, total: data.length };
    }),
    getMany: vi.fn(async (resource: string, params: { ids: unknown[] }) => {
      calls.push({ method: 'getMany', resource, params });
      return { data: depots.filter((depot) => params.ids.includes(depot.id)) };
    }),
    getOne: vi.fn(async (resource: string, params: { id: unknown }) => {
      calls.push({ method: 'getOne', resource, params });
      return { data: stored.find((record) => record.id === params.id)! };
    }),
    update: vi.fn(async (resource: string, params: UpdateParams) => {
      calls.push({ method: 'update', resource, params });
      stored = stored.map((record) => (record.id === params.id ? { ...record, ...params.data } : record));
      return { data: stored.find((record) => record.id === params.id)! };
    }),
    create: vi.fn(async (resource: string, params: { data: Record<string, unknown> }) => {
      calls.push({ method: 'create', resource, params });
      return { data: { id: 'g9', ...params.data } };
    }),
  };
  const listCalls = () => calls.filter((call) => call.method === 'getList' && call.resource === 'gadgets').map((call) => call.params as GetListParams);
  return { provider: provider as unknown as DataProvider, calls, listCalls };
}

const views = { list: ListView, show: DetailView, create: CreateView };

function renderAt(path: string, { entry = gadgets, actions = ['list', 'show', 'edit', 'create'] }: { entry?: ResourceEntry; actions?: string[] } = {}) {
  const gateway = fakeGateway();
  const utils = renderRoutes(entry, views, { path, dataProvider: gateway.provider, authProvider: authAllowing(actions) });
  return { ...gateway, ...utils };
}

/** jsdom's Blob has no text(): read it the way a browser page could. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

let downloads: Blob[];
beforeEach(() => {
  storeTurkishSession();
  downloads = [];
  // jsdom has no object URLs; react-admin's downloadCSV needs one and clicks a link.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (downloads.push(blob), 'blob:csv')) }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
});

describe('the generated list', () => {
  it('shows the declared columns and asks for the default sort and page size', async () => {
    const { listCalls } = renderAt('/test/gadget/list');
    await screen.findByText('Beta');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'State', 'Depot', 'Price']);
    expect(listCalls()[0]).toMatchObject({ sort: { field: 'name', order: 'DESC' }, pagination: { page: 1, perPage: 10 } });
    expect(within(row('Beta')).getByText('Available')).toBeInTheDocument();
    await waitFor(() => expect(within(row('Beta')).getByText('Beşiktaş depot')).toBeInTheDocument());
    // Sortable only where declared: name and state have sort buttons, depot and price do not.
    const sortable = [...document.querySelectorAll('th [data-field]')].map((label) => label.getAttribute('data-field'));
    expect(sortable).toEqual(['name', 'state']);
    expect(screen.getByRole('button', { name: 'Columns' })).toBeInTheDocument();
  });

  it('offers page sizes 10, 25, 50 and 100', async () => {
    const user = userEvent.setup();
    renderAt('/test/gadget/list');
    await screen.findByText('Beta');
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    const sizes = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(sizes).toEqual(['10', '25', '50', '100']);
  });

  it('filters and searches on the gateway', async () => {
    const user = userEvent.setup();
    const { listCalls } = renderAt('/test/gadget/list');
    await screen.findByText('Beta');
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'In use' }));
    await waitFor(() => expect(listCalls().at(-1)?.filter).toEqual({ state: 2000 }), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByText('Beta')).not.toBeInTheDocument());

    await user.type(screen.getByRole('textbox', { name: 'Search by name' }), 'alp');
    await waitFor(() => expect(listCalls().at(-1)?.filter).toEqual({ state: 2000, q: 'alp' }), { timeout: 3000 });
  });

  it('on a phone folds its filters behind one button that counts the active ones', async () => {
    // below md (899.95 px) MUI's media queries match: the list is a phone's
    stubPhoneWidth();
    try {
      const user = userEvent.setup();
      const { listCalls } = renderAt('/test/gadget/list');
      await screen.findByRole('heading', { name: 'Beta' });
      const toggle = screen.getByRole('button', { name: 'Filters' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('combobox', { name: 'State', hidden: true })).not.toBeVisible();
      expect(screen.getByRole('textbox', { name: 'Search by name', hidden: true })).not.toBeVisible();

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await user.click(screen.getByRole('combobox', { name: 'State' }));
      await user.click(await screen.findByRole('option', { name: 'In use' }));
      await waitFor(() => expect(listCalls().at(-1)?.filter).toEqual({ state: 2000 }), { timeout: 3000 });
      expect(await screen.findByRole('button', { name: 'Filters (1)' })).toBe(toggle);

      // folded again, the filter still holds and the button still counts it
      await user.click(toggle);
      expect(screen.getByRole('combobox', { name: 'State', hidden: true })).not.toBeVisible();
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Beta' })).not.toBeInTheDocument());
      expect(toggle).toHaveAccessibleName('Filters (1)');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('opens the spec detail path on a row click', async () => {
    const user = userEvent.setup();
    const { locations } = renderAt('/test/gadget/list');
    await user.click(await screen.findByText('Beta'));
    await waitFor(() => expect(locations.at(-1)).toBe('/test/gadget/detail/g2'));
    // The detail page of that record, titled by its name.
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(await screen.findByText('Gadgets: Beta')).toBeInTheDocument();
  });

  it('opens the declared rowPath of another entry instead of its own detail', async () => {
    const user = userEvent.setup();
    const elsewhere = defineResource({
      ...(gadgets as never as Parameters<typeof defineResource>[0]),
      list: { ...gadgets.list!, rowPath: '/test/other/detail/:id' },
    });
    const { locations } = renderAt('/test/gadget/list', { entry: elsewhere });
    await user.click(await screen.findByText('Beta'));
    await waitFor(() => expect(locations.at(-1)).toBe('/test/other/detail/g2'));
  });

  it('exports the whole filtered list with labelled, translated columns', async () => {
    const user = userEvent.setup();
    const { listCalls, calls } = renderAt('/test/gadget/list');
    await screen.findByText('Beta');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads).toHaveLength(1));

    const exportCall = listCalls().find((params) => params.meta?.export);
    expect(exportCall).toMatchObject({ meta: { export: true }, pagination: { page: 1, perPage: 10_000 }, sort: { field: 'name', order: 'DESC' } });
    expect(calls.some((call) => call.method === 'getMany' && call.resource === 'depots')).toBe(true);
    const csv = await readText(downloads[0]);
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Name,State,Depot,Price',
      '"Alpha, ""the first""",In use,Kadıköy depot,12.5',
      'Beta,Available,Beşiktaş depot,3',
    ]);
  });

  it('offers create only with a create route and the right to create', async () => {
    const first = renderAt('/test/gadget/list');
    await screen.findByText('Beta');
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    first.unmount();

    const second = renderAt('/test/gadget/list', { entry: withCreate, actions: ['list', 'show'] });
    await screen.findByText('Beta');
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    second.unmount();

    renderAt('/test/gadget/list', { entry: withCreate });
    expect(await screen.findByRole('link', { name: 'Create' })).toHaveAttribute('href', '/test/gadget/create');
  });
});

describe('the generated detail page', () => {
  it('shows the declared fields under the record title, with a way back to the list', async () => {
    renderAt('/test/gadget/detail/g1');
    expect(await screen.findByText('Kadıköy depot')).toBeInTheDocument();
    expect(screen.getByText('Gadgets: Alpha, "the first"')).toBeInTheDocument();
    for (const label of ['Name', 'State', 'Depot', 'Price', 'Phone', 'Updated']) expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText('Alpha, "the first"')).toBeInTheDocument();
    expect(screen.getByText('In use')).toBeInTheDocument();
    expect(screen.getByText('2024/03/06 00:07')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Gadgets' })).toHaveAttribute('href', '/test/gadget/list');
  });

  it('edits in place, sends only the edit fields and returns to the detail', async () => {
    const user = userEvent.setup();
    const { calls, locations } = renderAt('/test/gadget/detail/g1');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));

    // Only the writable edit fields are inputs: not the name, not the read-only updatedAt.
    const price = await screen.findByLabelText('Price');
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Updated')).not.toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '20');
    const phoneInput = screen.getByLabelText('Phone');
    await user.clear(phoneInput);
    await user.type(phoneInput, '0 (555) 111 22 33');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'update')).toBe(true));
    const update = calls.find((call) => call.method === 'update')!;
    expect(update.resource).toBe('gadgets');
    expect((update.params as UpdateParams).id).toBe('g1');
    // the version the form was loaded with goes along: the gateway refuses a stale save (409)
    expect((update.params as UpdateParams).data).toEqual({ state: 2000, price: 20, phone: '5551112233', updatedAt: '2024-03-05T21:07:00Z' });

    expect(await screen.findByText('Element updated')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    // Back in show mode with the saved value.
    expect(screen.getByText(/^(TRY|₺)\s?20\.00$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(locations.at(-1)).toBe('/test/gadget/detail/g1');
  });

  it('refuses bad input without calling the gateway, and Cancel goes back unchanged', async () => {
    const user = userEvent.setup();
    const { calls } = renderAt('/test/gadget/detail/g1');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const price = await screen.findByLabelText('Price');
    await user.clear(price);
    await user.type(price, '-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at least 0')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'update')).toBe(false);

    // the form holds a change: Cancel asks before dropping it
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByText('Kadıköy depot')).toBeInTheDocument();
  });

  it('offers no Edit button without the right to edit', async () => {
    renderAt('/test/gadget/detail/g1', { actions: ['list', 'show'] });
    await screen.findByText('Kadıköy depot');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

describe('the generated create page', () => {
  it('sends only the create fields and opens the new record', async () => {
    const user = userEvent.setup();
    const { calls, locations } = renderAt('/test/gadget/create', { entry: withCreate });
    await user.type(await screen.findByLabelText('Name *'), 'Gamma');
    await user.click(screen.getByLabelText('State *'));
    await user.click(await screen.findByRole('option', { name: 'Available' }));
    await user.type(screen.getByLabelText('Price'), '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'create')).toBe(true));
    const create = calls.find((call) => call.method === 'create')!;
    expect((create.params as { data: unknown }).data).toEqual({ name: 'Gamma', state: 1000, price: 7 });
    await waitFor(() => expect(locations.at(-1)).toBe('/test/gadget/detail/g9'));
  });
});
