// A throwaway editable resource and a gateway in memory that keeps versions the way the real one
// does (gateway/rest/records.ts): an update names the `updatedAt` it was made on, a stale one is
// refused with the gateway's own 409 STALE_RECORD body, and every save moves the version.
import { vi } from 'vitest';
import type { DataProvider, RaRecord, UpdateParams } from 'react-admin';
import { httpErrorFrom } from '../../../dataProvider/errors';
import { errorMessage } from '../../../gateway/i18n';
import { vehicleStatus } from '../../../src/domain/enums';
import { STALE_RECORD, VERSION_FIELD } from '../../../src/domain/declaration/version';
import { datetime, enumOf, money, phone, text } from '../../../src/domain/declaration/fields';
import { defineResource } from '../../../src/domain/declaration/entry';
import DetailView from '../../../src/framework/views/DetailView';
import ListView from '../../../src/framework/views/ListView';
import { authAllowing, renderRoutes } from './renderGenerated';

export const gadgets = defineResource({
  name: 'gadgets',
  access: { roles: ['vehicle'] },
  routes: { list: '/test/gadget/list', show: '/test/gadget/detail/:id' },
  messages: {
    en: { name: 'Gadgets', fields: { name: 'Name', state: 'State', price: 'Price', phone: 'Phone', updatedAt: 'Updated' } },
    tr: { name: 'Aletler', fields: {} },
  },
  fields: {
    name: text({ required: true, sortable: true }),
    state: enumOf(vehicleStatus, { required: true }),
    price: money({ min: 0 }),
    phone: phone(),
    updatedAt: datetime({ readOnly: true }),
  },
  recordRepresentation: 'name',
  list: { columns: ['name', 'state', 'price'] },
  show: { fields: ['name', 'state', 'price', 'phone', 'updatedAt'] },
  edit: { fields: ['state', 'price', 'phone'] },
});

export const FIRST_VERSION = '2024-03-05T21:07:00.000Z';

/** The gateway's answer to a stale update, as it words it. */
export const staleAnswer = () => httpErrorFrom(409, { code: STALE_RECORD, message: errorMessage(STALE_RECORD, 'en') });

export function versionedGateway() {
  let clock = Date.parse(FIRST_VERSION);
  const next = () => new Date((clock += 60_000)).toISOString();
  const store: Record<string, RaRecord> = {
    g1: { id: 'g1', name: 'Alpha', state: 2000, price: 12.5, phone: '5321234567', updatedAt: FIRST_VERSION },
  };
  const updates: UpdateParams[] = [];
  const provider = {
    getList: vi.fn(async () => ({ data: Object.values(store), total: Object.keys(store).length })),
    getMany: vi.fn(async () => ({ data: [] })),
    getOne: vi.fn(async (_resource: string, { id }: { id: string }) => ({ data: { ...store[id] } })),
    update: vi.fn(async (_resource: string, params: UpdateParams) => {
      updates.push(params);
      const { [VERSION_FIELD]: version, ...data } = params.data as Record<string, unknown>;
      const current = store[params.id as string];
      if (current[VERSION_FIELD] !== version) throw staleAnswer();
      store[params.id as string] = { ...current, ...data, [VERSION_FIELD]: next() };
      return { data: { ...store[params.id as string] } };
    }),
  };
  /** Someone else saves `changes` (their save moves the version too). */
  const saveAsSomeoneElse = (id: string, changes: Record<string, unknown>) => {
    store[id] = { ...store[id], ...changes, [VERSION_FIELD]: next() };
    return store[id];
  };
  return { provider: provider as unknown as DataProvider, store, updates, saveAsSomeoneElse };
}

/** Signed in as `userId` in local storage, as the panel's session keeps it. */
export function signInAs(userId: string) {
  localStorage.setItem('accessToken', `token-of-${userId}`);
  localStorage.setItem('refreshToken', `refresh-of-${userId}`);
  localStorage.setItem('user', JSON.stringify({ _id: userId, name: userId }));
}

export function renderGadgets(path: string, provider: DataProvider, authProvider = authAllowing(['list', 'show', 'edit'])) {
  return renderRoutes(gadgets, { list: ListView, show: DetailView }, { path, dataProvider: provider, authProvider });
}
