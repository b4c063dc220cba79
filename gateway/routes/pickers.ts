// Pickers (spec section 7, "Pickers and products"): POST /picker/filter, POST /picker/busy-reasons
// {language} and PUT /picker/:pickerId/change-warehouse {warehouseId} (the changeWarehouse
// permission; only to a store of the same franchise). The move reaches the picker's people row
// (same id) and its history: it is the people's "changeStore" action for a picker.
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../auth/authenticate';
import { pickerBusyReason } from '../../src/domain/enums';
import { toEnabledLanguage } from '../../src/domain/languages';
import { changePickerWarehouse, filterPickers, type PickerFilter } from '../db/pickers';
import { GatewayError } from '../errors';
import { idSchema } from '../rest/schema';
import { CALL_RULES } from '../auth/call-rules';
import { idList, languageSchema, pageLimit, pageOffset, pickerStatusList } from './call-schemas';
import { emptyBodyAsObject, object } from '../schemas';
import { allowed } from '../auth/route-access';
import { PICKER_PATHS } from '../../src/domain/paths';

export const PICKER_FILTER_MAX_LIMIT = 1000;

const schemas = {
  filter: object({
    warehouseIds: idList,
    isActivated: { type: 'boolean' },
    isLoggedIn: { type: 'boolean' },
    statuses: pickerStatusList,
    limit: pageLimit(PICKER_FILTER_MAX_LIMIT, PICKER_FILTER_MAX_LIMIT),
    offset: pageOffset,
  }),
  busyReasons: object({ language: languageSchema }, ['language']),
  pickerParams: object({ pickerId: idSchema }, ['pickerId']),
  changeWarehouse: object({ warehouseId: idSchema }, ['warehouseId']),
  noQuery: object({}),
};

export const pickerRoutes: FastifyPluginAsync = async (app) => {
  const gate = (rule: (typeof CALL_RULES)[keyof typeof CALL_RULES]) => ({
    preValidation: emptyBodyAsObject,
    config: { access: allowed(rule) },
  });

  app.post<{ Body: PickerFilter }>(
    PICKER_PATHS.filter,
    { ...gate(CALL_RULES.pickers), schema: { querystring: schemas.noQuery, body: schemas.filter } },
    async (request) => {
      const { pickers, total } = await filterPickers(app.db, authOf(request).franchiseId, request.body);
      return { pickers, totalCount: total };
    },
  );

  // Reasons in the asked language; a language without a catalogue (fr, de...) answers English.
  app.post<{ Body: { language: string } }>(
    PICKER_PATHS.busyReasons,
    { ...gate(CALL_RULES.pickers), schema: { querystring: schemas.noQuery, body: schemas.busyReasons } },
    async (request) => {
      const language = toEnabledLanguage(request.body.language);
      return {
        busyReasons: pickerBusyReason.entries.map((entry) => ({ busyReasonId: entry.value, key: entry.key, name: entry[language] })),
      };
    },
  );

  app.put<{ Params: { pickerId: string }; Body: { warehouseId: string } }>(
    PICKER_PATHS.changeWarehouse,
    {
      ...gate(CALL_RULES.pickerChangeWarehouse),
      schema: { params: schemas.pickerParams, querystring: schemas.noQuery, body: schemas.changeWarehouse },
    },
    async (request) => {
      const { franchiseId, userId } = authOf(request);
      const result = await app.db.transaction((tx) =>
        changePickerWarehouse(tx, franchiseId, request.params.pickerId, request.body.warehouseId, { userId, now: app.clock() }),
      );
      if (result === 'picker') throw new GatewayError(404, 'NOT_FOUND');
      if (result === 'warehouse') throw new GatewayError(400, 'INVALID_REFERENCE', { field: 'warehouseId' });
      // widgets listing pickers by store learn of the move as they learn of status changes
      app.realtime.pickerStatusChanged(franchiseId, result);
      return { picker: result };
    },
  );
};
