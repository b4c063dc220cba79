import type { DataProvider } from 'ra-core';
import { normalizePagination } from '../src/domain/validators/pagination';

/**
 * A list page size or page from a hand-edited URL (?perPage=1000, ?page=-1) becomes the nearest
 * allowed one (10/25/50/100, page >= 1) before the call, rather than a 400 from the gateway.
 * Whole-list CSV exports (`meta.export`) keep their own size.
 */
export function withNormalizedPaging(base: DataProvider): DataProvider {
  return {
    ...base,
    getList: (resource, params) =>
      base.getList(
        resource,
        params.meta?.export || !params.pagination ? params : { ...params, pagination: normalizePagination(params.pagination) },
      ),
  };
}
