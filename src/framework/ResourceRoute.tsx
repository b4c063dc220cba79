import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Loading, ResourceContextProvider } from 'react-admin';
import { canAccessRule } from '../domain/access';
import { AccessDeniedPage } from './AccessDeniedPage';
import { ruleForAction } from './canAccess';
import { lazyView } from './lazyView';
import type { ResourceEntry, ResourceShell, ScreenCatalogue } from './types';
import type { ListPartsLoader } from './views/listParts';
import { useAccessSubject } from './useAccessSubject';
import { trackViewLoad } from './viewLoading';

export type ResourceView = 'list' | 'show' | 'create';

// The generated views are lazy: no screen's code is in the first load.
const GENERATED_CODE = {
  list: () => import('./views/ListView'),
  show: () => import('./views/DetailView'),
  create: () => import('./views/CreateView'),
} satisfies Record<ResourceView, () => Promise<{ default: ComponentType<{ entry: ResourceEntry }> }>>;
const GENERATED: Record<ResourceView, ComponentType<{ entry: ResourceEntry }>> = {
  list: lazy(() => trackViewLoad(GENERATED_CODE.list())),
  show: lazy(() => trackViewLoad(GENERATED_CODE.show())),
  create: lazy(() => trackViewLoad(GENERATED_CODE.create())),
};

/** Fetches the code of a resource's view, as its shell names it, so it arrives beside the declaration. */
export function preloadResourceView(resource: ResourceShell, view: ResourceView, catalogue: ScreenCatalogue): void {
  const custom = resource.views?.[view];
  if (custom) void catalogue.screens[custom]().catch(() => undefined);
  else void GENERATED_CODE[view]().catch(() => undefined);
  if (view === 'list' && resource.listParts) void catalogue.listParts[resource.listParts]().catch(() => undefined);
}

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
