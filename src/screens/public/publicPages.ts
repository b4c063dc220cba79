import { lazy } from 'react';
import { RESET_PATHNAME } from '../../domain/passwordChange';

/**
 * The pages anyone may open, signed in or not (react-admin renders them outside its auth check).
 * Rarely visited: they stay out of the first load.
 */
export const PUBLIC_PAGES = [
  { path: '/health', Page: lazy(() => import('./HealthPage')) },
  { path: RESET_PATHNAME, Page: lazy(() => import('./ResetPasswordPage')) },
  { path: '/fieldgo', Page: lazy(() => import('./FieldgoRedirect')) },
];

/** Where a visit without a session may stay; every other path starts at the sign-in page. */
export const PUBLIC_PATHS: readonly string[] = PUBLIC_PAGES.map(({ path }) => path);
