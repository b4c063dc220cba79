// A report's body schema and its checks, from its declaration (src/domain/declaration/report.ts):
// the panel builds the body from the same object, so the two cannot drift. Closed objects and
// bounded strings and lists, as every schema of the gateway (gateway/schemas.ts).
import { MAX_SEARCH_LENGTH } from '../../src/domain/constants';
import type { FieldDescriptor } from '../../src/domain/declaration/fields';
import { allReportSortFields, reportSort, reportSortFields, type ReportBody, type ReportDeclaration, type ReportSend } from '../../src/domain/declaration/report';
import type { ResourceData } from '../../src/domain/declaration/resource';
import { MONTH_KEY_PATTERN } from '../../src/domain/financialMonth';
import { isTimeZone } from '../../src/domain/shiftPlan';
import { GatewayError } from '../errors';
import { idSchema } from '../rest/schema';
import { object } from '../schemas';
import { dateTime, MAX_FILTER_IDS, pageOffset, pageSize, sortDirection, timeZoneSchema } from './call-schemas';
import { dateRange } from './date-range';

type Schema = Record<string, unknown>;

/** A declaration that is a report. */
export type ReportResource = Pick<ResourceData, 'name' | 'fields' | 'list' | 'recordRepresentation' | 'access'> & { report: ReportDeclaration };

/** The filters that bound the period: sent as the period, never by name. */
function periodFilters(resource: ReportResource): string[] {
  const { period } = resource.report;
  if (!period) return [];
  if ('month' in period) return [period.month];
  if ('week' in period) return [period.week];
  const range = resource.list?.dateRange;
  if (!range) throw new Error(`report ${resource.name}: a period of days needs list.dateRange`);
  return [range.from, range.to];
}

/** The filters the body carries by name, with their `send` rule and body key. */
function sentFilters(resource: ReportResource): { name: string; key: string; field: FieldDescriptor; send?: ReportSend }[] {
  const skipped = new Set(periodFilters(resource));
  return (resource.list?.filters ?? [])
    .filter((name) => !skipped.has(name))
    .map((name) => {
      const field = resource.fields[name];
      if (!field) throw new Error(`report ${resource.name}: filter ${name} is not a field`);
      const send = resource.report.send?.[name];
      return { name, key: send?.as ?? name, field, send };
    });
}

function valueSchema(resource: ReportResource, name: string, field: FieldDescriptor, send: ReportSend | undefined): { one: Schema; most: number } {
  switch (field.kind) {
    case 'enum':
      return send?.values
        ? { one: { type: 'string', enum: Object.values(send.values) }, most: Object.keys(send.values).length }
        : { one: { type: 'integer', enum: [...field.enumeration.values] }, most: field.enumeration.values.length };
    case 'reference':
      return { one: idSchema, most: MAX_FILTER_IDS };
    case 'text':
      return { one: { type: 'string', minLength: 1, maxLength: field.maxLength ?? MAX_SEARCH_LENGTH }, most: MAX_FILTER_IDS };
    case 'boolean':
      return { one: { type: 'boolean' }, most: 2 };
    default:
      throw new Error(`report ${resource.name}: filter ${name} is a ${field.kind}, which a report does not send`);
  }
}

/** The body's JSON schema. */
export function reportBodySchema(resource: ReportResource): Schema {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const { name, key, field, send } of sentFilters(resource)) {
    const { one, most } = valueSchema(resource, name, field, send);
    properties[key] = send?.list ? { type: 'array', items: one, minItems: 1, maxItems: most, uniqueItems: true } : one;
    if (field.required) required.push(key);
  }
  const { period } = resource.report;
  if (period && 'month' in period) {
    properties.month = { type: 'string', pattern: MONTH_KEY_PATTERN, maxLength: 7 };
    required.push('month');
  } else if (period && 'week' in period) {
    // any day of the week names it (the query takes its Monday), on the caller's calendar
    properties.weekStart = { type: 'string', format: 'date', maxLength: 10 };
    properties.timeZone = timeZoneSchema;
    required.push('weekStart', 'timeZone');
  } else if (period) {
    properties.startDate = dateTime;
    properties.endDate = dateTime;
    required.push('startDate', 'endDate');
  }
  if (resource.report.series) {
    if (!period || !('days' in period)) throw new Error(`report ${resource.name}: a series over time needs a period of days`);
    // the calendar the series is cut into days of (the franchise's when none is sent)
    properties.timeZone = timeZoneSchema;
  }
  if (resource.list?.search) properties.search = { type: 'string', minLength: 1, maxLength: MAX_SEARCH_LENGTH };
  properties.sort = object({ field: { type: 'string', enum: allReportSortFields(resource) }, order: sortDirection }, ['field', 'order']);
  properties.limit = pageSize;
  properties.offset = pageOffset;
  return object(properties, required);
}

/** The list's filter values a body carries (an enum sent by name back to its number), for the sort check. */
function filterValues(resource: ReportResource, body: ReportBody): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const { name, key, send } of sentFilters(resource)) {
    const sent = body[key];
    const one = Array.isArray(sent) ? sent[0] : sent;
    const number = send?.values ? Object.entries(send.values).find(([, named]) => named === one)?.[0] : undefined;
    values[name] = number !== undefined ? Number(number) : one;
  }
  return values;
}

/** What a valid body's schema cannot say: the days' range and a sort field the filter's columns show. */
export function checkReportBody(resource: ReportResource, body: ReportBody): { start: Date; end: Date } | undefined {
  const allowed = reportSortFields(resource, filterValues(resource, body));
  // a figure of the other kind (deliveries of pickers) sorts nothing: say so
  if (body.sort && !allowed.includes(body.sort.field)) throw new GatewayError(400, 'INVALID_SORT', { field: 'sort.field' });
  const { period } = resource.report;
  if (((period && 'week' in period) || body.timeZone !== undefined) && !isTimeZone(body.timeZone!)) {
    throw new GatewayError(400, 'VALIDATION', { field: 'timeZone', details: [{ field: 'timeZone', rule: 'time_zone', message: 'timeZone: not a known IANA time zone' }] });
  }
  if (!period || 'month' in period || 'week' in period) return undefined;
  return dateRange(body.startDate!, body.endDate!, resource.list!.dateRange!.maxDays);
}

/** The sort of a body that names none (src/domain/declaration/report.ts, the panel's own rule). */
export function defaultReportSort(resource: ReportResource, body: ReportBody): { field: string; order: 1 | -1 } {
  return reportSort(resource, filterValues(resource, body));
}
