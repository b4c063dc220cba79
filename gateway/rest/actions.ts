// The declared workflow actions of a resource (src/domain/declaration/actions.ts), under /api:
//   POST /<name>/:id/actions/<action>   {asked fields}          one record: its record after
//   POST /<name>/actions/<action>       {ids, ...asked fields}  bulk: {moved: [ids], refused: [{id, code}]}
//                                       (`bulkAllOrNothing`: one transaction; any refused record
//                                        answers 409 ACTION_MOVED_ON with `refused` and changes none)
//   GET  /<name>/:id/history                                     the record's actions, newest first
// Each call: the action's access rule (roles + permission), a body schema built from its fields,
// their shared checks (required-when, not in the future, the field kinds'), then one transaction
// per record in the caller's franchise: another franchise's id is 404, a record in none of the
// start states 409 ACTION_MOVED_ON with nothing changed, and every run leaves a history row.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkActionValues, ACTION_MESSAGES, ACTION_MOVED_ON, type WorkflowAction } from '../../src/domain/declaration/actions';
import { fieldCheckMessage, FIELD_CHECK_MESSAGES, type FieldCheckKey } from '../../src/domain/declaration/fieldChecks';
import { calendarDay } from '../../src/domain/dates';
import { authOf } from '../auth/authenticate';
import { loadAccessSubject } from '../auth/access';
import { allowed } from '../auth/route-access';
import { listHistory, runAction } from '../db/actions';
import type { Actor, ResourceIndex, RestResource } from '../db/model';
import { GatewayError, sendValidationProblems } from '../errors';
import { languageOf, type ErrorCode } from '../i18n';
import type { FieldProblem } from '../validation';
import { emptyBodyAsObject } from '../schemas';
import { fieldSchema, idSchema, type JsonSchema } from './schema';
import type { AccessRule } from '../../src/domain/access';

/** At most this many records per bulk call. */
export const BULK_MAX_IDS = 100;
/** The latest time zone's today: a day "not in the future" for the user is never after it. */
const LATEST_ZONE = 'Pacific/Kiritimati';

const noQuery = { type: 'object', additionalProperties: false, properties: {} };

/** The body of an action: its asked fields (required ones present), nothing else. */
export function actionBodySchema(action: WorkflowAction, bulk: boolean): JsonSchema {
  const fields = action.fields ?? {};
  const properties: Record<string, JsonSchema> = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(field)]));
  const required = Object.entries(fields).filter(([, field]) => field.required).map(([name]) => name);
  if (bulk) {
    properties.ids = { type: 'array', minItems: 1, maxItems: BULK_MAX_IDS, uniqueItems: true, items: idSchema };
    required.push('ids');
  }
  return { type: 'object', additionalProperties: false, properties, required };
}

/**
 * The action's own checks after the schema: the problems to answer 400 VALIDATION with, naming
 * each refused field (none: go on). Problems, not a sent reply: an async function cannot hand a
 * FastifyReply back (it is a thenable, so awaiting it gives undefined and the action would run).
 */
function valueProblems(app: FastifyInstance, action: WorkflowAction) {
  return async (request: FastifyRequest): Promise<FieldProblem[]> => {
    const language = languageOf(request.headers['accept-language']);
    const body = request.body as Record<string, unknown>;
    // A national id follows the country of the caller's franchise.
    const { country } = await loadAccessSubject(app, request);
    const problems: FieldProblem[] = checkActionValues(action, body, calendarDay(app.clock(), LATEST_ZONE), { country }).map((problem) => {
      const action = problem.key.startsWith('action:');
      const rule = action ? problem.key.slice('action:'.length) : problem.key.split('.').pop()!;
      const text = action
        ? ACTION_MESSAGES[language][rule as keyof (typeof ACTION_MESSAGES)['en']].replace(/%\{(\w+)\}/g, (_all, name: string) => String(problem.args?.[name] ?? ''))
        : fieldCheckMessage({ ok: false, key: problem.key as FieldCheckKey, args: problem.args }, language as keyof typeof FIELD_CHECK_MESSAGES);
      return { field: problem.field, rule, message: `${problem.field}: ${text}` };
    });
    return problems;
  };
}

export function registerActions(
  app: FastifyInstance,
  resource: RestResource,
  index: ResourceIndex,
  exists: (request: FastifyRequest, id: string) => Promise<boolean>,
): void {
  const base = `/${resource.name}`;
  // An action that asks for nothing may be posted without a body.
  const guard = (rule: AccessRule) => ({
    preValidation: emptyBodyAsObject,
    config: { access: allowed(rule) },
  });
  const actor = (request: FastifyRequest): Actor => ({ userId: authOf(request).userId, franchiseId: authOf(request).franchiseId });

  for (const [name, action] of Object.entries(resource.actions)) {
    const effect = resource.actionEffects[name];
    const problemsOf = valueProblems(app, action);
    const run = (request: FastifyRequest, id: string, values: Record<string, unknown>) =>
      app.db.transaction((tx) => runAction(tx, resource, index, name, action, id, values, actor(request), app.clock(), effect));
    // Every record in one transaction: the first refusal is noted, the rest are still tried (so
    // the answer names every refused one), then everything is rolled back.
    const runAllOrNothing = async (request: FastifyRequest, ids: string[], values: Record<string, unknown>) => {
      const refused: { id: string; code: string }[] = [];
      const rollBack = new Error('bulk refused');
      try {
        await app.db.transaction(async (tx) => {
          const now = app.clock();
          for (const id of ids) {
            const outcome = await runAction(tx, resource, index, name, action, id, values, actor(request), now, effect);
            if (outcome.kind !== 'done') refused.push({ id, code: outcome.kind === 'moved_on' ? ACTION_MOVED_ON : outcome.kind === 'refused' ? outcome.code : 'NOT_FOUND' });
          }
          if (refused.length > 0) throw rollBack;
        });
      } catch (error) {
        if (error !== rollBack) throw error;
        // An id that is not the franchise's makes the whole call a 404, as for one record.
        if (refused.some((entry) => entry.code === 'NOT_FOUND')) throw new GatewayError(404, 'NOT_FOUND', { moved: [], refused });
        throw new GatewayError(409, ACTION_MOVED_ON, { moved: [], refused });
      }
      return { moved: ids, refused };
    };

    app.post<{ Params: { id: string }; Body: Record<string, unknown> }>(
      `${base}/:id/actions/${name}`,
      {
        ...guard(action.access),
        schema: {
          params: { type: 'object', additionalProperties: false, properties: { id: idSchema }, required: ['id'] },
          querystring: noQuery,
          body: actionBodySchema(action, false),
        },
      },
      async (request, reply) => {
        // Another franchise's record is 404 whatever the values: its checks come after the scope.
        if (!(await exists(request, request.params.id))) throw new GatewayError(404, 'NOT_FOUND');
        const problems = await problemsOf(request);
        if (problems.length > 0) return sendValidationProblems(reply, problems);
        const outcome = await run(request, request.params.id, request.body);
        if (outcome.kind === 'not_found') throw new GatewayError(404, 'NOT_FOUND');
        if (outcome.kind === 'moved_on') throw new GatewayError(409, ACTION_MOVED_ON);
        if (outcome.kind === 'refused') throw new GatewayError(409, outcome.code as ErrorCode);
        return outcome.record;
      },
    );

    if (action.bulk) {
      app.post<{ Body: Record<string, unknown> & { ids: string[] } }>(
        `${base}/actions/${name}`,
        { ...guard(action.access), preHandler: async (request, reply) => {
            const problems = await problemsOf(request);
            if (problems.length > 0) return sendValidationProblems(reply, problems);
          }, schema: { querystring: noQuery, body: actionBodySchema(action, true) } },
        async (request) => {
          const { ids, ...values } = request.body;
          if (action.bulkAllOrNothing) return runAllOrNothing(request, ids, values);
          const moved: string[] = [];
          const refused: { id: string; code: string }[] = [];
          // Each record in its own transaction: one that moved on refuses only itself.
          for (const id of ids) {
            const outcome = await run(request, id, values);
            if (outcome.kind === 'done') moved.push(id);
            else refused.push({ id, code: outcome.kind === 'moved_on' ? ACTION_MOVED_ON : outcome.kind === 'refused' ? outcome.code : 'NOT_FOUND' });
          }
          return { moved, refused };
        },
      );
    }
  }
}

/** GET /<name>/:id/history: the record's actions, for whoever may read the record. */
export function registerHistory(app: FastifyInstance, resource: RestResource, exists: (request: FastifyRequest, id: string) => Promise<boolean>): void {
  const rule = resource.rules.read;
  app.get<{ Params: { id: string } }>(
    `/${resource.name}/:id/history`,
    {
      config: { access: allowed(rule) },
      schema: { params: { type: 'object', additionalProperties: false, properties: { id: idSchema }, required: ['id'] }, querystring: noQuery },
    },
    async (request) => {
      if (!(await exists(request, request.params.id))) throw new GatewayError(404, 'NOT_FOUND');
      return { history: await listHistory(app.db, authOf(request).franchiseId, resource.name, request.params.id) };
    },
  );
}
