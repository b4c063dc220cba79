// The ra-data-simple-rest list query (`filter`, `sort`, `range`) checked against the declaration.
// The scoped SQL it becomes is gateway/db/records.ts's.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { MAX_PAGE_SIZE } from '../../src/domain/constants';
import { GatewayError } from '../errors';
import { hasControlCharacter } from '../validation';
import type { ListQuery, RestResource } from '../db/model';
import { valueSchema } from './schema';
import { MAX_EXPORT_ROWS, MAX_SEARCH_LENGTH } from '../../src/domain/constants';

// written once for panel and gateway (src/domain/constants.ts)
export { MAX_EXPORT_ROWS, MAX_SEARCH_LENGTH };

/** The most ids one getMany (`filter={"id":[...]}`) may ask for. */
export const MAX_IDS = 200;
/** The most values one filter may list (`{"status":[1000,2000]}`). */
const MAX_FILTER_VALUES = 100;

export interface RawListQuery {
  filter?: string;
  sort?: string;
  range?: string;
  export?: boolean;
}



const ajv = new Ajv({ coerceTypes: false, allErrors: false, strict: true });
addFormats(ajv);
const validators = new WeakMap<object, ValidateFunction>();

function validatorFor(resource: RestResource, field: string): ValidateFunction {
  const descriptor = resource.fields[field];
  let validate = validators.get(descriptor);
  if (!validate) {
    validate = ajv.compile(valueSchema(descriptor));
    validators.set(descriptor, validate);
  }
  return validate;
}

const badFilter = (field: string) => new GatewayError(400, 'INVALID_FILTER', { field });

function parseJson(text: string | undefined, code: 'INVALID_FILTER' | 'INVALID_SORT' | 'INVALID_RANGE'): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new GatewayError(400, code, code === 'INVALID_FILTER' ? { field: 'filter' } : undefined);
  }
}

/** A URL-synced filter may carry numbers and booleans as text ("1000", "true"); read them back. */
function readValue(resource: RestResource, field: string, value: unknown): unknown {
  const kind = resource.fields[field].kind;
  if (typeof value !== 'string') return value;
  if ((kind === 'number' || kind === 'money' || kind === 'enum') && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (kind === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

function parseFilter(resource: RestResource, raw: unknown): Pick<ListQuery, 'filters' | 'q' | 'ids'> {
  const result: Pick<ListQuery, 'filters' | 'q' | 'ids'> = { filters: [], q: null, ids: null };
  if (raw === undefined) return result;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badFilter('filter');
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'q') {
      if (resource.search.length === 0 || typeof value !== 'string' || value.length > MAX_SEARCH_LENGTH || hasControlCharacter(value)) {
        throw badFilter('q');
      }
      const text = value.trim();
      if (text) result.q = text;
    } else if (key === 'id') {
      const ids = Array.isArray(value) ? value : [value];
      if (ids.length > MAX_IDS || !ids.every((id) => typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id))) {
        throw badFilter('id');
      }
      result.ids = ids as string[];
    } else if (resource.filters.includes(key)) {
      if (value === null) {
        if (resource.fields[key].required) throw badFilter(key);
        result.filters.push({ field: key, values: null });
        continue;
      }
      const list = (Array.isArray(value) ? value : [value]).map((item) => readValue(resource, key, item));
      const validate = validatorFor(resource, key);
      if (list.length === 0 || list.length > MAX_FILTER_VALUES || !list.every((item) => validate(item))) throw badFilter(key);
      result.filters.push({ field: key, values: list });
    } else {
      throw badFilter(key);
    }
  }
  return result;
}

function parseSort(resource: RestResource, raw: unknown): ListQuery['sort'] {
  if (raw === undefined) return resource.defaultSort;
  if (!Array.isArray(raw) || raw.length !== 2) throw new GatewayError(400, 'INVALID_SORT');
  const [field, order] = raw as unknown[];
  if (typeof field !== 'string' || (field !== 'id' && !resource.sortable.includes(field))) {
    throw new GatewayError(400, 'INVALID_SORT', { field: String(field) });
  }
  if (order !== 'ASC' && order !== 'DESC') throw new GatewayError(400, 'INVALID_SORT', { field });
  return { field, order };
}

function parseRange(raw: unknown, cap: number, fallbackSize: number): ListQuery['range'] {
  if (raw === undefined) return { start: 0, end: fallbackSize - 1 };
  if (!Array.isArray(raw) || raw.length !== 2 || !raw.every((n) => Number.isSafeInteger(n))) {
    throw new GatewayError(400, 'INVALID_RANGE');
  }
  const [start, end] = raw as number[];
  if (start < 0 || end < start || end - start + 1 > cap) throw new GatewayError(400, 'INVALID_RANGE', { maxPageSize: cap });
  return { start, end };
}

/** Checks a list query against the declaration; 400 INVALID_FILTER / INVALID_SORT / INVALID_RANGE. */
export function parseListQuery(resource: RestResource, raw: RawListQuery): ListQuery {
  const filter = parseFilter(resource, parseJson(raw.filter, 'INVALID_FILTER'));
  const sort = parseSort(resource, parseJson(raw.sort, 'INVALID_SORT'));
  // Without a range: a getMany answers all the ids it asked for, a list its first page.
  const fallbackSize = filter.ids ? Math.max(filter.ids.length, 1) : resource.perPage;
  const range = parseRange(parseJson(raw.range, 'INVALID_RANGE'), raw.export ? MAX_EXPORT_ROWS : MAX_PAGE_SIZE, fallbackSize);
  return { ...filter, sort, range };
}
