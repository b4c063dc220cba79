import type { AuthProvider, UserIdentity } from 'ra-core';
import type { AccessSubject } from '../src/domain/access';
import { LOGIN_PATH, loginPathFor, type NamesPanelRoute, type PathLocation } from '../src/domain/redirect';
import type { GoogleLoginPayload, LoginPayload, LoginResponse } from '../src/domain/types';
import { analytics as liveAnalytics, type AnalyticsAdapter } from '../dataProvider/analytics';
import { bridge as liveBridge, type Bridge } from '../dataProvider/bridge';
import type { Calls } from '../dataProvider/calls';
import { SESSION_EXPIRED } from '../dataProvider/errors';
import { mustChangePassword, RESET_PATHNAME, RESET_REQUIRED_PATH } from '../src/domain/passwordChange';
import { afterLogin } from './afterLogin';
import { browserDraftStorage, dropDrafts } from './drafts';
import { createSessionStore, FLASH_KEY } from '../dataProvider/session';

/** What getPermissions answers: the access rule's subject plus who the user is. */
export interface Permissions extends AccessSubject {
  isEmployee: boolean;
  isOwner: boolean;
  franchiseId: string | null;
}

export interface AuthProviderDeps {
  /** The panel's gateway calls (dataProvider/calls/), built by the app on its one client. */
  calls: Pick<Calls, 'auth'>;
  /** The session's storage, the same one the http client uses; default localStorage. */
  storage?: Storage;
  bridge?: Pick<Bridge, 'navigate' | 'clearCache' | 'currentLocation'>;
  analytics?: AnalyticsAdapter;
  /** The current location; default the browser's. */
  location?: () => PathLocation;
  /** Full page loads: logout "replaces the location", a user without roles is "reloaded". */
  replaceLocation?: (path: string) => void;
  reload?: () => void;
  /** Where the one-shot message for the next login page goes; default sessionStorage. */
  flashStorage?: Pick<Storage, 'setItem'>;
  /** Where forms keep unsaved values across a session end (authProvider/drafts.ts); default sessionStorage. */
  draftStorage?: Storage;
  /** The registry's access decision (src/framework/canAccess.ts); absent denies everything. */
  canAccess?: (subject: AccessSubject | null, question: { resource: string; action: string }) => boolean;
  /** The registry's routes (src/framework/namesPanelRoute.ts): where a redirect_uri may lead; absent, only "/". */
  namesPanelRoute?: NamesPanelRoute;
}

/** A logout's answer when react-admin must do nothing more (the page is leaving): none, ever. */
const never = () => new Promise<never>(() => undefined);

/** Logout must not hang on a gateway that does not answer. */
const LOGOUT_TIMEOUT_MS = 3000;
export const NO_ROLES_MESSAGE = 'app.auth.no_roles';

const isGoogle = (params: unknown): params is GoogleLoginPayload =>
  typeof params === 'object' && params !== null && 'clientToken' in params;

/** The gateway refused (4xx), as opposed to being unreachable or failing (0, 5xx). */
const isRefusal = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};

export function createAuthProvider(deps: AuthProviderDeps): AuthProvider {
  const { auth } = deps.calls;
  const session = createSessionStore(deps.storage);
  const bridge = deps.bridge ?? liveBridge;
  const analytics = deps.analytics ?? liveAnalytics;
  const location = deps.location ?? (() => bridge.currentLocation());
  const replaceLocation = deps.replaceLocation ?? ((path: string) => window.location.replace(path));
  const reload = deps.reload ?? (() => window.location.reload());
  const flash = () => deps.flashStorage ?? window.sessionStorage;
  const drafts = () => deps.draftStorage ?? browserDraftStorage();
  const namesPanelRoute = deps.namesPanelRoute ?? ((pathname: string) => pathname === '/');

  // The session check and the profile refresh run once per page load, not on every navigation.
  let sessionCheck: Promise<void> | null = null;
  let profileLoad: Promise<void> | null = null;

  // Set once logout has replaced the page: a later one waits for the unload, as replacing the page
  // again would restart that navigation (and Chromium stops following a page that navigates
  // hundreds of times).
  let replacing = false;
  function replacePage(path: string): void {
    replacing = true;
    replaceLocation(path);
  }

  /** Forgets the session here: storage but the keep-list, analytics identity, query cache. */
  function forget(): void {
    session.clear();
    analytics.reset();
    bridge.clearCache();
    sessionCheck = null;
    profileLoad = null;
  }

  /** The spec: "a rejected profile or session check logs out ... then goes to /login". */
  function signOutAfterRefusal(): void {
    forget();
    const here = location();
    if (here.pathname !== LOGIN_PATH) bridge.navigate(loginPathFor(here));
  }

  /** Revokes the gateway session (best effort: an unreachable gateway must not block logout). */
  async function revoke(): Promise<void> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), LOGOUT_TIMEOUT_MS);
    // The refresh token names the session even when the access token has expired meanwhile.
    const refreshToken = session.refreshToken();
    await auth.logout(refreshToken, controller.signal).catch(() => undefined);
    clearTimeout(timer);
  }

  /** GET /auth/me at most once per page load; keeps the stored profile when offline. */
  function loadProfile(): Promise<void> {
    profileLoad ??= auth.me().then(
      ({ user, country }) => {
        session.setUser(user);
        session.setCountry(country);
      },
      (error) => {
        profileLoad = null;
        if (!isRefusal(error)) return; // offline or failing gateway: the stored profile stands
        signOutAfterRefusal();
        throw error;
      },
    );
    return profileLoad;
  }

  function login(params: LoginPayload | GoogleLoginPayload): Promise<LoginResponse> {
    if (isGoogle(params)) {
      return auth.loginGoogle(params.clientToken);
    }
    // The gateway's bodies are closed objects: send exactly the spec's fields.
    const { username, password, captchaKey } = params;
    const body: LoginPayload = captchaKey ? { username, password, captchaKey } : { username, password };
    return auth.login(body);
  }

  async function permissions(): Promise<Permissions | null> {
    if (!session.accessToken()) return null;
    await loadProfile();
    const user = session.user();
    if (!user) return null;
    return {
      roles: user.roles ?? [],
      country: session.country()?.code?.alpha2 ?? null,
      isEmployee: Boolean(user.isQuickEmployee),
      isOwner: Boolean(user.isOwner),
      franchiseId: user.franchise?._id ?? null,
    };
  }

  return {
    async login(params: LoginPayload | GoogleLoginPayload) {
      const response = await login(params);
      session.saveLogin(response);
      // Unsaved form values kept from an ended session are for the same user only.
      dropDrafts(drafts(), response.user._id);
      // The sign-in just proved the session and returned the profile.
      sessionCheck = Promise.resolve();
      profileLoad = Promise.resolve();
      const next = afterLogin(response.user, location().search, namesPanelRoute);
      if (next.kind !== 'no-roles') return { redirectTo: next.path };
      // Nothing to open: end the session now, so the reload lands on the login page with why.
      flash().setItem(FLASH_KEY, NO_ROLES_MESSAGE);
      await revoke();
      forget();
      reload();
      return { redirectTo: false };
    },

    async checkAuth() {
      // react-admin's useCheckAuth logs out to `redirectTo`; message false: no "please log in" toast.
      if (!session.accessToken()) throw { redirectTo: loginPathFor(location()), message: false };
      // until the password is changed the panel offers the change and sign-out only
      const user = session.user();
      if (user && mustChangePassword(user)) {
        if (location().pathname !== RESET_PATHNAME) bridge.navigate(RESET_REQUIRED_PATH);
        return;
      }
      sessionCheck ??= auth.session().then(() => undefined);
      try {
        await sessionCheck;
      } catch (error) {
        sessionCheck = null; // asked again on the next check
        if (!isRefusal(error)) return; // offline or failing gateway: not a reason to sign out
        forget();
        throw { redirectTo: loginPathFor(location()), message: SESSION_EXPIRED };
      }
    },

    async checkError(error) {
      // A 401 reaches react-admin only once the shared refresh failed: log out. A 403 was
      // handled by the http client's safe-path rule and must not log out a second time.
      if (error?.status === 401) throw { redirectTo: loginPathFor(location()), message: false };
    },

    async logout() {
      // The page is already being replaced: replacing it again would restart that navigation.
      if (replacing) return never();
      if (session.accessToken()) {
        await revoke();
        // Signing out on purpose discards what forms kept from an ended session.
        dropDrafts(drafts());
        forget();
        replacePage(LOGIN_PATH);
        // react-admin must not navigate as well; it clears its cache, and the auth check that
        // follows finds no session and comes back here, to the branch above.
        return false;
      }
      // Nobody signed in: the session ended while the page was open, or the stored one was
      // refused (a visit with none never gets here: main.tsx starts it on /login). Keep where they were, by one full page load of /login
      // with its redirect_uri (or the router's own way there, already under way). Hand nothing
      // back to react-admin: its cache clear would re-run the auth check, mount its
      // logout-on-mount again and call here once more, in a loop that starves the navigation.
      forget();
      const here = location();
      if (here.pathname !== LOGIN_PATH) replacePage(loginPathFor(here));
      return never();
    },

    async getIdentity(): Promise<UserIdentity> {
      if (!session.accessToken()) throw new Error(SESSION_EXPIRED);
      await loadProfile();
      const user = session.user();
      if (!user) throw new Error(SESSION_EXPIRED);
      // The whole user record rides along: the user menu reads its rules (company employee,
      // franchises) from it.
      return { id: user._id, fullName: user.name, email: user.email, user };
    },

    async canAccess({ resource, action }): Promise<boolean> {
      // Nobody signed in (the session just ended with a view still mounted): "access denied" is
      // for a user without the role. The way to the sign-in page, with its way back, is already
      // under way; sending the view to /access-denied now would lose that way back.
      if (!session.accessToken()) return true;
      const subject = await permissions();
      return deps.canAccess ? deps.canAccess(subject, { resource, action }) : false;
    },

    getPermissions: permissions,
  };
}
