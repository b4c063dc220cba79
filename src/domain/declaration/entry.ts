// What a file under resources/ declares, as plain data: a resource (list/detail screens of one
// entity) or a page (a screen that is not a standard list/detail). Screens are named by kind
// (./screens.ts) and icons are loaders, not components: the framework turns them into lazy
// components when it draws them, so the gateway reads these files without React.
import type { MenuIconName } from './menuIcons';
import type { AccessRule } from '../access';
import type { SidebarBadgeKey } from '../types';
import type { GatewayMappingSource } from './gatewayMapping';
import type { ResourceData } from './resource';
import type { ListPartsKind, ScreenKind } from './screens';
import type { SummaryDeclaration } from './summary';

/** Sidebar groups of the spec's Layout section, in menu order. */
export const MENU_GROUPS = ['commercial', 'inventory', 'staff', 'performance', 'dys', 'fleet', 'frequently_used'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** A nested map of translated texts; leaves are strings. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/**
 * An entry's own texts, in every enabled language, kept in its file: merged into the catalogues
 * under `resources.<name>` (resources) or `pages.<name>` (pages), so adding a screen touches no
 * catalogue. `tr` must carry the same keys as `en` (a unit test checks every entry).
 */
export interface EntryMessages {
  en: MessageTree;
  tr: MessageTree;
}

/** Loads a module whose default export is a React component (a view or an icon), on first use. */
export type ComponentLoader = () => Promise<{ default: unknown }>;

/** What every entry declares besides its views. */
interface EntryBase {
  /** Unique name; also the `resource` name canAccess is asked about. */
  name: string;
  /** Sidebar group; absent keeps a page at the top level of the menu (the live map). */
  group?: MenuGroup;
  /** Position within its group, following the spec's order (lower first; default 100). */
  order?: number;
  /** Translation key of the title (menu label, page title, favourites). */
  titleKey: string;
  /** Set on entries that must stay out of the sidebar (reached by links only). */
  hideFromMenu?: boolean;
  /** The sidebar badge count this entry shows (its group shows the sum of its entries' counts). */
  badge?: SidebarBadgeKey;
  access: AccessRule;
  messages?: EntryMessages;
  /** The menu icon, by name: the sidebar loads it lazily, so icons stay out of the first load. */
  icon?: MenuIconName;
}

/**
 * A screen that is not a standard list/detail resource (the live map, summaries, reports):
 * declared in one file under resources/ with its exact spec path and access rule, so menu,
 * routes, safe paths and titles all derive from it.
 */
export interface PageEntry extends EntryBase {
  kind: 'page';
  /** The exact spec path in react-router syntax (`:id` required, `:id?` optional). */
  path: string;
  /** The page's screen, by kind (src/screens/catalogue.ts loads it lazily, out of the first load). */
  screen?: ScreenKind;
  /** A summary of figures (cards, a chart, a breakdown) the framework draws from its declaration (./summary.ts). */
  summary?: SummaryDeclaration;
  /** The screen is not built yet: its route shows the coming-soon page and the menu does not link to it. */
  comingSoon?: true;
}

/** A standard list/detail resource, as `defineResource` returns it. */
export interface ResourceEntry<F extends string = string> extends ResourceData<F>, EntryBase {
  kind: 'resource';
  /** Spec calls for operations the gateway does not serve by the simple-REST default (or a loader of them). */
  gateway?: GatewayMappingSource;
  /** Replace a generated view with a screen that is not standard, by kind. */
  views?: Partial<Record<'list' | 'show' | 'edit' | 'create', ScreenKind>>;
  /** The generated list's own parts (a note above the rows, cells, a row's details, row buttons), by kind. */
  listParts?: ListPartsKind;
}

export type RegistryEntry = PageEntry | ResourceEntry;

/**
 * The page's screen (`screen`), a declared `summary`, or `comingSoon: true` for a spec route whose
 * screen is not built yet: one flag, so the route, the menu and the favourites all know, and
 * building the screen is replacing it with `screen` or `summary`.
 */
export type PageDeclaration = Omit<PageEntry, 'kind' | 'titleKey' | 'screen' | 'summary' | 'comingSoon'> & { titleKey?: string } & (
  | { screen: ScreenKind; summary?: never; comingSoon?: never }
  | { summary: SummaryDeclaration; screen?: never; comingSoon?: never }
  | { comingSoon: true; screen?: never; summary?: never }
);
export type ResourceDeclaration<F extends string = string> = Omit<ResourceEntry<F>, 'kind' | 'titleKey'> & { titleKey?: string };

/**
 * Everything about one resource, in one file under resources/. The registry derives the
 * react-admin Resource, the routes at the spec paths, the menu entry, safe paths and the title;
 * the reference gateway reads the same object to check and validate its calls.
 */
export function defineResource<F extends string>(declaration: ResourceDeclaration<F>): ResourceEntry {
  return {
    ...(declaration as ResourceDeclaration),
    kind: 'resource',
    titleKey: declaration.titleKey ?? `resources.${declaration.name}.name`,
  };
}

/** A page (a screen that is not a standard list/detail) at its exact spec path. */
export function definePage(declaration: PageDeclaration): PageEntry {
  return { ...declaration, kind: 'page', titleKey: declaration.titleKey ?? `pages.${declaration.name}.title` };
}
