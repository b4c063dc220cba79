import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ResetPasswordPage from '../../src/screens/public/ResetPasswordPage';
import { fakeAuthProvider, renderPublic } from './renderPublic';

// The transport is written elsewhere; here only its contract matters: request(path, options)
// resolving with the body, or rejecting with an error whose message is already localized.
const request = vi.fn();
const transport = { request };

const passwordInput = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

beforeEach(() => {
  request.mockReset();
});

describe('password reset page', () => {
  it('without a token asks for the username and posts it, then answers neutrally', async () => {
    const user = userEvent.setup();
    request.mockResolvedValue({ success: true });
    await renderPublic(<ResetPasswordPage />, { transport, path: '/password/reset' });

    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/new password/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/username/i), ' owner ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(/if the account exists, a link is on its way/i)).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('/auth/reset-password/email', {
      method: 'POST',
      body: { username: 'owner' },
      auth: false,
    });
    expect(screen.getByRole('link', { name: /back to sign in/i })).toHaveAttribute('href', '/login');
  });

  it('with a token shows the set-password form, refuses a mismatched confirmation and posts the right body', async () => {
    const user = userEvent.setup();
    request.mockResolvedValue({ success: true });
    const { currentPath } = await renderPublic(<ResetPasswordPage />, {
      transport,
      path: '/password/reset?token=tok-123&username=owner',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/username/i)).toHaveValue('owner');

    await user.type(passwordInput(/^new password/i), 'secret1');
    await user.type(passwordInput(/^confirm new password/i), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();

    await user.clear(passwordInput(/^confirm new password/i));
    await user.type(passwordInput(/^confirm new password/i), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    await screen.findByText('Login route');
    expect(request).toHaveBeenCalledWith('/auth/reset-password/verify', {
      method: 'POST',
      body: { username: 'owner', password: 'secret1', token: 'tok-123' },
      auth: false,
    });
    expect(currentPath()).toBe('/login');
    expect(await screen.findByText('Your password has been changed. Please sign in.')).toBeInTheDocument();
  });

  it('requires a new password of at least 6 characters', async () => {
    const user = userEvent.setup();
    await renderPublic(<ResetPasswordPage />, { transport, path: '/password/reset?token=t&username=owner' });
    await user.type(passwordInput(/^new password/i), '12345');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByText('Must be at least 6 characters')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it("shows the gateway's message when the token is refused", async () => {
    const user = userEvent.setup();
    request.mockRejectedValue(Object.assign(new Error('The reset link is invalid or has expired.'), { status: 400 }));
    await renderPublic(<ResetPasswordPage />, { transport, path: '/password/reset?token=old&username=owner' });
    await user.type(passwordInput(/^new password/i), 'secret1');
    await user.type(passwordInput(/^confirm new password/i), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByText('The reset link is invalid or has expired.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save password' })).toBeEnabled());
    expect(screen.queryByText('Login route')).not.toBeInTheDocument();
  });

  it('warns that a password reset is required when sign-in sent the user here', async () => {
    await renderPublic(<ResetPasswordPage />, { transport, path: '/password/reset?reason=required' });
    expect(screen.getByRole('alert')).toHaveTextContent('Reset password required');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });

  it('shows no warning on a plain visit', async () => {
    await renderPublic(<ResetPasswordPage />, { transport, path: '/password/reset' });
    expect(screen.queryByText('Reset password required')).not.toBeInTheDocument();
  });

  it('signed in and sent here to change the password, offers sign-out instead of going back to sign-in', async () => {
    const user = userEvent.setup();
    const authProvider = fakeAuthProvider({ getIdentity: vi.fn(async () => ({ id: 'u5', fullName: 'First Login' })) });
    await renderPublic(<ResetPasswordPage />, { transport, path: '/password/reset?reason=required', authProvider });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: /back to sign in/i })).not.toBeInTheDocument();
  });
});
