import { http } from '../dataProvider';
import { createCanAccess } from '../src/framework/canAccess';
import { registry } from '../src/framework/registry';
import { createAuthProvider } from './createAuthProvider';

/** The running panel's authProvider: the shared http client, localStorage, the live bridge. */
export const authProvider = createAuthProvider({ http, canAccess: createCanAccess(registry) });

export { createAuthProvider, NO_ROLES_MESSAGE } from './createAuthProvider';
export type { AuthProviderDeps, Permissions } from './createAuthProvider';
