// English core: react-admin's messages and the texts the sign-in page, the public pages, the
// authProvider and the client share. tr.ts is typed against this file. A screen's, widget's or
// layout part's own texts live next to it (a MessageSection) and join at composition.
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import type { Catalogue, RaMessages } from './catalogue';

const app = {
  login: {
    welcome_title: 'Welcome back',
    welcome_text: 'Sign in to manage your orders, couriers, staff and stores.',
    username: 'Username',
    password: 'Password',
    sign_in: 'Sign in',
    forgot_password: 'Forgot password?',
    or: 'or',
    sign_in_with_google: 'Sign in with Google',
    language: 'Language',
  },
  validation: {
    required: 'Required',
    min_length: 'Must be at least %{min} characters',
    passwords_mismatch: "Passwords don't match",
  },
  reset_password: {
    title: 'Reset password',
    request_text: 'Enter your username and we will e-mail you a link to set a new password.',
    username: 'Username',
    send_link: 'Send reset link',
    request_sent: 'If the account exists, a link is on its way. Check your e-mail.',
    set_title: 'Set a new password',
    set_text: 'Choose a new password of at least 6 characters.',
    new_password: 'New password',
    confirm_password: 'Confirm new password',
    save: 'Save password',
    success: 'Your password has been changed. Please sign in.',
    back_to_login: 'Back to sign in',
  },
  auth: {
    reset_password_required: 'Reset password required',
    no_roles: 'Your account has not been given any roles yet. Please ask your manager for access.',
    session_expired: 'Your session has expired. Please sign in again.',
    google_failed: 'Google sign-in failed. Please try again.',
    google_signout_failed: 'Google sign-out failed.',
  },
  error: {
    default: 'Something went wrong. Please try again.',
    network: 'The server could not be reached. Check your connection and try again.',
    forbidden_redirect: 'You cannot open that page, so you were taken to %{path}.',
  },
  health: {
    title: 'Health',
    status: 'The panel is up',
    current_time: 'Current time',
    iso: 'ISO 8601',
    local: 'Local format',
  },
  fieldgo: {
    title: 'FieldGo download',
    redirecting: 'Redirecting to the download…',
    link: 'If nothing happens, open the download here.',
    unavailable: 'The download is not available right now.',
  },
  page: {
    no_match: 'No match for this address.',
    no_match_text: 'The page you are looking for does not exist or has moved.',
    back_home: 'Go to the panel',
    access_denied_title: 'No access',
    access_denied: 'Your roles or your country do not allow this page.',
    back_to_panel: 'Back to panel',
    coming_soon_title: 'Not available yet',
    coming_soon: 'This screen is not available in the panel yet. You can continue from the home page.',
  },
  error_page: {
    title: 'Something went wrong',
    text: 'An unexpected error stopped this page. Go back to the panel and try again.',
    back: 'Back to panel',
  },
};

export type AppMessages = Catalogue<typeof app>;

export interface Messages extends TranslationMessages {
  ra: RaMessages;
  app: AppMessages;
}

const en: Messages = { ra: englishMessages.ra, app };

export default en;
