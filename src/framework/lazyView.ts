import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ComponentLoader } from '../domain/declaration/entry';

const made = new WeakMap<ComponentLoader, LazyExoticComponent<ComponentType>>();

/**
 * The lazy component of a declaration's loader (a view, a page, an icon), made once per loader:
 * a new lazy component on every render would remount and reload it.
 */
export function lazyView(load: ComponentLoader): LazyExoticComponent<ComponentType> {
  let view = made.get(load);
  if (!view) {
    view = lazy(load as () => Promise<{ default: ComponentType }>);
    made.set(load, view);
  }
  return view;
}
