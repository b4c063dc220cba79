// react-admin's <Edit> (and its stock ra-data-simple-rest client) sends the whole record back on
// save: the fields a PUT may not change come back with it, as the caller read them. They are
// accepted only unchanged, and dropped before the update so only edit fields are ever written; a
// changed one is refused by name (400) and nothing is written.
import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FieldDescriptor } from '../../src/domain/declaration/fields';
import { VERSION_FIELD } from '../../src/domain/declaration/version';
import { GatewayError, sendValidationProblems } from '../errors';
import { languageOf, type Language } from '../i18n';
import type { RestResource } from '../db/model';
import { echoedFieldNames } from './schema';

const MESSAGES: Record<Language, { changed: (field: string) => string; nothing: string }> = {
  en: {
    changed: (field) => `${field} cannot be changed here: send it as it was read, or leave it out`,
    nothing: 'the body names no field that can be changed',
  },
  tr: {
    changed: (field) => `${field} burada değiştirilemez: okunduğu gibi gönderin ya da çıkarın`,
    nothing: 'gövdede değiştirilebilecek bir alan yok',
  },
};

/** A file field is the same when it names the same files: its signed links are made anew on each read. */
function comparable(field: FieldDescriptor | undefined, value: unknown): unknown {
  const plain: unknown = value === undefined ? undefined : JSON.parse(JSON.stringify(value));
  if (field?.kind !== 'file') return plain;
  const keyOf = (ref: unknown) => (ref && typeof ref === 'object' ? (ref as { key?: unknown }).key : ref);
  return Array.isArray(plain) ? plain.map(keyOf) : keyOf(plain);
}

/**
 * The PUT's first preHandler: the echoed fields of the body compared with the record as the
 * caller reads it (`read`: masked, with file links, or null when it is not theirs), then dropped.
 * A body read from an older version skips the comparison: the update answers 409 STALE_RECORD.
 */
export function readOnlyEcho(resource: RestResource, read: (request: FastifyRequest) => Promise<Record<string, unknown> | null>) {
  const names = echoedFieldNames(resource);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as Record<string, unknown>;
    const echoed = names.filter((name) => name in body);
    if (echoed.length === 0) return;
    const messages = MESSAGES[languageOf(request.headers['accept-language'])];
    const record = await read(request);
    if (!record) throw new GatewayError(404, 'NOT_FOUND');
    if (comparable(undefined, body[VERSION_FIELD]) === comparable(undefined, record[VERSION_FIELD])) {
      const changed = echoed.filter((name) => !isDeepStrictEqual(comparable(resource.fields[name], body[name]), comparable(resource.fields[name], record[name])));
      if (changed.length > 0) return sendValidationProblems(reply, changed.map((field) => ({ field, rule: 'readOnly', message: messages.changed(field) })));
    }
    for (const name of echoed) delete body[name];
    if (!resource.editFields.some((name) => name in body)) return sendValidationProblems(reply, [{ field: '', rule: 'minProperties', message: messages.nothing }]);
  };
}
