import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AccessSubject } from '../../src/domain/access';
import { AppUserMenu } from '../../src/layout/userMenu/AppUserMenu';
import { installPushBrowser } from './support/pushBrowser';
import { PEOPLE_ROLE, SUBJECTS, renderLayout, userOf } from './support/renderLayout';

async function openMenu(subject: AccessSubject, overrides: Parameters<typeof userOf>[1] = {}) {
  const user = userEvent.setup();
  await renderLayout(<AppUserMenu />, { subject, user: userOf(subject, overrides) });
  await user.click(await screen.findByRole('button', { name: 'Profile' }));
  await screen.findByRole('menu');
  // the items load the first time the menu opens
  await screen.findByRole('menuitem', { name: 'Logout' }, { timeout: 5000 });
  return user;
}

const only = (keys: string[], permissions: ('read' | 'update')[] = ['read']): AccessSubject => ({
  roles: keys.map((key) => ({ role: { key }, permissions })),
  country: 'TR',
});

describe('user menu', () => {
  it('shows the profile header and the owner every item', async () => {
    await openMenu(SUBJECTS.owner);
    expect(screen.getByTestId('profile-header')).toHaveTextContent('AAyşe Yılmazowner@franchise.example');
    for (const name of ['Change franchise', 'Legal agreements', 'Change timezone', 'Change language', 'Change password', 'Push notifications', 'Logout']) {
      expect(screen.getByRole(name === 'Push notifications' ? 'menuitemcheckbox' : 'menuitem', { name })).toBeInTheDocument();
    }
  });

  it('offers change password only to non-employees, linking to the reset page', async () => {
    await openMenu(SUBJECTS.owner, { isQuickEmployee: true });
    expect(screen.queryByRole('menuitem', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('links change password to /password/reset', async () => {
    await openMenu(SUBJECTS.owner);
    expect(screen.getByRole('menuitem', { name: 'Change password' })).toHaveAttribute('href', '/password/reset');
  });

  it.each([
    ['people role with update', only([PEOPLE_ROLE], ['update']), true],
    ['change_franchise', only(['change_franchise']), true],
    ['people role read only', only([PEOPLE_ROLE], ['read']), false],
    ['manager', SUBJECTS.manager, false],
  ])('franchise item with %s: %s', async (_label, subject, shown) => {
    await openMenu(subject);
    expect(Boolean(screen.queryByRole('menuitem', { name: 'Change franchise' }))).toBe(shown);
    expect(screen.queryByRole('menuitem', { name: 'Legal agreements' })).not.toBeInTheDocument();
  });

  it.each([
    ['with people update', only([PEOPLE_ROLE], ['update']), false],
    ['without it', SUBJECTS.manager, true],
  ])('disabled languages %s are disabled: %s', async (_label, subject, disabled) => {
    const user = await openMenu(subject);
    await user.click(screen.getByRole('menuitem', { name: 'Change language' }));
    const french = await screen.findByRole('menuitem', { name: /Français \*/ });
    if (disabled) expect(french).toHaveAttribute('aria-disabled', 'true');
    else expect(french).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('menuitem', { name: /Türkçe/ })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByText(/Translation in preparation/)).toBeInTheDocument();
  });

  it('shows the sound toggle only while push is on, and stores both (the sound in its 365-day cookie)', async () => {
    // a browser with Web Push and notifications allowed (jsdom has none: the toggle would stay off)
    const browser = installPushBrowser('granted');
    onTestFinished(() => {
      browser.remove();
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // the quiet gateway knows no push key: only logged
    const written: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      written.push(value);
      cookie.set!.call(this, value);
    });
    const user = await openMenu(SUBJECTS.manager);
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Notification sound' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Push notifications' }));
    expect(localStorage.getItem('pushNotifications')).toBe('true');
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Notification sound' }));
    expect(document.cookie).toContain('notificationSound=on');
    expect(written.at(-1)).toMatch(/^notificationSound=on; Max-Age=31536000; Path=\/; SameSite=Lax/);
    spy.mockRestore();
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Push notifications' }));
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Notification sound' })).not.toBeInTheDocument();
  });
});
