import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createSessionStore } from '../../../dataProvider/session';
import { calendarDay } from '../../domain/dates';
import { boostedModalDue, isPanelPath } from '../../domain/engagement';
import type { NamesPanelRoute } from '../../domain/redirect';
import { useCalls } from '../../framework/calls';
import { namesPanelRoute } from '../../framework/namesPanelRoute';
import { useRegistry } from '../../framework/registry';
import { useDialogTurn } from '../../framework/dialogTurns';
import { boostedModalHeldBack } from './boostedModalOverride';
import { markShownOn, readShownOn } from './boostedShownOn';

// the dialog (and DOMPurify) load only on a day it opens
const BoostedFeatureDialog = lazy(() => import('./BoostedFeatureDialog'));

export const BOOSTED_FEATURE_KEY = ['engagement', 'boosted-feature'] as const;

/** The panel route a feature leads to, or null when its redirect is not one of the panel's routes. */
function panelTarget(path: string, namesRoute: NamesPanelRoute): string | null {
  if (!isPanelPath(path)) return null;
  return namesRoute(new URL(path, 'https://panel.invalid').pathname) ? path : null;
}

/**
 * The boosted-feature modal (spec 2 and 4; the header checks the role boosted_feature_modal): on
 * the first load of a calendar day in the user's chosen time zone, for this user
 * (boostedShownOn.ts), the running feature from GET /boosted-feature opens in a dialog. A day it
 * was shown already, nothing is asked; a feature whose redirect is not a panel route is not shown.
 */
export default function BoostedFeatureModal() {
  const session = useMemo(() => createSessionStore(), []);
  const userId = session.user()?._id ?? null;
  const timeZone = session.timezone()?.timezone || undefined;
  const registry = useRegistry();
  const routes = useMemo(() => namesPanelRoute(registry), [registry]);
  const { engagement } = useCalls();
  // decided once, as the panel loads: the day rolling over while it is open does not reopen it
  const [today] = useState(() => calendarDay(new Date(), timeZone));
  const [due] = useState(() => userId !== null && !boostedModalHeldBack() && boostedModalDue(readShownOn(), userId, today));
  const [closed, setClosed] = useState(false);
  const { data } = useQuery({
    queryKey: BOOSTED_FEATURE_KEY,
    queryFn: ({ signal }) => engagement.boostedFeature(signal),
    enabled: due,
    staleTime: Infinity,
    retry: false,
  });
  const content = data?.active ? data.content : null;
  const target = content ? panelTarget(content.redirectPath, routes) : null;
  // after the push consent popup of a first visit, not over it
  const open = useDialogTurn('boosted-feature', due && !closed && content !== null && target !== null);
  useEffect(() => {
    if (open && userId) markShownOn(userId, today);
  }, [open, userId, today]);
  if (!content || !target || closed) return null;
  return (
    <Suspense fallback={null}>
      <BoostedFeatureDialog content={content} target={target} open={open} onClose={() => setClosed(true)} />
    </Suspense>
  );
}
