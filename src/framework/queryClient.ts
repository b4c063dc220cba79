import { QueryClient } from '@tanstack/react-query';
import { CACHE_LIFETIME_MS, REFERENCED_RESOURCE_CACHE, SESSION_CACHE_EXPIRY_MS, type CacheLifetime } from '../domain/constants';
import type { EntryShell, ResourceShell } from './types';

/**
 * The panel's query cache with the spec's lifetimes (section 9). react-admin keys a resource's
 * queries by its name first (`['people', 'getList', params]`), so each declared resource gets
 * its declaration's lifetime as the defaults of that prefix: 600,000 ms unless it says `long`
 * (people, couriers: 7,200,000 ms) or `live`. What a list shows for new filters or another page
 * is a new key and is read at once; a write invalidates the resource (react-admin), whatever
 * its lifetime. The realtime screens' own queries (live map, sticky widget, order detail) keep
 * the lifetimes they set themselves: events patch them only while they are shown.
 */
export function createPanelQueryClient(entries: readonly EntryShell[]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: SESSION_CACHE_EXPIRY_MS } } });
  const lifetimes: [string, CacheLifetime][] = [
    ...Object.entries(REFERENCED_RESOURCE_CACHE),
    ...entries
      .filter((entry): entry is ResourceShell => entry.kind === 'resource')
      .map((entry): [string, CacheLifetime] => [entry.name, entry.cacheLifetime ?? 'session']),
  ];
  for (const [name, lifetime] of lifetimes) client.setQueryDefaults([name], CACHE_LIFETIME_MS[lifetime]);
  return client;
}
