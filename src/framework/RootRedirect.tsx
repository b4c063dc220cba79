import { Loading } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { homePath, safePaths } from './access';
import { useRegistry } from './registry';
import { useAccessSubject } from './useAccessSubject';

/** "/" goes to the live map when allowed, else the first screen the user may open. */
export function RootRedirect() {
  const registry = useRegistry();
  const { subject, isPending } = useAccessSubject();
  if (isPending) return <Loading />;
  const target = homePath(safePaths(registry, subject));
  // No route at all: SessionSync logs the user out.
  if (!target) return <Loading />;
  return <Navigate to={target} replace />;
}
