import type { CarriedSignIn } from './SignInForm';

/**
 * What a visitor typed into the sign-in form of login.html (drawn at build time) before the
 * script arrived: the script draws the form anew, with these values and the same field focused.
 * Nothing when the page came without the pre-drawn form.
 */
export function carriedFromPrerendered(root: HTMLElement): CarriedSignIn | undefined {
  const username = root.querySelector<HTMLInputElement>('input[name="username"]');
  const password = root.querySelector<HTMLInputElement>('input[name="password"]');
  if (!username || !password) return undefined;
  const active = root.ownerDocument.activeElement;
  const focused = active === password ? 'password' : active === username ? 'username' : undefined;
  return { values: { username: username.value, password: password.value }, focused };
}
