import { http } from '../dataProvider';
import { createAuthProvider } from './createAuthProvider';

/** The running panel's authProvider: the shared http client, localStorage, the live bridge. */
export const authProvider = createAuthProvider({ http });

export { createAuthProvider, NO_ROLES_MESSAGE } from './createAuthProvider';
export type { AuthProviderDeps, Permissions } from './createAuthProvider';
