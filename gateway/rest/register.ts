// The ra-data-simple-rest convention for a resource, under /api/<name>:
//   GET    /<name>?filter={}&sort=["f","ASC"]&range=[0,24]  list (Content-Range: <name> 0-24/<total>)
//   GET    /<name>?filter={"id":[...]}                       getMany
//   GET    /<name>/:id                                        getOne (another franchise's: 404)
//   PUT    /<name>/:id                                        update of the edit fields (`update`); the rest of a read may come back unchanged
//   POST   /<name>                                            create, when declared (`write`)
//   DELETE /<name>/:id                                        delete, when declared (`write`)
// Every call: authenticate, the shared access rule (before the input is even read), then the
// franchise scope on every statement.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../auth/authenticate';
import { loadAccessSubject } from '../auth/access';
import { GatewayError } from '../errors';
import { parseListQuery, type RawListQuery } from './query';
import { createRecord, deleteRecord, findRecord, listRecords, updateRecord } from '../db/records';
import type { ResourceIndex, RestRecord, RestResource } from '../db/model';
import { hiddenFields, maskRecord } from './mask';
import { assertReferencesServed } from './resource';
import { bodyFieldChecks } from './fieldChecks';
import { bodySchema, idSchema } from './schema';
import { readOnlyEcho } from './readOnlyEcho';
import { allowed } from '../auth/route-access';
import { registerActions, registerHistory } from './actions';
import type { AccessRule } from '../../src/domain/access';
import { FileLinks } from '../files/links';
import { fileLinker } from './fileLinks';

const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    filter: { type: 'string', maxLength: 16_000 },
    sort: { type: 'string', maxLength: 200 },
    range: { type: 'string', maxLength: 100 },
    // The panel's CSV export: allows pages up to MAX_EXPORT_ROWS instead of MAX_PAGE_SIZE.
    export: { type: 'boolean' },
  },
};
const idParams = { type: 'object', additionalProperties: false, properties: { id: idSchema }, required: ['id'] };
const noQuery = { type: 'object', additionalProperties: false, properties: {} };

const notFound = () => new GatewayError(404, 'NOT_FOUND');

function registerResource(app: FastifyInstance, resource: RestResource, index: ResourceIndex): void {
  const base = resource.path;
  const scope = (request: FastifyRequest) => authOf(request).franchiseId;
  // The declaration's rule for each action: enforced, and readable in the route's config.
  const guard = (rule: AccessRule) => ({ config: { access: allowed(rule) } });
  const read = guard(resource.rules.read);
  const masked = Object.values(resource.fields).some((field) => field.mask);
  // The fields this caller may not see whole (none for most resources: no extra read then).
  const hidden = async (request: FastifyRequest) => (masked ? hiddenFields(resource, await loadAccessSubject(app, request)) : []);
  // Runs after the schema, before the handler: the field kinds' shared checks (and cleaning).
  const preHandler = bodyFieldChecks(app, resource);
  const checked = preHandler ? { preHandler } : {};
  // Each file in a reply gets its short-lived signed link.
  const linkFiles = fileLinker(resource, new FileLinks(app.config.jwtSecret, app.prefix), app.clock);
  const answer = async (request: FastifyRequest, record: RestRecord) => linkFiles(maskRecord(record, await hidden(request)), scope(request));

  app.get<{ Querystring: RawListQuery }>(base, { ...read, schema: { querystring: listQuerySchema } }, async (request, reply) => {
    const query = parseListQuery(resource, request.query);
    const { rows, total } = await listRecords(app.db, resource, query, scope(request));
    const span = rows.length > 0 ? `${query.range.start}-${query.range.start + rows.length - 1}` : '*';
    reply.header('content-range', `${resource.name} ${span}/${total}`);
    reply.header('access-control-expose-headers', 'Content-Range');
    const secret = await hidden(request);
    return rows.map((row) => linkFiles(maskRecord(row, secret), scope(request)));
  });

  if (resource.typedBy) {
    // one record of one type: the type is a closed set (the enumeration's keys), checked by the schema
    const { keys } = resource.typedBy;
    const typedParams = { ...idParams, properties: { type: { type: 'string', enum: [...keys.keys()] }, id: idSchema }, required: ['type', 'id'] };
    app.get<{ Params: { type: string; id: string } }>(
      `${base}/:type/:id`,
      { ...read, schema: { params: typedParams, querystring: noQuery } },
      async (request) => {
        const record = await findRecord(app.db, resource, request.params.id, scope(request), keys.get(request.params.type));
        if (!record) throw notFound();
        return answer(request, record);
      },
    );
  } else {
    app.get<{ Params: { id: string } }>(
      `${base}/:id`,
      { ...read, schema: { params: idParams, querystring: noQuery } },
      async (request) => {
        const record = await findRecord(app.db, resource, request.params.id, scope(request));
        if (!record) throw notFound();
        return answer(request, record);
      },
    );
  }

  if (resource.editFields.length > 0) {
    const echo = readOnlyEcho(resource, async (request) => {
      const record = await findRecord(app.db, resource, (request.params as { id: string }).id, scope(request));
      return record ? answer(request, record) : null;
    });
    app.put<{ Params: { id: string }; Body: Record<string, unknown> }>(
      `${base}/:id`,
      {
        ...guard(resource.rules.update),
        // what a whole record sent back repeats unchanged is set aside first (readOnlyEcho.ts)
        preHandler: [echo, ...(preHandler ? [preHandler] : [])],
        schema: { params: idParams, querystring: noQuery, body: bodySchema(resource, 'update') },
      },
      async (request) => {
        const { userId, franchiseId } = authOf(request);
        const context = { userId, franchiseId, now: app.clock(), id: request.params.id };
        const updated = await app.db.transaction(async (tx) => {
          const derived = await resource.hooks.beforeWrite?.(tx, request.body, context);
          return updateRecord(tx, resource, index, request.params.id, { ...request.body, ...derived }, franchiseId, context.now);
        });
        if (!updated) throw notFound();
        return answer(request, updated);
      },
    );
  }

  if (resource.createFields) {
    app.post<{ Body: Record<string, unknown> }>(
      base,
      {
        ...guard(resource.rules.create),
        ...checked,
        schema: { querystring: noQuery, body: bodySchema(resource, 'create') },
      },
      async (request, reply) => {
        const { userId, franchiseId } = authOf(request);
        const context = { userId, franchiseId, now: app.clock() };
        const created = await app.db.transaction(async (tx) => {
          const derived = await resource.hooks.beforeWrite?.(tx, request.body, context);
          const record = await createRecord(tx, resource, index, { ...request.body, ...derived }, franchiseId, context.now);
          await resource.hooks.afterCreate?.(tx, record, context);
          return record;
        });
        return reply.code(201).send(await answer(request, created));
      },
    );
  }

  if (Object.keys(resource.actions).length > 0) {
    const exists = async (request: FastifyRequest, id: string) => (await findRecord(app.db, resource, id, scope(request))) !== null;
    registerActions(app, resource, index, exists);
    registerHistory(app, resource, exists);
  }

  if (resource.canDelete) {
    app.delete<{ Params: { id: string } }>(
      `${base}/:id`,
      {
        ...guard(resource.rules.write),
        schema: { params: idParams, querystring: noQuery },
      },
      async (request) => {
        const deleted = await app.db.transaction((tx) => deleteRecord(tx, resource, request.params.id, scope(request)));
        if (!deleted) throw notFound();
        return answer(request, deleted);
      },
    );
  }
}

/**
 * Registers `resources` (inside a plugin mounted under /api). `references` is every resource the
 * gateway serves (default: `resources`), so a reference field can be checked against its table.
 */
export function registerRestResources(
  app: FastifyInstance,
  resources: readonly RestResource[],
  references: readonly RestResource[] = resources,
): void {
  const byName = new Map([...references, ...resources].map((resource) => [resource.name, resource]));
  assertReferencesServed([...byName.values()]);
  for (const resource of resources) registerResource(app, resource, byName);
}
