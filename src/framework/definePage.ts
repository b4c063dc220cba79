import { lazy, type ComponentType } from 'react';
import type { PageEntry } from './types';

export interface PageDeclaration extends Omit<PageEntry, 'kind' | 'component' | 'icon'> {
  icon?: () => Promise<{ default: ComponentType }>;
  /** Loads the page's component; pages are always lazy so the first load stays small. */
  load: () => Promise<{ default: ComponentType }>;
}

export function definePage(declaration: PageDeclaration): PageEntry {
  const { load, icon, ...rest } = declaration;
  return { kind: 'page', ...rest, icon: icon ? lazy(icon) : undefined, component: lazy(load) };
}
