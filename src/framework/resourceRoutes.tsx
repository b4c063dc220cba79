import { Suspense, type ReactNode } from 'react';
import { Loading, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { Declared } from './Declared';
import { pageCode, PageRoute } from './PageRoute';
import { preloadResourceView, ResourceRoute } from './ResourceRoute';
import { SpecPathRedirect } from './SpecPathRedirect';
import type { EntryShell, PageEntry, RegistryEntry, ResourceEntry, ResourceShell, ScreenCatalogue } from './types';

const resourcesOf = (entries: readonly EntryShell[]) =>
  entries.filter((entry): entry is ResourceShell => entry.kind === 'resource');

/**
 * react-admin <Resource>s for the declared resources. react-admin mounts them at /{name}/*; their
 * views only redirect to the spec paths, where the real screens live (see specRoutes).
 */
export function registryResources(entries: readonly EntryShell[]) {
  return resourcesOf(entries).map((entry) => {
    const { list, show, create } = entry.routes;
    return (
      <Resource
        key={entry.name}
        name={entry.name}
        recordRepresentation={entry.recordRepresentation}
        list={list ? <SpecPathRedirect to={list} /> : undefined}
        show={show ? <SpecPathRedirect to={show} /> : undefined}
        // The detail page edits in place: react-admin's edit path opens it too.
        edit={show && entry.edit ? <SpecPathRedirect to={show} /> : undefined}
        create={create ? <SpecPathRedirect to={create} /> : undefined}
      />
    );
  });
}

/**
 * Every screen at its exact spec path: pages and the resources' list, detail and create routes.
 * `catalogue`: what each screen kind and list's parts a declaration names load (src/screens/catalogue.ts).
 */
export function specRoutes(entries: readonly EntryShell[], catalogue: ScreenCatalogue) {
  // each route loads its entry's whole declaration (a shell's loader) before its screen
  // (and the screen's code, as the shell names it, at the same time)
  const declared = (entry: EntryShell, preload: () => void, screen: (declaration: RegistryEntry) => ReactNode) => (
    <Suspense fallback={<Loading />}>
      <Declared entry={entry} preload={preload}>
        {screen}
      </Declared>
    </Suspense>
  );
  return entries.flatMap((entry) => {
    if (entry.kind === 'page') {
      const preload = () => void pageCode(entry, catalogue)().catch(() => undefined);
      return [<Route key={entry.name} path={entry.path} element={declared(entry, preload, (page) => <PageRoute entry={page as PageEntry} catalogue={catalogue} />)} />];
    }
    const views = (['list', 'show', 'create'] as const).filter((view) => entry.routes[view]);
    return views.map((view) => (
      <Route
        key={`${entry.name}-${view}`}
        path={entry.routes[view]}
        element={declared(
          entry,
          () => preloadResourceView(entry, view, catalogue),
          (resource) => <ResourceRoute entry={resource as ResourceEntry} view={view} catalogue={catalogue} />,
        )}
      />
    ));
  });
}
