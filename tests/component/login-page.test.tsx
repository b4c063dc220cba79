import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../src/screens/public/login/LoginPage';
import { NO_EXTRAS, fakeAuthProvider, renderPublic } from './renderPublic';

const signInButton = () => screen.getByRole('button', { name: /^sign in$/i });
const passwordInput = () => screen.getByLabelText(/^password/i, { selector: 'input' });

/** The script element the page added for `fragment`, once it is there. */
const scriptFor = (fragment: string) =>
  waitFor(() => {
    const element = document.querySelector<HTMLScriptElement>(`script[src*="${fragment}"]`);
    if (!element) throw new Error(`no script for ${fragment}`);
    return element;
  });

/** The login page at /login, once its check found no session and the form is drawn. */
async function renderLogin(options: Parameters<typeof renderPublic>[1]) {
  const rendered = await renderPublic(<LoginPage />, options);
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

describe('login page', () => {
  it('shows the translated required and minimum-length messages, in English then in Turkish', async () => {
    const user = userEvent.setup();
    await renderLogin({ path: '/login' });

    await user.click(signInButton());
    expect(screen.getAllByText('Required')).toHaveLength(2);

    await user.type(screen.getByLabelText(/username/i), ' a ');
    await user.type(passwordInput(), '12345');
    await user.click(signInButton());
    expect(screen.getByText('Must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Must be at least 6 characters')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /language/i }));
    await user.click(screen.getByRole('menuitem', { name: 'Türkçe' }));

    const girisYap = await screen.findByRole('button', { name: 'Giriş yap' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tekrar hoş geldiniz');
    expect(screen.getByRole('button', { name: /^dil: türkçe$/i })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');

    await user.click(girisYap);
    expect(screen.getAllByText('Zorunlu alan')).toHaveLength(2);
    await user.type(screen.getByLabelText(/kullanıcı adı/i), 'a');
    await user.type(screen.getByLabelText(/^şifre/i, { selector: 'input' }), '123');
    await user.click(screen.getByRole('button', { name: 'Giriş yap' }));
    expect(screen.getByText('En az 2 karakter olmalı')).toBeInTheDocument();
    expect(screen.getByText('En az 6 karakter olmalı')).toBeInTheDocument();
  });

  it('starts in the stored language', async () => {
    localStorage.setItem('language', 'tr');
    await renderLogin({ path: '/login' });
    expect(await screen.findByRole('button', { name: 'Giriş yap' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('tr');
  });

  it('signs in with the trimmed username and goes where the authProvider says', async () => {
    const user = userEvent.setup();
    const authProvider = fakeAuthProvider({ login: vi.fn(async () => ({ redirectTo: '/map/live?warehouse=w1' })) });
    const { currentPath } = await renderLogin({ path: '/login', authProvider });

    await user.type(screen.getByLabelText(/username/i), '  owner  ');
    await user.type(passwordInput(), 'demo1234');
    await user.click(signInButton());

    await screen.findByText('Live map route');
    expect(authProvider.login).toHaveBeenCalledWith({ username: 'owner', password: 'demo1234' });
    expect(currentPath()).toBe('/map/live?warehouse=w1');
  });

  it('submits with the Enter key from the password field', async () => {
    const user = userEvent.setup();
    const authProvider = fakeAuthProvider();
    await renderLogin({ path: '/login', authProvider });
    await user.type(screen.getByLabelText(/username/i), 'owner');
    await user.type(passwordInput(), 'demo1234{Enter}');
    await waitFor(() => expect(authProvider.login).toHaveBeenCalledTimes(1));
  });

  it('shows the rejected error message and keeps the typed values', async () => {
    const user = userEvent.setup();
    const authProvider = fakeAuthProvider({
      login: vi.fn(async () => Promise.reject(new Error('Invalid username or password'))),
    });
    await renderLogin({ path: '/login', authProvider });

    await user.type(screen.getByLabelText(/username/i), 'owner');
    await user.type(passwordInput(), 'wrong-password');
    await user.click(signInButton());

    // under the form, read out as an alert, with the password field focused to retype it
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid username or password');
    expect(passwordInput()).toHaveFocus();
    expect(screen.getByLabelText(/username/i)).toHaveValue('owner');
    expect(passwordInput()).toHaveValue('wrong-password');
    expect(signInButton()).toBeEnabled();
  });

  it('one click on "Forgot password?" opens the reset page even while the username field, left empty, is being left', async () => {
    const user = userEvent.setup();
    const { currentPath } = await renderLogin({ path: '/login' });
    const link = screen.getByRole('link', { name: /forgot password/i });
    // the line the message will take is there before it: showing "Required" moves nothing
    // (the browser test measures the link's position itself)
    expect(document.getElementById('field-username-helper-text')).not.toBeNull();
    await user.click(screen.getByLabelText(/username/i));
    await user.click(link);
    await waitFor(() => expect(currentPath()).toBe('/password/reset'));
  });

  it('disables the submit button while signing in', async () => {
    const user = userEvent.setup();
    let finish: (value: unknown) => void = () => undefined;
    const authProvider = fakeAuthProvider({ login: vi.fn(() => new Promise((resolve) => (finish = resolve))) });
    await renderLogin({ path: '/login', authProvider });

    await user.type(screen.getByLabelText(/username/i), 'owner');
    await user.type(passwordInput(), 'demo1234');
    await user.click(signInButton());

    await waitFor(() => expect(signInButton()).toBeDisabled());
    fireEvent.submit(signInButton().closest('form')!);
    expect(authProvider.login).toHaveBeenCalledTimes(1);
    await act(async () => finish({ redirectTo: '/map/live' }));
    await screen.findByText('Live map route');
  });

  it('links to the password reset page', async () => {
    await renderLogin({ path: '/login' });
    expect(screen.getByRole('link', { name: /forgot password/i })).toHaveAttribute('href', '/password/reset');
  });

  it('shows no Google button and loads no Google script without a client id', async () => {
    const { gateway } = await renderLogin({ path: '/login', config: NO_EXTRAS });
    await waitFor(() => expect(gateway.request).toHaveBeenCalledWith('/panel-config', { auth: false }));
    expect(screen.queryByText(/google/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/^or$/i)).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
  });

  it('with a client id, loads Google sign-in, reports a failure, and signs in with the credential', async () => {
    const login = vi.fn(async () => ({ redirectTo: '/map/live' }));
    login.mockRejectedValueOnce(new Error('unknown Google user'));
    const authProvider = fakeAuthProvider({ login });
    await renderLogin({ path: '/login', authProvider, config: { ...NO_EXTRAS, googleClientId: 'client-1.apps.googleusercontent.com' } });

    expect(await screen.findByText('or')).toBeInTheDocument();
    // Google's script is only ever loaded by this test in this file (scripts are cached per page).
    const script = await scriptFor('accounts.google.com/gsi/client');
    expect(script.src).toBe('https://accounts.google.com/gsi/client');
    let callback: (response: { credential?: string }) => void = () => undefined;
    const initialize = vi.fn((options: { client_id: string; callback: typeof callback }) => (callback = options.callback));
    const renderButton = vi.fn();
    window.google = { accounts: { id: { initialize, renderButton } } };
    await act(async () => script.dispatchEvent(new Event('load')));

    expect(initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-1.apps.googleusercontent.com' }));
    expect(renderButton).toHaveBeenCalledWith(screen.getByTestId('google-sign-in'), expect.objectContaining({ locale: 'en' }));

    await act(async () => callback({ credential: 'rejected-token' }));
    expect(await screen.findByText('Google sign-in failed. Please try again.')).toBeInTheDocument();

    await act(async () => callback({ credential: 'google-id-token' }));
    expect(login).toHaveBeenLastCalledWith({ clientToken: 'google-id-token' });
    await screen.findByText('Live map route');
    delete window.google;
  });

  it('gets a captcha token before signing in when the gateway asks for one', async () => {
    const user = userEvent.setup();
    const execute = vi.fn(async () => 'captcha-token');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    const authProvider = fakeAuthProvider();
    await renderLogin({ path: '/login', authProvider, config: { ...NO_EXTRAS, captcha: { provider: 'recaptcha', siteKey: 'site-key' } } });

    const script = await scriptFor('recaptcha/api.js');
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key');
    await act(async () => script.dispatchEvent(new Event('load')));

    await user.type(screen.getByLabelText(/username/i), 'owner');
    await user.type(passwordInput(), 'demo1234');
    await user.click(signInButton());

    await waitFor(() =>
      expect(authProvider.login).toHaveBeenCalledWith({ username: 'owner', password: 'demo1234', captchaKey: 'captcha-token' }),
    );
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'login' });
    delete window.grecaptcha;
  });

  it('shows the flash message left for it once, then forgets it', async () => {
    sessionStorage.setItem('flash', 'app.auth.no_roles');
    const first = await renderLogin({ path: '/login' });
    const alert = await screen.findByText(/has not been given any roles/i);
    expect(within(alert.closest('.MuiSnackbarContent-root') ?? document.body).getByText(/roles/)).toBeInTheDocument();
    expect(sessionStorage.getItem('flash')).toBeNull();
    first.unmount();

    await renderLogin({ path: '/login' });
    await screen.findByRole('button', { name: /^sign in$/i });
    expect(screen.queryByText(/has not been given any roles/i)).not.toBeInTheDocument();
  });

  it('sends an already signed-in visitor to the panel', async () => {
    const authProvider = fakeAuthProvider({ checkAuth: vi.fn(async () => undefined) });
    await renderPublic(<LoginPage />, { path: '/login', authProvider });
    // the form waits for the check: it never flashes before the visitor is sent on
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(await screen.findByText('Root route')).toBeInTheDocument();
  });

  it('has one h1, labelled inputs and a keyboard-reachable form', async () => {
    const user = userEvent.setup();
    await renderLogin({ path: '/login' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByLabelText(/username/i)).toHaveFocus();
    await user.tab();
    expect(passwordInput()).toHaveFocus();
  });
});
