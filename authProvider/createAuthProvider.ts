import type { AuthProvider, UserIdentity } from 'react-admin';
import { loginPathFor, type PathLocation } from '../src/domain/redirect';
import type { AccessSubject } from '../src/domain/access';
import type { Country, GoogleLoginPayload, LoginPayload, LoginResponse, User } from '../src/domain/types';
import type { AnalyticsAdapter } from '../src/framework/analytics';
import type { HttpClient } from '../dataProvider/http';
import { afterLogin, FLASH_KEY } from './afterLogin';

export interface Permissions extends AccessSubject {
  isEmployee: boolean;
  isOwner: boolean;
  franchiseId: string | null;
}

export interface AuthProviderDeps {
  http: HttpClient;
  analytics: AnalyticsAdapter;
  clearCache: () => void;
  location?: () => PathLocation;
  /** Full-page navigations: the spec's logout "replaces the location", no roles "reloads". */
  replaceLocation?: (path: string) => void;
  reload?: () => void;
  flashStorage?: Pick<Storage, 'setItem'>;
  /** Extra access decision (the registry's canAccess), given the stored subject. */
  canAccess?: (params: { action: string; resource: string; record?: unknown }, subject: Permissions | null) => boolean;
}

const isGoogle = (params: unknown): params is GoogleLoginPayload =>
  typeof params === 'object' && params !== null && 'clientToken' in params;

export function createAuthProvider(deps: AuthProviderDeps): AuthProvider {
  const { http, analytics } = deps;
  const session = http.session;
  const location = deps.location ?? (() => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash }));
  const replaceLocation = deps.replaceLocation ?? ((path: string) => window.location.replace(path));
  const reload = deps.reload ?? (() => window.location.reload());
  const flash = deps.flashStorage ?? window.sessionStorage;

  // The session check and the profile refresh run once per page load, not on every route change.
  let sessionCheck: Promise<void> | null = null;
  let profileLoad: Promise<User> | null = null;

  function forget(): void {
    session.clear();
    analytics.reset();
    deps.clearCache();
    sessionCheck = null;
    profileLoad = null;
  }

  function permissions(): Permissions | null {
    const user = session.user();
    if (!user) return null;
    const country = session.country();
    return {
      roles: user.roles ?? [],
      country: country?.code?.alpha2 ?? null,
      isEmployee: Boolean(user.isQuickEmployee),
      isOwner: Boolean(user.isOwner),
      franchiseId: user.franchise?._id ?? null,
    };
  }

  return {
    async login(params: LoginPayload | GoogleLoginPayload) {
      const response = isGoogle(params)
        ? await http.request<LoginResponse>('/auth/login/google', { method: 'POST', body: params, auth: false })
        : await http.request<LoginResponse>('/auth/login', { method: 'POST', body: params, auth: false });
      session.saveLogin(response);
      sessionCheck = Promise.resolve();
      profileLoad = Promise.resolve(response.user);
      const next = afterLogin(response.user, location().search);
      if (next.kind === 'no-roles') {
        flash.setItem(FLASH_KEY, 'app.auth.no_roles');
        reload();
        return { redirectTo: false };
      }
      return { redirectTo: next.path };
    },

    async checkAuth() {
      if (!session.accessToken()) {
        throw { redirectTo: loginPathFor(location()), message: false };
      }
      sessionCheck ??= http.request('/auth/session').then(
        () => undefined,
        (error) => {
          sessionCheck = null;
          throw error;
        },
      );
      try {
        await sessionCheck;
      } catch {
        forget();
        throw { redirectTo: loginPathFor(location()), message: 'app.auth.session_expired' };
      }
    },

    async checkError(error) {
      const status = error?.status;
      // 401 reaches here only once the shared refresh already failed; 403 was handled by the
      // http client's safe-path rule and must not log out a second time.
      if (status === 401) {
        throw { redirectTo: loginPathFor(location()), message: false };
      }
    },

    async logout() {
      if (session.accessToken()) {
        await http.request('/auth/logout', { method: 'POST' }).catch(() => undefined);
        forget();
        replaceLocation('/login');
        return false;
      }
      // Nobody was signed in (a protected path visited cold): keep where they wanted to go.
      // react-admin may call this more than once; once on /login, stay (keeping redirect_uri).
      forget();
      const here = location();
      if (here.pathname === '/login') return false;
      return loginPathFor(here);
    },

    async getIdentity(): Promise<UserIdentity> {
      if (!session.user()) throw new Error('app.auth.session_expired');
      profileLoad ??= http.request<{ user: User; country: Country }>('/auth/me').then(({ user, country }) => {
        session.setUser(user);
        session.setCountry(country);
        return user;
      });
      let user: User;
      try {
        user = await profileLoad;
      } catch (error) {
        profileLoad = null;
        throw error;
      }
      return { id: user._id, fullName: user.name, email: user.email, user };
    },

    async getPermissions() {
      return permissions();
    },

    async canAccess(params) {
      if (!deps.canAccess) return true;
      return deps.canAccess(params, permissions());
    },
  };
}
