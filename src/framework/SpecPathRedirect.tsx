import { Navigate, useLocation, useParams } from 'react-router-dom';
import { fillPath } from './paths';

/**
 * Mounted on react-admin's default resource paths (/vehicles, /vehicles/7/show, /vehicles/7):
 * stock buttons, links and redirects after save that target them land on the spec path instead.
 */
export function SpecPathRedirect({ to }: { to: string }) {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate replace to={`${fillPath(to, params)}${search}`} />;
}
