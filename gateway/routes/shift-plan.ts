// The shift plan (issue 12, /staff/plan; docs/gateway-api.md "Shift plan"). Thin: schema, the
// move's shift_plan permission (SLOT_MOVES in src/domain/shiftPlan.ts, the one declaration the
// panel reads too), franchise scope, then gateway/db/shift-plan*.ts in one transaction.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { vehicleType } from '../../src/domain/enums';
import { SHIFT_PLAN_PATHS } from '../../src/domain/paths';
import {
  decisionPermission,
  isTimeZone,
  mondayOf,
  REQUEST_DECISIONS,
  SHIFT_PLAN_READ,
  shiftPlanRule,
  SLOT_ACTIONS,
  SLOT_KINDS,
  SLOT_MAX_BREAK_MINUTES,
  SLOT_MOVES,
  slotShapeProblem,
  type RequestDecision,
  type SlotAction,
  type SlotKind,
} from '../../src/domain/shiftPlan';
import { calendarDay } from '../../src/domain/dates';
import { authOf } from '../auth/authenticate';
import { loadAccessSubject } from '../auth/access';
import { allowed } from '../auth/route-access';
import { canAccessRule } from '../../src/domain/access';
import { listHistory } from '../db/actions';
import { franchiseCountry } from '../db/franchises';
import { isFranchiseWarehouse } from '../db/warehouses';
import { copyWeek, courierPlan, createSlot, editSlot, loadWeek, publishWeek, readSlot, runSlotAction, SLOT_HISTORY_RESOURCE, type SlotActor, type WeekScope } from '../db/shift-plan';
import type { Queryable } from '../db/db';
import { decideRequest, listRequests, requestKind } from '../db/shift-plan-requests';
import type { ReportQuery } from './report-query';
import type { ClashContext } from '../db/shift-plan-clashes';
import { saveVehicleCounts, vehicleCountsOfWeek } from '../db/courier-vehicle-counts';
import { GatewayError } from '../errors';
import { languageOf, type ErrorCode } from '../i18n';
import { idSchema } from '../rest/schema';
import { dateTime, timeZoneSchema } from './call-schemas';
import { emptyBodyAsObject, noQuery, object, str } from '../schemas';

type Schema = Record<string, unknown>;
const day: Schema = { type: 'string', format: 'date', maxLength: 10 };
const kind: Schema = { type: 'string', enum: [...SLOT_KINDS] };
const timeZone = timeZoneSchema;
const version: Schema = dateTime;
const vehicle: Schema = { anyOf: [{ type: 'integer', enum: [...vehicleType.values] }, { type: 'null' }] };
const breakMinutes: Schema = { type: 'integer', minimum: 0, maximum: SLOT_MAX_BREAK_MINUTES };

const schemas = {
  week: object({ warehouseId: idSchema, kind, weekStart: day, timeZone }, ['warehouseId', 'kind', 'weekStart']),
  create: object(
    { warehouseId: idSchema, kind, startsAt: dateTime, endsAt: dateTime, vehicleType: vehicle, breakMinutes, timeZone },
    ['warehouseId', 'kind', 'startsAt', 'endsAt'],
  ),
  edit: object({ startsAt: dateTime, endsAt: dateTime, vehicleType: vehicle, breakMinutes, updatedAt: version, timeZone }, ['startsAt', 'endsAt', 'updatedAt']),
  action: {
    assign: object({ updatedAt: version, personId: idSchema, timeZone }, ['updatedAt', 'personId']),
    unassign: object({ updatedAt: version, timeZone }, ['updatedAt']),
    share: object({ updatedAt: version, warehouseId: idSchema, timeZone }, ['updatedAt', 'warehouseId']),
    delete: object({ updatedAt: version, timeZone }, ['updatedAt']),
  } satisfies Record<SlotAction, Schema>,
  decision: object({ updatedAt: version, note: str(0, 300), timeZone }, ['updatedAt']),
  slotParams: object({ slotId: idSchema }, ['slotId']),
  requestParams: object({ requestId: idSchema }, ['requestId']),
  courierPlanParams: object({ franchiseId: idSchema }, ['franchiseId']),
  courierPlanQuery: object({ currentDate: day }),
  vehicleCountsWeek: object({ weekStart: day, timeZone }, ['weekStart']),
  vehicleCountsSave: object(
    {
      warehouseId: idSchema,
      weekStart: day,
      timeZone,
      counts: {
        type: 'array',
        maxItems: vehicleType.values.length,
        items: object({ vehicleType: { type: 'integer', enum: [...vehicleType.values] }, count: { type: 'integer', minimum: 0, maximum: 999 } }, ['vehicleType', 'count']),
      },
      updatedAt: { anyOf: [dateTime, { type: 'null' }] },
    },
    ['warehouseId', 'weekStart', 'counts', 'updatedAt'],
  ),
};

/** 400 with the field named when a slot's times break the plan's rules (steps, order, 12 h, break). */
function checkShape(body: { startsAt: string; endsAt: string; breakMinutes?: number }): void {
  const problem = slotShapeProblem(body.startsAt, body.endsAt, body.breakMinutes ?? 0);
  if (!problem) return;
  const code: Record<typeof problem, ErrorCode> = { step: 'SHIFT_SLOT_STEP', order: 'SHIFT_SLOT_ORDER', too_long: 'SHIFT_SLOT_TOO_LONG', break: 'SHIFT_SLOT_BREAK' };
  const field = problem === 'break' ? 'breakMinutes' : problem === 'step' ? 'startsAt' : 'endsAt';
  throw new GatewayError(400, code[problem], { field });
}

async function zoneOf(app: FastifyInstance, request: FastifyRequest, asked: string | undefined): Promise<string> {
  if (asked) {
    if (!isTimeZone(asked)) throw new GatewayError(400, 'TIMEZONE_INVALID', { field: 'timeZone' });
    return asked;
  }
  const country = await franchiseCountry(app.db, authOf(request).franchiseId);
  return country?.timezones[0]?.timezone ?? 'UTC';
}

const actorOf = (app: FastifyInstance, request: FastifyRequest): SlotActor => ({
  userId: authOf(request).userId,
  franchiseId: authOf(request).franchiseId,
  now: app.clock(),
});

async function clashOf(app: FastifyInstance, request: FastifyRequest, asked: string | undefined): Promise<ClashContext> {
  return { language: languageOf(request.headers['accept-language']), timeZone: await zoneOf(app, request, asked) };
}

export const shiftPlanRoutes: FastifyPluginAsync = async (app) => {
  const gate = (rule: ReturnType<typeof shiftPlanRule>) => ({
    preValidation: emptyBodyAsObject,
    config: { access: allowed(rule) },
  });
  const read = gate(SHIFT_PLAN_READ);

  app.post<{ Body: { warehouseId: string; kind: SlotKind; weekStart: string; timeZone?: string } }>(
    SHIFT_PLAN_PATHS.week,
    { ...read, schema: { querystring: noQuery, body: schemas.week } },
    async (request) => {
      const franchiseId = authOf(request).franchiseId;
      const zone = await zoneOf(app, request, request.body.timeZone);
      const week = await loadWeek(app.db, franchiseId, { ...request.body, weekStart: mondayOf(request.body.weekStart), timeZone: zone });
      if (!week) throw new GatewayError(404, 'NOT_FOUND');
      return week;
    },
  );

  app.post<{ Body: { warehouseId: string; kind: SlotKind; startsAt: string; endsAt: string; vehicleType?: number | null; breakMinutes?: number } }>(
    SHIFT_PLAN_PATHS.slots,
    { ...gate(shiftPlanRule(SLOT_MOVES.create.permission)), schema: { querystring: noQuery, body: schemas.create } },
    async (request, reply) => {
      const body = request.body;
      const slot = await app.db.transaction(async (tx) => {
        if (!(await isFranchiseWarehouse(tx, authOf(request).franchiseId, body.warehouseId))) throw new GatewayError(404, 'NOT_FOUND');
        checkShape(body);
        return createSlot(tx, actorOf(app, request), {
          ...body,
          startsAt: new Date(body.startsAt).toISOString(),
          endsAt: new Date(body.endsAt).toISOString(),
          vehicleType: body.vehicleType ?? null,
          breakMinutes: body.breakMinutes ?? 0,
        });
      });
      return reply.code(201).send(slot);
    },
  );

  app.put<{ Params: { slotId: string }; Body: { startsAt: string; endsAt: string; vehicleType?: number | null; breakMinutes?: number; updatedAt: string; timeZone?: string } }>(
    SHIFT_PLAN_PATHS.slot,
    { ...gate(shiftPlanRule(SLOT_MOVES.edit.permission)), schema: { params: schemas.slotParams, body: schemas.edit } },
    async (request) => {
      const body = request.body;
      const clash = await clashOf(app, request, body.timeZone);
      return app.db.transaction(async (tx) => {
        if (!(await readSlot(tx, authOf(request).franchiseId, request.params.slotId))) throw new GatewayError(404, 'NOT_FOUND');
        checkShape(body);
        const times = {
          startsAt: new Date(body.startsAt).toISOString(),
          endsAt: new Date(body.endsAt).toISOString(),
          vehicleType: body.vehicleType ?? null,
          breakMinutes: body.breakMinutes ?? 0,
        };
        return editSlot(tx, actorOf(app, request), request.params.slotId, body.updatedAt, times, clash);
      });
    },
  );

  for (const action of SLOT_ACTIONS) {
    app.post<{ Params: { slotId: string }; Body: { updatedAt: string; personId?: string; warehouseId?: string; timeZone?: string } }>(
      SHIFT_PLAN_PATHS.slotAction.replace(':action', action),
      { ...gate(shiftPlanRule(SLOT_MOVES[action].permission)), schema: { params: schemas.slotParams, body: schemas.action[action] } },
      async (request) => {
        const { updatedAt, timeZone: zone, ...values } = request.body;
        const clash = await clashOf(app, request, zone);
        return app.db.transaction((tx) => runSlotAction(tx, actorOf(app, request), request.params.slotId, action, updatedAt, values, clash));
      },
    );
  }

  app.get<{ Params: { slotId: string } }>(
    SHIFT_PLAN_PATHS.slotHistory,
    { ...read, schema: { params: schemas.slotParams, querystring: noQuery } },
    async (request) => {
      const franchiseId = authOf(request).franchiseId;
      if (!(await readSlot(app.db, franchiseId, request.params.slotId))) throw new GatewayError(404, 'NOT_FOUND');
      return { history: await listHistory(app.db, franchiseId, SLOT_HISTORY_RESOURCE, request.params.slotId) };
    },
  );

  const weekMove = (path: string, rule: ReturnType<typeof shiftPlanRule>, run: (tx: Queryable, actor: SlotActor, scope: WeekScope) => Promise<object>) =>
    app.post<{ Body: { warehouseId: string; kind: SlotKind; weekStart: string; timeZone?: string } }>(
      path,
      { ...gate(rule), schema: { querystring: noQuery, body: schemas.week } },
      async (request) => {
        const zone = await zoneOf(app, request, request.body.timeZone);
        const scope = { ...request.body, weekStart: mondayOf(request.body.weekStart), timeZone: zone };
        const result = await app.db.transaction((tx) => run(tx, actorOf(app, request), scope));
        return result;
      },
    );
  weekMove(SHIFT_PLAN_PATHS.publishWeek, shiftPlanRule(SLOT_MOVES.publish.permission), async (tx, actor, scope) => ({ published: await publishWeek(tx, actor, scope) }));
  weekMove(SHIFT_PLAN_PATHS.copyWeek, shiftPlanRule(SLOT_MOVES.copyWeek.permission), copyWeek);

  for (const decision of REQUEST_DECISIONS) {
    // Either permission may reach the handler; the one the request's kind needs is checked there.
    const rules = [shiftPlanRule(decisionPermission('drop', decision)), shiftPlanRule(decisionPermission('change', decision))];
    app.post<{ Params: { requestId: string }; Body: { updatedAt: string; note?: string; timeZone?: string } }>(
      SHIFT_PLAN_PATHS.requestDecision.replace(':decision', decision),
      {
        preValidation: emptyBodyAsObject,
        config: { access: allowed(...rules) },
        schema: { params: schemas.requestParams, body: schemas.decision },
      },
      async (request) => {
        const franchiseId = authOf(request).franchiseId;
        const found = await requestKind(app.db, franchiseId, request.params.requestId);
        if (!found) throw new GatewayError(404, 'NOT_FOUND');
        const subject = await loadAccessSubject(app, request);
        if (!canAccessRule(subject, shiftPlanRule(decisionPermission(found, decision as RequestDecision)))) throw new GatewayError(403, 'FORBIDDEN');
        const clash = await clashOf(app, request, request.body.timeZone);
        return app.db.transaction((tx) =>
          decideRequest(tx, actorOf(app, request), request.params.requestId, decision, request.body.updatedAt, request.body.note?.trim() || null, clash),
        );
      },
    );
  }

  app.post<{ Body: { weekStart: string; timeZone?: string } }>(
    `${SHIFT_PLAN_PATHS.vehicleCounts}/filter`,
    { ...read, schema: { querystring: noQuery, body: schemas.vehicleCountsWeek } },
    async (request) => {
      const zone = await zoneOf(app, request, request.body.timeZone);
      const monday = mondayOf(request.body.weekStart);
      return { weekStart: monday, warehouses: await vehicleCountsOfWeek(app.db, authOf(request).franchiseId, monday, zone) };
    },
  );

  app.put<{ Body: { warehouseId: string; weekStart: string; timeZone?: string; counts: { vehicleType: number; count: number }[]; updatedAt: string | null } }>(
    SHIFT_PLAN_PATHS.vehicleCounts,
    { ...gate(shiftPlanRule(SLOT_MOVES.edit.permission)), schema: { querystring: noQuery, body: schemas.vehicleCountsSave } },
    async (request) => {
      const { warehouseId, weekStart, timeZone: asked, counts, updatedAt } = request.body;
      if (new Set(counts.map((entry) => entry.vehicleType)).size !== counts.length) {
        throw new GatewayError(400, 'VALIDATION', { details: [{ field: 'counts', rule: 'unique' }] });
      }
      const zone = await zoneOf(app, request, asked);
      return app.db.transaction((tx) =>
        saveVehicleCounts(tx, authOf(request).franchiseId, { warehouseId, monday: mondayOf(weekStart), timeZone: zone, counts: counts.filter((entry) => entry.count > 0), updatedAt }, app.clock()),
      );
    },
  );

  app.get<{ Params: { franchiseId: string }; Querystring: { currentDate?: string } }>(
    SHIFT_PLAN_PATHS.courierPlan,
    { ...read, schema: { params: schemas.courierPlanParams, querystring: schemas.courierPlanQuery } },
    async (request) => {
      // Only the caller's own franchise: another one's id is not found.
      if (request.params.franchiseId !== authOf(request).franchiseId) throw new GatewayError(404, 'NOT_FOUND');
      const zone = await zoneOf(app, request, undefined);
      const date = request.query.currentDate ?? calendarDay(app.clock(), zone);
      return courierPlan(app.db, request.params.franchiseId, date, zone);
    },
  );
};

/**
 * The requests report (resources/staff/staff-plan-shift.ts, served by ./reports.ts): waiting ones
 * first, then by the asked sort; each row with its id as `_id`, as every report's.
 */
export const shiftPlanRequestsQuery: ReportQuery = async (app, request, { body }) => {
  const { requests, total } = await listRequests(app.db, authOf(request).franchiseId, {
    warehouseId: body.warehouseId as string | undefined,
    status: body.status as number | undefined,
    sort: body.sort,
    limit: body.limit,
    offset: body.offset,
  });
  return { rows: requests.map(({ id, ...rest }) => ({ _id: id, ...rest })), total };
};
