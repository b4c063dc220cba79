// The running panel's authProvider is put together in src/App.tsx, which hands it the registry's
// access rule and routes: the providers themselves know no registry.
export { createAuthProvider, NO_ROLES_MESSAGE } from './createAuthProvider';
export type { AuthProviderDeps, Permissions } from './createAuthProvider';
