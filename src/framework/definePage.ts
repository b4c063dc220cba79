import { lazy, type ComponentType } from 'react';
import type { PageEntry } from './types';

export interface PageDeclaration extends Omit<PageEntry, 'kind' | 'component'> {
  /** Loads the page's component; pages are always lazy so the first load stays small. */
  load: () => Promise<{ default: ComponentType }>;
}

export function definePage(declaration: PageDeclaration): PageEntry {
  const { load, ...rest } = declaration;
  return { kind: 'page', ...rest, component: lazy(load) };
}
