// Request validation. Bodies are validated strictly (no type coercion, extra properties refused:
// `{"password": 123456}` and `{"username": ["ab"]}` are errors, not quietly fixed). Query strings,
// params and headers arrive as text, so those are coerced to the declared types.
// Ajv is fastify's own validator (installed with it); we only build two instances of it.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyServerOptions } from 'fastify';
import type { Language } from './i18n';

type AnySchema = Record<string, unknown>;

function makeAjv(coerceTypes: boolean | 'array', externalSchemas: AnySchema[]): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    addUsedSchema: false,
  });
  addFormats(ajv);
  for (const schema of externalSchemas) ajv.addSchema(schema);
  return ajv;
}

function compileWith(ajv: Ajv, schema: AnySchema): ValidateFunction {
  if (typeof schema.$id === 'string') {
    const known = ajv.getSchema(schema.$id);
    if (known) return known;
  }
  return refusingControlCharacters(ajv.compile(schema));
}

// C0 control characters but tab, line feed and carriage return, and DEL. PostgreSQL refuses NUL in
// text (a 500 where the caller deserves a 400), and none of them belongs in any field we take.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether `text` holds a control character no field takes (shared with the REST filter parser). */
export const hasControlCharacter = (text: string): boolean => CONTROL_CHARACTER.test(text);

/** The JSON-pointer path of the first string (or object key) in `data` with a control character. */
function controlCharacterAt(data: unknown, path: string): string | null {
  if (typeof data === 'string') return CONTROL_CHARACTER.test(data) ? path : null;
  if (data === null || typeof data !== 'object') return null;
  for (const [key, value] of Object.entries(data)) {
    const at = `${path}/${key}`;
    if (CONTROL_CHARACTER.test(key)) return at;
    const found = controlCharacterAt(value, at);
    if (found !== null) return found;
  }
  return null;
}

/** Every request part, whatever its route's schema: a string with a control character is a 400. */
function refusingControlCharacters(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown) => {
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    const at = controlCharacterAt(data, '');
    if (at === null) {
      checked.errors = null;
      return true;
    }
    checked.errors = [{ keyword: 'controlCharacter', instancePath: at, schemaPath: '#', params: {}, message: 'must not contain control characters' }];
    return false;
  }) as ValidateFunction;
  return checked;
}

type BuildValidator = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;

// fastify calls the compiler with { schema, method, url, httpPart } (lib/validation.js); its
// published type for this factory describes ajv's compile instead, hence the cast below.
// Compiling every route's schemas is most of an app's start (about a second for ours), and the
// schemas are the same for every app a process builds (the tests build hundreds): the two ajv
// instances and what they compiled are kept per set of shared schemas, each schema by its text.
const compilers = new Map<string, (part: { schema: AnySchema; httpPart?: string }) => ValidateFunction>();

function buildValidator(externalSchemas: Record<string, unknown> | undefined) {
  const shared = Object.values(externalSchemas ?? {}) as AnySchema[];
  const key = JSON.stringify(shared);
  const known = compilers.get(key);
  if (known) return known;
  const strict = makeAjv(false, shared);
  const coercing = makeAjv('array', shared);
  const compiled = new Map<string, ValidateFunction>();
  const compile = ({ schema, httpPart }: { schema: AnySchema; httpPart?: string }) => {
    const ajv = httpPart === 'body' ? strict : coercing;
    const text = `${ajv === strict ? 'body' : 'text'}:${JSON.stringify(schema)}`;
    let validate = compiled.get(text);
    if (!validate) compiled.set(text, (validate = compileWith(ajv, schema)));
    return validate;
  };
  compilers.set(key, compile);
  return compile;
}

/** Plugs the two validators into fastify; shared schemas added with app.addSchema reach both. */
export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildValidator: buildValidator as unknown as BuildValidator },
};

export interface FieldProblem {
  field: string;
  rule: string;
  message: string;
}

const TEMPLATES: Record<Language, Record<string, (field: string, params: Record<string, unknown>) => string>> = {
  en: {
    required: (_f, p) => `${String(p.missingProperty)} is required`,
    minLength: (f, p) => `${f} must NOT have fewer than ${String(p.limit)} characters`,
    maxLength: (f, p) => `${f} must NOT have more than ${String(p.limit)} characters`,
    type: (f, p) => `${f} must be ${String(p.type)}`,
    additionalProperties: (_f, p) => `${String(p.additionalProperty)} is not an allowed field`,
    enum: (f, p) => `${f} must be one of: ${(p.allowedValues as unknown[]).join(', ')}`,
    minimum: (f, p) => `${f} must be at least ${String(p.limit)}`,
    maximum: (f, p) => `${f} must be at most ${String(p.limit)}`,
    minItems: (f, p) => `${f} must have at least ${String(p.limit)} items`,
    maxItems: (f, p) => `${f} must have at most ${String(p.limit)} items`,
    format: (f, p) => `${f} must be a valid ${String(p.format)}`,
    pattern: (f) => `${f} has an invalid format`,
    controlCharacter: (f) => `${f} must not contain control characters`,
  },
  tr: {
    required: (_f, p) => `${String(p.missingProperty)} alanı zorunludur`,
    minLength: (f, p) => `${f} en az ${String(p.limit)} karakter olmalıdır`,
    maxLength: (f, p) => `${f} en fazla ${String(p.limit)} karakter olabilir`,
    type: (f, p) => `${f} türü ${String(p.type)} olmalıdır`,
    additionalProperties: (_f, p) => `${String(p.additionalProperty)} alanına izin verilmiyor`,
    enum: (f, p) => `${f} şunlardan biri olmalıdır: ${(p.allowedValues as unknown[]).join(', ')}`,
    minimum: (f, p) => `${f} en az ${String(p.limit)} olmalıdır`,
    maximum: (f, p) => `${f} en fazla ${String(p.limit)} olabilir`,
    minItems: (f, p) => `${f} en az ${String(p.limit)} öğe içermelidir`,
    maxItems: (f, p) => `${f} en fazla ${String(p.limit)} öğe içerebilir`,
    format: (f, p) => `${f} geçerli bir ${String(p.format)} olmalıdır`,
    pattern: (f) => `${f} biçimi geçersiz`,
    controlCharacter: (f) => `${f} kontrol karakteri içeremez`,
  },
};

/** Turns ajv's findings into field-named messages in the caller's language. */
export function describeValidation(
  errors: Partial<ErrorObject>[],
  context: string | undefined,
  language: Language,
): FieldProblem[] {
  return errors.map((error) => {
    const path = (error.instancePath ?? '').split('/').filter(Boolean).join('.');
    const field = path || context || 'body';
    const params = (error.params ?? {}) as Record<string, unknown>;
    const keyword = error.keyword ?? 'invalid';
    const template = TEMPLATES[language][keyword];
    const fallback = language === 'tr' ? `${field} geçersiz` : `${field} ${error.message ?? 'is invalid'}`;
    return { field, rule: keyword, message: template ? template(field, params) : fallback };
  });
}
