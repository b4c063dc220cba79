// A candidate's generated detail (resources/staff/candidates.ts): `edit.when` offers Edit only
// while the candidate is the franchise's to fix (0 draft, 5 missing information), beside the moves
// its status allows (send, cancel); once HQ has it further, neither Edit nor a move shows.
import { screen, waitFor, within } from '@testing-library/react';
import type { AuthProvider, DataProvider } from 'react-admin';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import candidates from '../../resources/staff/candidates';
import type { AccessSubject } from '../../src/domain/access';
import type { UserRole } from '../../src/domain/types';
import DetailView from '../../src/framework/views/DetailView';
import { fakeTransport, WithTransport } from './support/fakeTransport';
import { renderInAdmin } from './support/renderGenerated';

const OWNER: AccessSubject = { country: 'TR', roles: [{ role: { key: 'person/hire' }, permissions: ['read', 'write', 'update'] } as unknown as UserRole] };

const auth: AuthProvider = {
  login: vi.fn(async () => undefined),
  logout: vi.fn(async () => undefined),
  checkAuth: vi.fn(async () => undefined),
  checkError: vi.fn(async () => undefined),
  getPermissions: vi.fn(async () => OWNER),
  canAccess: vi.fn(async ({ action }: { action: string }) => ['list', 'show', 'edit'].includes(action)),
};

function renderCandidate(status: number) {
  const record = { id: 'c1', name: 'Elif', surname: 'Kaya', status, warehouseId: 'w1', workerType: 1, updatedAt: '2030-01-01T00:00:00.000Z' };
  const transport = fakeTransport((path) => {
    if (path.endsWith('/history')) return { history: [] };
    throw new Error(`unexpected gateway call ${path}`);
  });
  const dataProvider = {
    getOne: vi.fn(async () => ({ data: record })),
    getMany: vi.fn(async () => ({ data: [{ id: 'w1', name: 'Kadıköy' }] })),
  } as unknown as DataProvider;
  renderInAdmin(
    <WithTransport transport={transport}>
      <Routes>
        <Route
          path="/staff/candidate/detail/:id"
          element={
            <ResourceContextProvider value="candidates">
              <DetailView entry={candidates} />
            </ResourceContextProvider>
          }
        />
      </Routes>
    </WithTransport>,
    { path: '/staff/candidate/detail/c1', dataProvider, authProvider: auth, entries: [candidates] },
  );
}

async function offered(): Promise<{ edit: boolean; actions: (string | null)[] }> {
  await screen.findByRole('heading', { name: 'History' }, { timeout: 3000 });
  const group = screen.queryByTestId('record-actions');
  return {
    edit: screen.queryByRole('button', { name: /^edit$/i }) !== null,
    actions: group ? within(group).getAllByRole('button').map((button) => button.textContent) : [],
  };
}

describe('a candidate’s detail', () => {
  it.each([
    [0, { edit: true, actions: ['Send to HQ', 'Cancel the process'] }],
    [5, { edit: true, actions: ['Send to HQ', 'Cancel the process'] }],
    [1, { edit: false, actions: ['Cancel the process'] }],
    [3, { edit: false, actions: [] }],
    [7, { edit: false, actions: [] }],
  ])('at status %i offers %o', async (status, expected) => {
    renderCandidate(status);
    await screen.findByText('Kaya', {}, { timeout: 3000 });
    // the buttons follow the record and the caller's permissions, both read after the page
    await waitFor(async () => expect(await offered()).toEqual(expected));
    // and stay so (nothing shows late)
    expect(await offered()).toEqual(expected);
  });
});
