import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Loading, ResourceContextProvider } from 'react-admin';
import { canAccessRule } from '../domain/access';
import { AccessDeniedPage } from './AccessDeniedPage';
import { ruleForAction } from './canAccess';
import { lazyView } from './lazyView';
import type { ResourceEntry, ScreenCatalogue } from './types';
import type { ListPartsLoader } from './views/listParts';
import { useAccessSubject } from './useAccessSubject';
import { trackViewLoad } from './viewLoading';

export type ResourceView = 'list' | 'show' | 'create';

// The generated views are lazy: no screen's code is in the first load.
const GENERATED: Record<ResourceView, ComponentType<{ entry: ResourceEntry }>> = {
  list: lazy(() => trackViewLoad(import('./views/ListView'))),
  show: lazy(() => trackViewLoad(import('./views/DetailView'))),
  create: lazy(() => trackViewLoad(import('./views/CreateView'))),
};

type ListWithParts = LazyExoticComponent<ComponentType<{ entry: ResourceEntry }>>;
const listsWithParts = new WeakMap<ListPartsLoader, ListWithParts>();

/** The generated list with a screen's own parts, both loaded at once (made once per loader). */
function listWithParts(load: ListPartsLoader): ListWithParts {
  let view = listsWithParts.get(load);
  if (!view) {
    view = lazy(() =>
      trackViewLoad(Promise.all([import('./views/ListView'), load()])).then(([{ default: ListView }, { default: parts }]) => ({
        default: ({ entry }: { entry: ResourceEntry }) => <ListView entry={entry} parts={parts} />,
      })),
    );
    listsWithParts.set(load, view);
  }
  return view;
}

/**
 * One of a resource's spec paths: checks the access rule for the view's action (as canAccess does),
 * then renders the declaration's custom view or the generated one inside the resource's context.
 */
export function ResourceRoute({ entry, view, catalogue }: { entry: ResourceEntry; view: ResourceView; catalogue: ScreenCatalogue }) {
  const { subject, isPending } = useAccessSubject();
  if (isPending) return <Loading />;
  if (!canAccessRule(subject, ruleForAction(entry.access, view, entry.create?.access))) return <AccessDeniedPage />;
  const custom = entry.views?.[view];
  // a custom screen is handed its declaration, as the generated views are
  const Custom = custom ? (lazyView(catalogue.screens[custom]) as ComponentType<{ entry: ResourceEntry }>) : undefined;
  const Generated = view === 'list' && entry.listParts ? listWithParts(catalogue.listParts[entry.listParts]) : GENERATED[view];
  return (
    <ResourceContextProvider value={entry.name}>
      <Suspense fallback={<Loading />}>{Custom ? <Custom entry={entry} /> : <Generated entry={entry} />}</Suspense>
    </ResourceContextProvider>
  );
}
