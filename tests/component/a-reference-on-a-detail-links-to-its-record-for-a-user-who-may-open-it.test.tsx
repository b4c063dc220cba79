// A reference field on a detail page (a candidate's "Hired as", a leave's person) links to the
// referenced record's detail when that resource has one and the user's role may open it; for a
// user who may not, and in list cells (rows and phone cards are links already), it is the name as
// text. The name comes from getMany on the target, as the gateway's list answers it.
import { screen } from '@testing-library/react';
import { RecordContextProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../../gateway/seed/accounts';
import type { UserRole } from '../../src/domain/types';
import { ReferenceValue } from '../../src/framework/views/fields/ReferenceValue';
import { authAllowing, renderInAdmin } from './support/renderGenerated';

const PERSON = { id: '8bede4994c937702ed73def3', name: 'Deniz Kaya', staffType: 1, workType: 1, isActive: true };

function dataProvider(): DataProvider {
  return { getMany: vi.fn(async () => ({ data: [PERSON] })) } as unknown as DataProvider;
}

/** The owner's seeded roles (every role), as a sign-in answers them, with only `keys` kept. */
function rolesOf(keys: readonly string[]): UserRole[] {
  const owner = DEMO_ACCOUNTS.find((account) => account.username === 'owner')!;
  return owner.roles.filter((role) => keys.includes(role.key)).map((role) => ({ role: { key: role.key }, permissions: [...role.permissions] }));
}

function renderReference(keys: string[], linked: boolean) {
  const authProvider = { ...authAllowing(['list', 'show']), getPermissions: vi.fn(async () => ({ roles: rolesOf(keys), country: 'TR' })) };
  return renderInAdmin(
    <RecordContextProvider value={{ id: 'c1', personId: PERSON.id }}>
      <ReferenceValue source="personId" reference="people" optionText="name" linked={linked} />
    </RecordContextProvider>,
    { path: '/staff/candidate/detail/c1', dataProvider: dataProvider(), authProvider },
  );
}

describe('a reference on a detail page', () => {
  it("links to the person's detail for a user with the person role", async () => {
    renderReference(['person', 'person/hire'], true);
    const link = await screen.findByRole('link', { name: PERSON.name });
    expect(link).toHaveAttribute('href', `/staff/detail/${PERSON.id}`);
  });

  it('is the name as text for a user whose role may not open people', async () => {
    renderReference(['person/hire'], true);
    await screen.findByText(PERSON.name);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is the name as text in a list cell', async () => {
    renderReference(['person', 'person/hire'], false);
    await screen.findByText(PERSON.name);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
