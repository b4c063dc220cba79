// JSON schemas the order, courier and picker calls share. Closed objects and bounded strings and
// lists, as everywhere (gateway/schemas.ts); enumerations come from src/domain/enums.
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZES } from '../../src/domain/constants';
import { courierStatus, orderStatus, orderType, pickerStatus } from '../../src/domain/enums';
import { LANGUAGES } from '../../src/domain/languages';
import { idSchema } from '../rest/schema';

type Schema = Record<string, unknown>;

/** The most ids one filter may list. */
export const MAX_FILTER_IDS = 200;

export const idList: Schema = { type: 'array', items: idSchema, minItems: 1, maxItems: MAX_FILTER_IDS, uniqueItems: true };

const enumList = (values: readonly number[]): Schema => ({
  type: 'array',
  items: { type: 'integer', enum: [...values] },
  minItems: 1,
  maxItems: values.length,
  uniqueItems: true,
});

export const domainTypeSchema: Schema = { type: 'integer', enum: [...orderType.values] };
export const domainTypeList = enumList(orderType.values);
export const orderStatusList = enumList(orderStatus.values);
export const pickerStatusList = enumList(pickerStatus.values);
/** One courier status or a list of them (the spec's `status`). */
export const courierStatusFilter: Schema = {
  anyOf: [{ type: 'integer', enum: [...courierStatus.values] }, enumList(courierStatus.values)],
};

/** An instant, with its offset: "2026-01-31T21:00:00.000Z". PostgreSQL has no year 0. */
/** An IANA zone's name (`Europe/Istanbul`); whether it is a known zone is the route's check (isTimeZone). */
export const timeZoneSchema: Schema = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$' };
export const dateTime: Schema = { type: 'string', format: 'date-time', maxLength: 64, pattern: '^(?!0000-)' };

/** Minutes east of UTC, as the spec sends them (180 for Istanbul). */
export const utcOffset: Schema = { type: 'integer', minimum: -720, maximum: 840 };

export const pageLimit = (max: number, fallback: number): Schema => ({ type: 'integer', minimum: 1, maximum: max, default: fallback });
export const pageSize: Schema = { type: 'integer', enum: [...PAGE_SIZES], default: DEFAULT_PAGE_SIZE };
/** A limit up to the largest page, 25 unless asked (the lists that take any page length). */
export const pageLimitUpToMaxPage: Schema = pageLimit(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);
export const pageOffset: Schema = { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 };

export const languageSchema: Schema = { type: 'string', enum: LANGUAGES.map((language) => language.code) };

/** The spec's sort direction: 1 ascending, -1 descending. */
export const sortDirection: Schema = { type: 'integer', enum: [1, -1] };
