import { usePermissions } from 'react-admin';
import type { AccessSubject } from '../domain/access';

/** The signed-in user's roles and country, as the access rule reads them. */
export function useAccessSubject(): { subject: AccessSubject | null; isPending: boolean } {
  const { permissions, isPending } = usePermissions<AccessSubject | undefined>();
  return { subject: permissions ?? null, isPending };
}
