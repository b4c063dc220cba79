// What the panel's shell knows of every declaration before any screen opens: the menu, the routes,
// the access rules, the titles' keys, the cache lifetimes. The build writes it from the resource
// files (scripts/build/registryShell.ts), each with a loader of its whole declaration, so the
// fields, filters, summaries and mappings of fifty screens stay out of the first load and each
// arrives with its screen. A whole declaration is a shell as it is: tests and the gateway hand
// the framework the declarations themselves.
import type { AccessRule } from '../access';
import type { CacheLifetime } from '../constants';
import type { RegistryEntry, ResourceEntry } from './entry';
import type { ListPartsKind, ScreenKind } from './screens';

/** What every shell keeps of its entry as it is (the menu's, the title's and the access rule's fields). */
const KEPT = ['name', 'group', 'order', 'titleKey', 'hideFromMenu', 'badge', 'access', 'icon'] as const;

type ShellBase = Pick<RegistryEntry, (typeof KEPT)[number]> & {
  /** Loads the whole declaration; absent on an entry that is the whole declaration already. */
  load?: () => Promise<RegistryEntry>;
};

export type PageShell = ShellBase & {
  kind: 'page';
  path: string;
  comingSoon?: true;
  /** The page's screen, by kind: its code loads beside the declaration. */
  screen?: ScreenKind;
  /** Present on a declared summary (the framework's view draws it). */
  summary?: object;
};

export type ResourceShell = ShellBase & {
  kind: 'resource';
  routes: ResourceEntry['routes'];
  /** Where the gateway serves it, when not at `/<name>` (./restPath.ts): the client's calls go there. */
  rest?: ResourceEntry['rest'];
  cacheLifetime?: CacheLifetime;
  recordRepresentation?: string;
  /** The create form's own access rule, when it has one (the routes and buttons follow it). */
  create?: { access?: AccessRule };
  /** Present when the detail page edits in place. */
  edit?: object;
  /** The declaration maps its calls (`gateway` or `report`): the client loads it before the first call. */
  mapped?: boolean;
  /** The screens replacing generated views, and the list's own parts, by kind: their code loads beside the declaration. */
  views?: Partial<Record<'list' | 'show' | 'edit' | 'create', ScreenKind>>;
  listParts?: ListPartsKind;
};

export type EntryShell = PageShell | ResourceShell;

/** The shell of a declaration, as plain data (the build writes it as JSON; `load` is added there). */
export function shellOf(entry: RegistryEntry): EntryShell {
  const base = Object.fromEntries(KEPT.map((key) => [key, entry[key]])) as Pick<RegistryEntry, (typeof KEPT)[number]>;
  if (entry.kind === 'page') return { ...base, kind: 'page', path: entry.path, comingSoon: entry.comingSoon, screen: entry.screen, summary: entry.summary ? {} : undefined };
  return {
    ...base,
    kind: 'resource',
    routes: entry.routes,
    rest: entry.rest,
    cacheLifetime: entry.cacheLifetime,
    recordRepresentation: entry.recordRepresentation,
    create: entry.create ? { access: entry.create.access } : undefined,
    edit: entry.edit ? {} : undefined,
    mapped: entry.gateway !== undefined || entry.report !== undefined || undefined,
    views: entry.views,
    listParts: entry.listParts,
  };
}

/** The whole declaration of `entry`: loaded once by its shell's loader, or the entry itself. */
export function declarationOf(entry: EntryShell): RegistryEntry | Promise<RegistryEntry> {
  return entry.load ? entry.load() : (entry as RegistryEntry);
}
