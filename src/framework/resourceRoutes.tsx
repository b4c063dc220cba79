import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { PageRoute } from './PageRoute';
import { ResourceRoute } from './ResourceRoute';
import { SpecPathRedirect } from './SpecPathRedirect';
import type { RegistryEntry, ResourceEntry, ScreenCatalogue } from './types';

const resourcesOf = (entries: readonly RegistryEntry[]) =>
  entries.filter((entry): entry is ResourceEntry => entry.kind === 'resource');

/**
 * react-admin <Resource>s for the declared resources. react-admin mounts them at /{name}/*; their
 * views only redirect to the spec paths, where the real screens live (see specRoutes).
 */
export function registryResources(entries: readonly RegistryEntry[]) {
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
export function specRoutes(entries: readonly RegistryEntry[], catalogue: ScreenCatalogue) {
  return entries.flatMap((entry) => {
    if (entry.kind === 'page') {
      return [<Route key={entry.name} path={entry.path} element={<PageRoute entry={entry} catalogue={catalogue} />} />];
    }
    const views = (['list', 'show', 'create'] as const).filter((view) => entry.routes[view]);
    return views.map((view) => (
      <Route
        key={`${entry.name}-${view}`}
        path={entry.routes[view]}
        element={<ResourceRoute entry={entry} view={view} catalogue={catalogue} />}
      />
    ));
  });
}
