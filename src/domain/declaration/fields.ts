// Field kinds a resource declares. Pure descriptors (no React): the generated views render them
// (in a lazy chunk) and the gateway derives body validation from the same declaration.
import type { FileTypeName } from '../files';
import type { RolePermission } from '../types';

/** The framework's one text for a store field's label (src/framework/messages.ts, `store.label`). */
export const STORE_LABEL_KEY = 'app.framework.store.label';
/** Likewise for a period filter, by its unit. */
export const PERIOD_LABEL_KEYS = { month: 'app.framework.period.month', week: 'app.framework.period.week' } as const;

export interface EnumLike {
  name: string;
  values: readonly number[];
}

interface FieldBase {
  /** Translation key of the label; default `resources.<resource>.fields.<source>`. */
  labelKey?: string;
  required?: boolean;
  /** Shown but never sent in a form. */
  readOnly?: boolean;
  sortable?: boolean;
  /**
   * A secret shown only by its last 4 characters (an IBAN) unless the caller's role for the
   * resource carries `unlessPermission`. The gateway masks it in its reply, so the whole value
   * never reaches a caller who may not see it (gateway/rest/mask.ts).
   */
  mask?: { unlessPermission: RolePermission };
  /**
   * A list filter only, not a value of the record (a leave list's "from" and "to" days): the
   * gateway maps it onto a column with a comparison (TableMapping.dayFilters) and never reads or
   * writes it as a field.
   */
  filterOnly?: true;
}

export type FieldDescriptor =
  | (FieldBase & { kind: 'text'; minLength?: number; maxLength?: number; multiline?: boolean; pattern?: string })
  /**
   * `decimals`: every value shows that many (a rating's 5.00 beside 4.97), so a column of them
   * lines up. `percent`: the value is a share (0 to 1) shown as a percentage.
   */
  /** `signed`: a change, shown with its sign whatever it is (+3, -1; 0 bare), so a gain reads as one. */
  | (FieldBase & { kind: 'number'; min?: number; max?: number; integer?: boolean; decimals?: number; percent?: true; signed?: true })
  /** An amount in the user's country currency (or the record's `currencySource`). */
  | (FieldBase & { kind: 'money'; min?: number; currencySource?: string })
  /**
   * `expiry`: a day that runs out (inspection, insurance): past it red and labelled, within 30 days amber.
   * `after`: another date field of the record this day must be later than (a bill's last read
   * date after its first), checked in the form and by the gateway (`checkDateOrder`).
   */
  | (FieldBase & { kind: 'date'; expiry?: boolean; after?: string })
  /**
   * `dayWhen`: shown as a day, without the time, while the record's boolean `field` is true (an
   * all-day leave); `end` marks an exclusive end (the midnight after the last day), shown as the
   * day before it.
   */
  | (FieldBase & { kind: 'datetime'; dayWhen?: { field: string; end?: boolean } })
  /**
   * `valuesOf`: the values a country offers (a leave's types), by the session's country in the
   * panel's input and filter; the gateway checks the franchise's country itself.
   */
  | (FieldBase & { kind: 'enum'; enumeration: EnumLike; valuesOf?: (country: string | null | undefined) => readonly number[] })
  /**
   * `pickFrom`: the filter a form's picker asks with (a leave's person: active people only, as the
   * gateway refuses another); list filters and the detail still find every record.
   */
  | (FieldBase & { kind: 'reference'; reference: string; optionText: string; pickFrom?: Readonly<Record<string, unknown>> })
  /**
   * A yes/no. With `flag`, a mark that calls for attention (a product low on stock): when true, a
   * warning icon and the field's label (never colour alone); when false, nothing.
   */
  | (FieldBase & { kind: 'boolean'; flag?: true })
  | (FieldBase & { kind: 'image' })
  /**
   * A mobile number. Without `countryCode` the national form of the spec ("5 + 9 digits", stored
   * as 5321234567); with it "+<code> <number>" (stored as "+90 5321234567") for the spec's codes.
   */
  | (FieldBase & { kind: 'phone'; countryCode?: boolean })
  | (FieldBase & { kind: 'email' })
  /** Turkish national identity number: 11 digits with the two check digits (stored as typed, trimmed). */
  | (FieldBase & { kind: 'nationalId' })
  /** IBAN: typed with or without spaces, stored compact and upper-case, shown in groups of four. */
  | (FieldBase & { kind: 'iban' })
  /** A person's name: letters (Turkish ones included) and single spaces, cleaned before it is stored. */
  | (FieldBase & { kind: 'personName'; maxLength?: number })
  /** One of the spec's blood groups ('0 Rh+' … 'AB Rh-'), chosen from a list. */
  | (FieldBase & { kind: 'bloodGroup' })
  /**
   * An uploaded file (src/domain/files.ts): the record holds `{ key, name, type, size }` (a list
   * of them with `multiple`), and a reply adds each file's short-lived signed link `url`.
   * `accept` narrows the spec's types (default all: pdf, png, jpeg, tiff, webp, avif, bmp); the
   * size limit is MAX_FILE_BYTES for every file field.
   */
  | (FieldBase & { kind: 'file'; accept?: readonly FileTypeName[]; multiple?: boolean })
  /**
   * A list filter only: the period a report covers, on the user's calendar. `month`: a financial
   * month, `YYYY-MM` (26th to 25th, src/domain/financialMonth.ts), the one in progress until
   * another is picked; the report sends it as its `month` (`report.period.month`). `week`: an ISO
   * week by its Monday, `YYYY-MM-DD`, the week in progress until another is picked; the report
   * sends it as its `weekStart`, with the user's `timeZone` (`report.period.week`).
   */
  | (FieldBase & { kind: 'period'; unit: 'month' | 'week' })
  /**
   * A performance score (0-100 point) shown as its letter grade with the point (A+ ... F,
   * src/domain/grades.ts); a letter itself is shown as it is.
   */
  | (FieldBase & {
      kind: 'grade';
      /**
       * A point that is other fields' points by their weights (the DYS total: DDS 30, STS 30...):
       * the record's fields and weights, shown as the arithmetic on hover and on keyboard focus,
       * over the fields that have a point.
       */
      weightedOf?: Readonly<Record<string, number>>;
      /**
       * The point opens the summary that explains it (a DYS part's own summary): `path`, its
       * filters from the row's values (target filter -> row field), and `keep`, filters of this
       * list passed on as they are (the same days).
       */
      opens?: { path: string; filter?: Readonly<Record<string, string>>; keep?: readonly string[] };
    })
  /**
   * An answered form, read-only (a KDS audit): its questions in groups, each group with how many
   * were answered of how many and its score, each question with its answer, note and photos, and
   * a switch to show only the highlighted ones. The value's shape is ./questionnaire.ts's;
   * `answers` labels a multiple-choice answer.
   */
  | (FieldBase & { kind: 'questionnaire'; answers: EnumLike });

export type FieldKind = FieldDescriptor['kind'];

/** What a datetime field shows for a record: the instant with its time, or (`dayWhen`) only its day. */
export function datetimeShown(field: FieldDescriptor, record: Readonly<Record<string, unknown>> | undefined, value: unknown): { value: unknown; dayOnly: boolean } {
  if (field.kind !== 'datetime' || !field.dayWhen || record?.[field.dayWhen.field] !== true || value == null || value === '') return { value, dayOnly: false };
  const instant = new Date(value as string);
  if (Number.isNaN(instant.getTime())) return { value, dayOnly: false };
  return { value: field.dayWhen.end ? new Date(instant.getTime() - 1) : instant, dayOnly: true };
}

type Options<K extends FieldKind> = Omit<Extract<FieldDescriptor, { kind: K }>, 'kind'>;

export const text = (options: Options<'text'> = {}): FieldDescriptor => ({ kind: 'text', ...options });
export const number = (options: Options<'number'> = {}): FieldDescriptor => ({ kind: 'number', ...options });
export const money = (options: Options<'money'> = {}): FieldDescriptor => ({ kind: 'money', ...options });
export const date = (options: Options<'date'> = {}): FieldDescriptor => ({ kind: 'date', ...options });
export const datetime = (options: Options<'datetime'> = {}): FieldDescriptor => ({ kind: 'datetime', ...options });
export const enumOf = (enumeration: EnumLike, options: Omit<Options<'enum'>, 'enumeration'> = {}): FieldDescriptor => ({
  kind: 'enum',
  enumeration,
  ...options,
});
export const reference = (
  target: string,
  optionText: string,
  options: Omit<Options<'reference'>, 'reference' | 'optionText'> = {},
): FieldDescriptor => ({ kind: 'reference', reference: target, optionText, ...options });
export const boolean = (options: Options<'boolean'> = {}): FieldDescriptor => ({ kind: 'boolean', ...options });
export const image = (options: Options<'image'> = {}): FieldDescriptor => ({ kind: 'image', ...options });
export const phone = (options: Options<'phone'> = {}): FieldDescriptor => ({ kind: 'phone', ...options });
export const email = (options: Options<'email'> = {}): FieldDescriptor => ({ kind: 'email', ...options });
export const nationalId = (options: Options<'nationalId'> = {}): FieldDescriptor => ({ kind: 'nationalId', ...options });
export const iban = (options: Options<'iban'> = {}): FieldDescriptor => ({ kind: 'iban', ...options });
export const personName = (options: Options<'personName'> = {}): FieldDescriptor => ({ kind: 'personName', ...options });
export const bloodGroup = (options: Options<'bloodGroup'> = {}): FieldDescriptor => ({ kind: 'bloodGroup', ...options });
export const file = (options: Options<'file'> = {}): FieldDescriptor => ({ kind: 'file', ...options });
/** A report's period filter (a financial month, a week), labelled by the framework's own text unless the declaration says otherwise. */
/**
 * A list's two day filters (filters only, `list.dateRange`): records of the first day or later and
 * of the last day or earlier, as `periodFrom` and `periodTo`; the gateway maps them to one column.
 */
export const dayRangeFilters = () => ({ periodFrom: date({ filterOnly: true }), periodTo: date({ filterOnly: true }) });
export const grade = (options: Options<'grade'> = {}): FieldDescriptor => ({ kind: 'grade', ...options });
export const questionnaire = (answers: EnumLike, options: Omit<Options<'questionnaire'>, 'answers'> = {}): FieldDescriptor => ({
  kind: 'questionnaire',
  answers,
  readOnly: true,
  ...options,
});
export const period = (
  unit: 'month' | 'week',
  // `filterOnly: false`: a record's own period (a reward's month), a column the filter matches
  { filterOnly = true, ...options }: Omit<Options<'period'>, 'unit' | 'filterOnly'> & { filterOnly?: boolean } = {},
): FieldDescriptor => ({
  kind: 'period',
  unit,
  ...(filterOnly ? { filterOnly: true as const } : {}),
  labelKey: PERIOD_LABEL_KEYS[unit],
  ...options,
});
/**
 * The store a list is filtered by (or a record belongs to): a reference to the franchise's
 * stores, labelled "Store" by the framework's own text unless the declaration says otherwise.
 */
export const store = (options: Omit<Options<'reference'>, 'reference' | 'optionText'> = {}): FieldDescriptor => ({
  kind: 'reference',
  reference: 'warehouses',
  optionText: 'name',
  labelKey: STORE_LABEL_KEY,
  ...options,
});
