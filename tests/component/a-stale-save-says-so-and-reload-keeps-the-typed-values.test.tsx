import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIRST_VERSION, renderGadgets, signInAs, versionedGateway } from './support/versionedGadgets';

// Issue 9, item 6, in the generated edit form: a save the gateway refuses as stale (409
// STALE_RECORD) says that someone else changed the record, without a success message, and keeps
// the form; Reload reads the latest version while what the user typed stays, shows what the other
// person saved, and the next Save is checked against the version just read.

async function editPhone(user: ReturnType<typeof userEvent.setup>, value: string) {
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  const input = await screen.findByLabelText('Phone');
  await user.clear(input);
  await user.type(input, value);
}

describe('a save based on an older version', () => {
  it('keeps the form with the typed values and says that someone else changed the record', async () => {
    const user = userEvent.setup();
    signInAs('u1');
    const gateway = versionedGateway();
    renderGadgets('/test/gadget/detail/g1', gateway.provider);
    await editPhone(user, '5559998877');
    const theirs = gateway.saveAsSomeoneElse('g1', { price: 99, phone: '5550001122' });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this record');
    expect(alert).toHaveTextContent('your changes were not saved');
    expect(gateway.updates[0].data).toMatchObject({ phone: '5559998877', updatedAt: FIRST_VERSION });
    // nothing was saved: no success message, still editing, the typed value still there
    expect(screen.queryByText('Element updated')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue('5559998877');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(gateway.store.g1).toEqual(theirs);
  });

  it('Reload shows the latest version, keeps what the user typed, and the next Save goes over it deliberately', async () => {
    const user = userEvent.setup();
    signInAs('u1');
    const gateway = versionedGateway();
    renderGadgets('/test/gadget/detail/g1', gateway.provider);
    await editPhone(user, '5559998877');
    const theirs = gateway.saveAsSomeoneElse('g1', { price: 99, phone: '5550001122' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');

    const reads = gateway.provider.getOne as unknown as { mock: { calls: unknown[] } };
    const readsBefore = reads.mock.calls.length;
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('The latest version is loaded')).toBeInTheDocument();
    expect(reads.mock.calls.length).toBe(readsBefore + 1);
    // the field the user changed keeps their value; the one they did not shows the latest
    expect(screen.getByLabelText('Phone')).toHaveValue('5559998877');
    expect(screen.getByLabelText('Price')).toHaveValue(99);
    // what the other person saved is shown beside both fields they changed
    const hints = screen.getAllByText('Saved by someone else:');
    expect(hints).toHaveLength(2);
    expect(hints[0].parentElement).toHaveTextContent(/99\.00/);
    expect(hints[1].parentElement).toHaveTextContent(/555 000 11 22|5550001122/);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Element updated')).toBeInTheDocument();
    expect(gateway.updates.at(-1)!.data).toMatchObject({ phone: '5559998877', price: 99, updatedAt: theirs.updatedAt });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
    expect(gateway.store.g1).toMatchObject({ phone: '5559998877', price: 99 });
  });
});
