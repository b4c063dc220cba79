import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ComponentLoader } from '../domain/declaration/entry';
import { trackViewLoad } from './viewLoading';

const made = new WeakMap<ComponentLoader, LazyExoticComponent<ComponentType>>();

/**
 * The lazy component of a declaration's loader (a view, a page, an icon), made once per loader:
 * a new lazy component on every render would remount and reload it. While its code loads the
 * header shows a bar (viewLoading.ts); `quiet` for what is no page (a menu icon).
 */
export function lazyView(load: ComponentLoader, { quiet = false }: { quiet?: boolean } = {}): LazyExoticComponent<ComponentType> {
  let view = made.get(load);
  if (!view) {
    const loaded = load as () => Promise<{ default: ComponentType }>;
    view = lazy(quiet ? loaded : () => trackViewLoad(loaded()));
    made.set(load, view);
  }
  return view;
}
