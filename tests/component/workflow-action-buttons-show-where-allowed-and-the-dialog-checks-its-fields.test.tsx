// The declared workflow actions on a generated detail page (resources/staff/people.ts): only the
// allowed buttons show (state, role, permission), and the action's dialog refuses a missing
// reason or note before anything reaches the gateway.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider, DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import people from '../../resources/staff/people';
import type { AccessSubject } from '../../src/domain/access';
import type { RolePermission, UserRole } from '../../src/domain/types';
import DetailView from '../../src/framework/views/DetailView';
import { fakeTransport, WithTransport } from './support/fakeTransport';
import { renderInAdmin } from './support/renderGenerated';

const subject = (permissions: readonly RolePermission[]): AccessSubject => ({
  country: 'TR',
  roles: [{ role: { key: 'person' }, permissions } as unknown as UserRole],
});
const OWNER = subject(['read', 'write', 'update', 'deactivatePerson', 'changeWarehouse']);
const MANAGER = subject(['read', 'write']);

const STORES = [
  { id: 'w1', name: 'Kadıköy' },
  { id: 'w2', name: 'Moda' },
];
const courier = { id: 'p1', name: 'Ali Veli', staffType: 1, workType: 1, warehouseId: 'w1', isActive: true, isPicker: false };

function auth(permissions: AccessSubject): AuthProvider {
  return {
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    checkAuth: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    getPermissions: vi.fn(async () => permissions),
    canAccess: vi.fn(async ({ action }: { action: string }) => ['list', 'show'].includes(action)),
  };
}

function renderDetail(record: Record<string, unknown>, who: AccessSubject, language: 'en' | 'tr' = 'en') {
  const transport = fakeTransport((path) => {
    if (path.endsWith('/history')) return { history: [] };
    if (path.includes('/change-warehouse') || path.includes('/actions/')) return { ...record };
    throw new Error(`unexpected gateway call ${path}`);
  });
  const dataProvider = {
    getOne: vi.fn(async () => ({ data: record })),
    getMany: vi.fn(async () => ({ data: [{ id: 'w1', name: 'Kadıköy' }] })),
    getList: vi.fn(async () => ({ data: STORES, total: STORES.length })),
  } as unknown as DataProvider;
  renderInAdmin(
    <WithTransport transport={transport}>
      <Routes>
        <Route
          path="/staff/detail/:id"
          element={
            <ResourceContextProvider value="people">
              <DetailView entry={people} />
            </ResourceContextProvider>
          }
        />
      </Routes>
    </WithTransport>,
    { path: `/staff/detail/${String(record.id)}`, dataProvider, authProvider: auth(who), entries: [people], language },
  );
  return { transport };
}

const actionButtons = async () => {
  await screen.findByText('Ali Veli', {}, { timeout: 3000 });
  await screen.findByRole('heading', { name: /History|Geçmiş/ });
  const group = screen.queryByTestId('record-actions');
  return group ? within(group).getAllByRole('button').map((button) => button.textContent) : [];
};

describe('the action buttons of a person', () => {
  it('are all three for the owner on an active courier', async () => {
    renderDetail(courier, OWNER);
    await waitFor(async () => expect(await actionButtons()).toEqual(['Change store', 'Deactivate', 'Ask for an information edit']));
  });

  it('are only the information edit request for a manager without deactivatePerson and changeWarehouse', async () => {
    renderDetail(courier, MANAGER);
    await waitFor(async () => expect(await actionButtons()).toEqual(['Ask for an information edit']));
  });

  it('are none on a former (inactive) person', async () => {
    renderDetail({ ...courier, isActive: false }, OWNER);
    expect(await actionButtons()).toEqual([]);
  });

  it('speak Turkish in Turkish, and a store assistant who is not a picker has no store change', async () => {
    renderDetail({ ...courier, staffType: 2 }, OWNER, 'tr');
    await waitFor(async () => expect(await actionButtons()).toEqual(['Pasife al', 'Bilgi düzenleme talep et']));
  });
});

describe('the deactivate dialog', () => {
  it('refuses a missing reason, date, and the note reason "other" needs, and calls nothing', async () => {
    const user = userEvent.setup();
    const { transport } = renderDetail(courier, OWNER);
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate' });
    expect(within(dialog).getByText(/They can no longer work/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(within(dialog).getAllByText('Required').length).toBeGreaterThanOrEqual(2));

    await user.click(within(dialog).getByRole('combobox', { name: /Termination reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    const note = within(dialog).getByRole('textbox', { name: /Termination note/ });
    await waitFor(() => expect(note).toHaveAttribute('aria-invalid', 'true'));
    expect(transport.request.mock.calls.filter(([path]) => String(path).includes('/actions/'))).toEqual([]);
  });
});

describe('the change store dialog', () => {
  it('moves a picker through the spec’s PUT /picker/{pickerId}/change-warehouse', async () => {
    const user = userEvent.setup();
    const { transport } = renderDetail({ ...courier, staffType: 2, isPicker: true }, OWNER);
    await user.click(await screen.findByRole('button', { name: 'Change store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change store' });
    await user.click(within(dialog).getByRole('combobox', { name: /Store/ }));
    await user.click(await screen.findByRole('option', { name: 'Moda' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change store' }));
    await waitFor(() => expect(transport.request).toHaveBeenCalledWith('/picker/p1/change-warehouse', { method: 'PUT', body: { warehouseId: 'w2' } }));
    expect(await screen.findByText('The store was changed')).toBeInTheDocument();
  });
});

describe('the information edit dialog', () => {
  it('opens empty whatever the person holds, and sent with no field filled says to fill one in and calls nothing', async () => {
    const user = userEvent.setup();
    // a person with every field filled: the dialog still opens empty, asking for new values
    const { transport } = renderDetail({ ...courier, personalPhone: '5321112233', homeAddress: 'Moda 1', emergencyContactName: 'Ali Kaya' }, OWNER);
    await user.click(await screen.findByRole('button', { name: 'Ask for an information edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for an information edit' });
    await user.click(within(dialog).getByRole('button', { name: 'Ask for an information edit' }));
    await waitFor(() => expect(within(dialog).getByText('Fill in at least one field')).toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: 'Personal phone' })).toHaveAttribute('aria-invalid', 'true');
    expect(transport.request.mock.calls.filter(([path]) => String(path).includes('/actions/'))).toEqual([]);
  });
});
