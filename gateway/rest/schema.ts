// JSON schemas derived from field kinds: the PUT and POST bodies of a resource, and the values a
// list filter may take. The declaration's own validation (lengths, bounds, enumeration values)
// becomes the gateway's; there is no second list.
import type { FieldDescriptor } from '../../src/domain/declaration/fields';
import { MONTH_KEY_PATTERN } from '../../src/domain/financialMonth';
import { MAX_FILE_BYTES, MAX_FILE_NAME_LENGTH } from '../../src/domain/files';
import { VERSION_FIELD } from '../../src/domain/declaration/version';
import type { RestResource } from '../db/model';

export type JsonSchema = Record<string, unknown>;

/** Record ids: the seed's 24-hex ids and runtime UUIDs. */
export const ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
export const idSchema: JsonSchema = { type: 'string', pattern: ID_PATTERN };

/** A text field without a declared maximum still has one. */
const TEXT_MAX = 10_000;
const NO_NUL = '^[^\\u0000]*$';
const NOT_YEAR_ZERO = '^(?!0000-)';
const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

/** The schema of one value of a field (null not included). */
export function valueSchema(field: FieldDescriptor): JsonSchema {
  switch (field.kind) {
    case 'text': {
      // PostgreSQL text cannot hold NUL: refused here rather than failing in the database.
      const schema: JsonSchema = { type: 'string', maxLength: field.maxLength ?? TEXT_MAX, pattern: NO_NUL };
      if (field.minLength !== undefined) schema.minLength = field.minLength;
      if (field.pattern !== undefined) schema.allOf = [{ pattern: field.pattern }];
      return schema;
    }
    case 'number': {
      // Whole numbers live in integer columns: without declared bounds, the column's are the limit.
      const schema: JsonSchema = { type: field.integer ? 'integer' : 'number' };
      const min = field.min ?? (field.integer ? INT_MIN : undefined);
      const max = field.max ?? (field.integer ? INT_MAX : undefined);
      if (min !== undefined) schema.minimum = min;
      if (max !== undefined) schema.maximum = max;
      return schema;
    }
    case 'money':
      return field.min === undefined ? { type: 'number' } : { type: 'number', minimum: field.min };
    case 'date':
      // PostgreSQL has no year 0.
      return { type: 'string', format: 'date', pattern: NOT_YEAR_ZERO };
    case 'datetime':
      return { type: 'string', format: 'date-time', maxLength: 64, pattern: NOT_YEAR_ZERO };
    case 'enum':
      return { type: 'integer', enum: [...field.enumeration.values] };
    case 'reference':
      return idSchema;
    case 'boolean':
      return { type: 'boolean' };
    case 'image':
      return { type: 'string', format: 'uri', maxLength: 2048 };
    // The kinds of src/domain/declaration/fieldChecks.ts: the schema only bounds the text; the
    // shared check (bodyFieldChecks, after the schema) gives the verdict and its message.
    case 'phone':
      return { type: 'string', maxLength: 32, pattern: NO_NUL };
    case 'email':
      return { type: 'string', format: 'email', maxLength: 254 };
    case 'nationalId':
      return { type: 'string', maxLength: 32, pattern: NO_NUL };
    case 'iban':
      return { type: 'string', maxLength: 64, pattern: NO_NUL };
    case 'personName':
      // Cleaning only shortens a name; the check holds it to its maximum.
      return { type: 'string', maxLength: 1000, pattern: NO_NUL };
    case 'bloodGroup':
      return { type: 'string', maxLength: 16, pattern: NO_NUL };
    case 'file':
      // Only the key counts: name, type and size are read from the upload's own record (a body
      // may send back what it read, the link included); gateway/db/files.ts checks the key.
      return field.multiple ? { type: 'array', maxItems: MAX_FILES_PER_FIELD, items: FILE_REF } : FILE_REF;
    case 'period':
      // a filter only: a financial month
      return { type: 'string', pattern: MONTH_KEY_PATTERN, maxLength: 7 };
    case 'grade':
      // a score's point, graded when shown
      return { type: 'number', minimum: 0, maximum: 100 };
    case 'questionnaire':
      // read-only: never in a body, the gateway's own answer (src/domain/declaration/questionnaire.ts)
      return { type: 'array' };
  }
}

/** The most files one `multiple` field holds. */
export const MAX_FILES_PER_FIELD = 20;

/** One file of a body: `{ key }`, or the whole reference a read gave. */
const FILE_REF: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key'],
  properties: {
    key: { type: 'string', pattern: '^[0-9a-f-]{36}$' },
    name: { type: 'string', maxLength: MAX_FILE_NAME_LENGTH },
    type: { type: 'string', maxLength: 100 },
    size: { type: 'integer', minimum: 0, maximum: MAX_FILE_BYTES },
    url: { type: 'string', maxLength: 2048 },
  },
};

/** A field's value, or null when the field is not required (clearing it). */
export function fieldSchema(field: FieldDescriptor): JsonSchema {
  const schema = valueSchema(field);
  if (field.required) return schema;
  if (Array.isArray(schema.enum)) return { ...schema, type: [schema.type, 'null'], enum: [...schema.enum, null] };
  return { ...schema, type: [schema.type, 'null'] };
}

/** What a PUT body of `resource` may carry back besides its edit fields and the version: the rest of a read. */
export function echoedFieldNames(resource: RestResource): string[] {
  return ['id', ...Object.keys(resource.fields).filter((name) => name !== VERSION_FIELD && !resource.editFields.includes(name))];
}

/**
 * The body of PUT (a partial update: any of the edit fields, at least one, plus the version the
 * caller read, `updatedAt`, which is a precondition and never written; the record's other fields
 * may come back as read) or POST (the create fields, required ones present). Closed: any other
 * property is refused.
 */
export function bodySchema(resource: RestResource, mode: 'update' | 'create'): JsonSchema {
  const names = mode === 'update' ? resource.editFields : (resource.createFields ?? []);
  const properties: Record<string, JsonSchema> = Object.fromEntries(names.map((name) => [name, fieldSchema(resource.fields[name])]));
  const schema: JsonSchema = { type: 'object', additionalProperties: false, properties };
  if (mode === 'create') {
    schema.required = names.filter((name) => resource.fields[name].required);
    return schema;
  }
  if (!resource.versionColumn) {
    schema.minProperties = 1;
    return schema;
  }
  properties[VERSION_FIELD] = valueSchema(resource.fields[VERSION_FIELD]);
  // the rest of a read, sent back whole by react-admin's <Edit>: any value here, compared with
  // the record and dropped before the update (readOnlyEcho.ts)
  for (const name of echoedFieldNames(resource)) properties[name] = {};
  schema.required = [VERSION_FIELD];
  schema.minProperties = 2;
  return schema;
}
