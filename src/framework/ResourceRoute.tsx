import { lazy, Suspense, type ComponentType } from 'react';
import { Loading, ResourceContextProvider } from 'react-admin';
import { canAccessRule } from '../domain/access';
import { AccessDeniedPage } from './AccessDeniedPage';
import { ruleForAction } from './canAccess';
import { lazyView } from './lazyView';
import type { ResourceEntry, ScreenCatalogue } from './types';
import { useAccessSubject } from './useAccessSubject';
import { trackViewLoad } from './viewLoading';

export type ResourceView = 'list' | 'show' | 'create';

// The generated views are lazy: no screen's code is in the first load.
const GENERATED: Record<ResourceView, ComponentType<{ entry: ResourceEntry }>> = {
  list: lazy(() => trackViewLoad(import('./views/ListView'))),
  show: lazy(() => trackViewLoad(import('./views/DetailView'))),
  create: lazy(() => trackViewLoad(import('./views/CreateView'))),
};

/**
 * One of a resource's spec paths: checks the access rule for the view's action (as canAccess does),
 * then renders the declaration's custom view or the generated one inside the resource's context.
 */
export function ResourceRoute({ entry, view, screens }: { entry: ResourceEntry; view: ResourceView; screens: ScreenCatalogue }) {
  const { subject, isPending } = useAccessSubject();
  if (isPending) return <Loading />;
  if (!canAccessRule(subject, ruleForAction(entry.access, view, entry.create?.access))) return <AccessDeniedPage />;
  const custom = entry.views?.[view];
  const Custom = custom ? lazyView(screens[custom]) : undefined;
  const Generated = GENERATED[view];
  return (
    <ResourceContextProvider value={entry.name}>
      <Suspense fallback={<Loading />}>{Custom ? <Custom /> : <Generated entry={entry} />}</Suspense>
    </ResourceContextProvider>
  );
}
