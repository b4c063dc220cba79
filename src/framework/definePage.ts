import { lazy, type ComponentType } from 'react';
import type { PageEntry } from './types';

type Loader = () => Promise<{ default: ComponentType }>;

interface PageDeclarationBase extends Omit<PageEntry, 'kind' | 'component' | 'icon' | 'titleKey' | 'comingSoon'> {
  /** Translation key of the title; default `pages.<name>.title` (from `messages`). */
  titleKey?: string;
  icon?: Loader;
}

/**
 * Either the page's component (`load`; pages are always lazy so the first load stays small) or
 * `comingSoon: true` for a spec route whose screen is not built yet: one flag, so the route, the
 * menu and the favourites all know, and building the screen is replacing it with `load`.
 */
export type PageDeclaration = PageDeclarationBase & ({ load: Loader; comingSoon?: never } | { comingSoon: true; load?: never });

const comingSoonPage: Loader = () => import('../pages/ComingSoonPage');

export function definePage(declaration: PageDeclaration): PageEntry {
  const { load, icon, comingSoon, ...rest } = declaration;
  return {
    kind: 'page',
    ...rest,
    titleKey: rest.titleKey ?? `pages.${rest.name}.title`,
    icon: icon ? lazy(icon) : undefined,
    component: lazy(load ?? comingSoonPage),
    ...(comingSoon ? { comingSoon } : {}),
  };
}
