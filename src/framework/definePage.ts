import { lazy, type ComponentType } from 'react';
import type { PageEntry } from './types';

export interface PageDeclaration extends Omit<PageEntry, 'kind' | 'component' | 'icon' | 'titleKey'> {
  /** Translation key of the title; default `pages.<name>.title` (from `messages`). */
  titleKey?: string;
  icon?: () => Promise<{ default: ComponentType }>;
  /** Loads the page's component; pages are always lazy so the first load stays small. */
  load: () => Promise<{ default: ComponentType }>;
}

export function definePage(declaration: PageDeclaration): PageEntry {
  const { load, icon, ...rest } = declaration;
  return {
    kind: 'page',
    ...rest,
    titleKey: rest.titleKey ?? `pages.${rest.name}.title`,
    icon: icon ? lazy(icon) : undefined,
    component: lazy(load),
  };
}
