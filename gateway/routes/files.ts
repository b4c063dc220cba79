// Files of `file` fields (src/domain/files.ts), the spec's pattern for a bill's file (DOMAIN.md):
//   POST /files/upload-url {fileName, contentType, size}  signed in: checks the declared file, answers
//        {key, uploadUrl, expiresAt}, a link bound to the caller's franchise (nothing is stored yet)
//   PUT  <uploadUrl> with the raw bytes                the signature authorises it: the bytes must
//        be the declared type (also by their magic numbers) and size; then they are stored with
//        their metadata row, together or not at all
//   GET  /files/:key?franchise&expires&signature       the signed link a record's reply carries
// The record's create/update body then carries the key (gateway/db/records.ts attaches it).
import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { authOf } from '../auth/authenticate';
import { publicRoute, signedIn } from '../auth/route-access';
import { findFile, insertFile } from '../db/files';
import { GatewayError, sendError } from '../errors';
import { FileLinks, type UploadGrant } from '../files/links';
import { storageKey } from '../files/storage';
import { seededFile } from '../files/demo-documents';
import type { ErrorCode } from '../i18n';
import { checkFileContent, checkFileMeta, MAX_FILE_BYTES, mimeOf, MAX_FILE_NAME_LENGTH, type FileRefusal } from '../../src/domain/files';
import { FILE_LINK_PATHS, FILE_PATHS } from '../../src/domain/paths';
import { ACCEPTED_MIME_TYPES } from '../../src/domain/validators/files';
import { idSchema } from '../rest/schema';
import { object } from '../schemas';

const KEY_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

const CHECK_CODES: Record<FileRefusal, ErrorCode> = {
  type: 'FILE_TYPE_REFUSED',
  size: 'FILE_TOO_LARGE',
  unusable: 'FILE_UNUSABLE',
  content: 'FILE_CONTENT_MISMATCH',
  incomplete: 'FILE_INCOMPLETE',
};

/** A refused file: 413 when too large, else 400, with the check's own message. */
const refused = (check: { reason: FileRefusal }) =>
  new GatewayError(check.reason === 'size' ? 413 : 400, CHECK_CODES[check.reason], { reason: check.reason });

const schemas = {
  uploadRequest: object(
    {
      // Bounded loosely: the shared check gives the message a person can act on.
      fileName: { type: 'string', minLength: 1, maxLength: MAX_FILE_NAME_LENGTH * 4 },
      contentType: { type: 'string', maxLength: 200 },
      size: { type: 'integer', minimum: 1, maximum: 1e12 },
    },
    ['fileName', 'contentType', 'size'],
  ),
  keyParams: object({ key: { type: 'string', pattern: KEY_PATTERN } }, ['key']),
  uploadQuery: object(
    {
      franchise: idSchema,
      by: idSchema,
      name: { type: 'string', minLength: 1, maxLength: MAX_FILE_NAME_LENGTH },
      type: { type: 'string', enum: [...ACCEPTED_MIME_TYPES] },
      size: { type: 'integer', minimum: 1, maximum: MAX_FILE_BYTES },
      expires: { type: 'integer', minimum: 0, maximum: 1e11 },
      signature: { type: 'string', maxLength: 128 },
    },
    ['franchise', 'by', 'name', 'type', 'size', 'expires', 'signature'],
  ),
  downloadQuery: object(
    { franchise: idSchema, expires: { type: 'integer', minimum: 0, maximum: 1e11 }, signature: { type: 'string', maxLength: 128 } },
    ['franchise', 'expires', 'signature'],
  ),
  // The bytes come raw with the file's own Content-Type (not validated as JSON: they are checked
  // by the handler); a JSON body is never a file.
  uploadBody: { content: { 'application/json': { schema: { type: 'null', description: 'a file is sent as its raw bytes, not as JSON' } } } },
};

/** `Content-Disposition: attachment` with an ASCII fallback and the exact UTF-8 name. */
function attachment(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'file';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const fileRoutes: FastifyPluginAsync = async (app) => {
  const links = new FileLinks(app.config.jwtSecret, app.prefix);

  // Any body type reaches the upload route as bytes (the handler checks the type); only in this
  // plugin, and only up to the size limit (a byte more answers 413 FILE_TOO_LARGE).
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES }, (_request, body, done) => done(null, body));

  app.post<{ Body: { fileName: string; contentType: string; size: number } }>(
    FILE_PATHS.uploadUrl,
    { config: { access: signedIn }, schema: { body: schemas.uploadRequest, querystring: object({}) } },
    async (request) => {
      const { userId, franchiseId } = authOf(request);
      const { fileName: name, contentType, size } = request.body;
      const check = checkFileMeta({ name, type: contentType, size });
      if (!check.ok) throw refused(check);
      const key = randomUUID();
      const grant: UploadGrant = { franchise: franchiseId, by: userId, key, name, type: mimeOf(check.type), size };
      return { key, contentType: grant.type, ...links.upload(grant, app.clock()) };
    },
  );

  app.put<{ Params: { key: string }; Querystring: Omit<UploadGrant, 'key'> & { expires: number; signature: string } }>(
    FILE_LINK_PATHS.upload,
    {
      bodyLimit: MAX_FILE_BYTES,
      config: { access: publicRoute('the browser PUTs the bytes to a signed, expiring link bound to one franchise, key, type and size: the signature is the key') },
      schema: { params: schemas.keyParams, querystring: schemas.uploadQuery, body: schemas.uploadBody },
      errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(request, reply, 413, 'FILE_TOO_LARGE', { reason: 'size' });
        return app.errorHandler(error, request, reply);
      },
    },
    async (request, reply) => {
      const { expires, signature, ...rest } = request.query;
      const grant: UploadGrant = { ...rest, key: request.params.key };
      const verdict = links.verifyUpload(grant, expires, signature, app.clock());
      if (verdict === 'invalid') throw new GatewayError(403, 'UPLOAD_LINK_INVALID');
      if (verdict === 'expired') throw new GatewayError(403, 'UPLOAD_LINK_EXPIRED');
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes)) throw refused({ reason: 'unusable' });
      // The Content-Type sent must be the one declared (and signed), and so must the size.
      const sent = checkFileMeta({ name: grant.name, type: request.headers['content-type'] ?? '', size: bytes.length });
      if (!sent.ok) throw refused(sent);
      if (mimeOf(sent.type) !== grant.type || bytes.length !== grant.size) {
        throw refused({ reason: 'incomplete' });
      }
      const content = checkFileContent(bytes, sent.type);
      if (!content.ok) throw refused(content);
      // The row and the bytes together: a failed write leaves no row, a used link writes nothing.
      await app.db.transaction(async (tx) => {
        const inserted = await insertFile(tx, { key: grant.key, franchiseId: grant.franchise, name: grant.name, type: grant.type, size: grant.size, uploadedBy: grant.by, now: app.clock() });
        if (!inserted) throw new GatewayError(409, 'FILE_ALREADY_UPLOADED');
        await app.fileStorage.put(storageKey(grant.franchise, grant.key), bytes);
      });
      return reply.code(201).send({ key: grant.key, name: grant.name, type: grant.type, size: grant.size });
    },
  );

  app.get<{ Params: { key: string }; Querystring: { franchise: string; expires: number; signature: string } }>(
    FILE_LINK_PATHS.download,
    {
      config: { access: publicRoute('opened by the browser from a signed, expiring link to one franchise’s one file: the signature is the key') },
      schema: { params: schemas.keyParams, querystring: schemas.downloadQuery },
    },
    async (request, reply) => {
      const { key } = request.params;
      const { franchise, expires, signature } = request.query;
      const verdict = links.verifyDownload(franchise, key, expires, signature, app.clock());
      if (verdict === 'invalid') throw new GatewayError(403, 'LINK_INVALID');
      if (verdict === 'expired') throw new GatewayError(403, 'LINK_EXPIRED');
      const file = await findFile(app.db, key, franchise);
      // a seeded photo's or bill's bytes are drawn, not stored (gateway/files/demo-documents.ts)
      const bytes = !file ? null : (seededFile(file.uploadedBy, key) ?? (await app.fileStorage.get(storageKey(franchise, key))));
      if (!file || !bytes) throw new GatewayError(404, 'NOT_FOUND');
      return reply
        .type(file.type)
        .header('content-disposition', attachment(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};
