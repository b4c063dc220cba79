import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { SAFE_PATHS_KEY } from '../../dataProvider/session';
import { safePaths } from './access';
import { useRegistry } from './registry';
import { useAccessSubject } from './useAccessSubject';

/**
 * Keeps the stored safe-path list (used by the 403 rule) in step with the user's access, and logs
 * out a user for whom no route remains (spec section 6).
 */
export function SessionSync() {
  const registry = useRegistry();
  const { subject, isPending } = useAccessSubject();
  const logout = useLogout();
  useEffect(() => {
    if (isPending || !subject) return;
    const paths = safePaths(registry, subject);
    if (paths.length === 0) {
      sessionStorage.setItem('flash', 'app.auth.no_roles');
      logout();
      return;
    }
    localStorage.setItem(SAFE_PATHS_KEY, JSON.stringify(paths));
  }, [registry, subject, isPending, logout]);
  return null;
}
