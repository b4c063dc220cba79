import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderGadgets, signInAs, versionedGateway } from './support/versionedGadgets';

// Issue 9, item 7, in the generated edit form: a link out of a form with unsaved changes, its
// Cancel (which goes back to the detail in place) and closing or reloading the tab ask OK/Cancel
// first; a form without changes, or one whose session has ended, lets the user go.

async function openDirtyForm() {
  const user = userEvent.setup();
  const gateway = versionedGateway();
  const { locations } = renderGadgets('/test/gadget/detail/g1', gateway.provider);
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  const phone = await screen.findByLabelText('Phone');
  await user.clear(phone);
  await user.type(phone, '5559998877');
  return { user, locations };
}

const leaveTab = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('a form with unsaved changes', () => {
  it('asks before a link leaves it: Cancel stays with the values, OK goes', async () => {
    signInAs('u1');
    const { user, locations } = await openDirtyForm();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('link', { name: 'Back to Gadgets' }));
    expect(confirm).toHaveBeenCalledExactlyOnceWith("Some of your changes weren't saved. Are you sure you want to ignore them?");
    expect(locations.at(-1)).toBe('/test/gadget/detail/g1');
    expect(screen.getByLabelText('Phone')).toHaveValue('5559998877');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Back to Gadgets' }));
    await waitFor(() => expect(locations.at(-1)).toBe('/test/gadget/list'));
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('asks before its Cancel drops the changes, though the address does not change', async () => {
    signInAs('u1');
    const { user } = await openDirtyForm();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Phone')).toHaveValue('5559998877');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Phone')).not.toBeInTheDocument();
  });

  it('asks the browser to confirm closing or reloading the tab, until the session has ended', async () => {
    signInAs('u1');
    await openDirtyForm();
    expect(leaveTab()).toBe(true);
    // the session ended: the app itself is leaving for the login page, keeping the values
    localStorage.removeItem('accessToken');
    expect(leaveTab()).toBe(false);
  });
});

describe('a form without changes', () => {
  it('lets a link, Cancel and the tab go without asking', async () => {
    signInAs('u1');
    const user = userEvent.setup();
    const { locations } = renderGadgets('/test/gadget/detail/g1', versionedGateway().provider);
    const confirm = vi.spyOn(window, 'confirm');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await screen.findByLabelText('Phone');
    expect(leaveTab()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await screen.findByLabelText('Phone');
    await user.click(screen.getByRole('link', { name: 'Back to Gadgets' }));
    await waitFor(() => expect(locations.at(-1)).toBe('/test/gadget/list'));
    expect(confirm).not.toHaveBeenCalled();
  });
});
