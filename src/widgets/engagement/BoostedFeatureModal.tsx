import { useMemo } from 'react';
import { createSessionStore } from '../../../dataProvider/session';
import { namesPanelRoute } from '../../framework/namesPanelRoute';
import { registry } from '../../framework/registry';
import { BoostedFeatureDialog } from './BoostedFeatureDialog';

/** The boosted-feature modal for the signed-in user, in their chosen time zone (loaded lazily by the header). */
export default function BoostedFeatureModal() {
  const session = useMemo(() => createSessionStore(), []);
  const userId = session.user()?._id;
  const timeZone = session.timezone()?.timezone || undefined;
  const routes = useMemo(() => namesPanelRoute(registry), []);
  if (!userId) return null;
  return <BoostedFeatureDialog userId={userId} timeZone={timeZone} namesPanelRoute={routes} />;
}
