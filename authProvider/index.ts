import { http } from '../dataProvider';
import { analytics } from '../src/framework/analytics';
import { bridge } from '../src/framework/bridge';
import { createAuthProvider } from './createAuthProvider';

/** The running panel's authProvider, on the shared http client and the live bridge. */
export const authProvider = createAuthProvider({
  http,
  analytics,
  clearCache: () => bridge.clearCache(),
});

export { createAuthProvider } from './createAuthProvider';
export type { Permissions } from './createAuthProvider';
