// Stock (docs/gateway-api.md, "Stock"): the spec's product search, a stock row's minimum (the
// declared `setMinimum` action of resources/inventory/stock-current.ts, served here because reaching
// the minimum announces a notification once the transaction commits), and the two lists' report
// queries (registered with the reports, gateway/routes/reports.ts).
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import stockCurrent from '../../resources/inventory/stock-current';
import { checkActionValues } from '../../src/domain/declaration/actions';
import { calendarDay } from '../../src/domain/dates';
import { productCategory } from '../../src/domain/enums';
import { STOCK_PATHS } from '../../src/domain/paths';
import type { PanelNotification } from '../../src/domain/notifications';
import { authOf } from '../auth/authenticate';
import { allowed } from '../auth/route-access';
import { currentStock, findProducts, setMinimum, stockMovements, type Language } from '../db/stock';
import { GatewayError } from '../errors';
import { languageOf } from '../i18n';
import { actionBodySchema } from '../rest/actions';
import { idSchema } from '../rest/schema';
import { emptyBodyAsObject, object } from '../schemas';
import { idList, pageOffset } from './call-schemas';
import type { ReportQuery } from './report-query';

/** The most products one search answers. */
export const MAX_PRODUCTS_PAGE = 100;

export interface ProductsBody {
  warehouseId?: string;
  searchFilterOptions?: { categories?: number[]; ids?: string[] };
  language?: Language;
  countryCode?: string;
  keyword?: string;
}

const productsSchema = {
  querystring: object({ limit: { type: 'integer', minimum: 1, maximum: MAX_PRODUCTS_PAGE, default: 10 }, offset: { ...pageOffset, default: 0 } }),
  body: object({
    warehouseId: idSchema,
    searchFilterOptions: object({
      categories: { type: 'array', items: { type: 'integer', enum: [...productCategory.values] }, minItems: 1, maxItems: productCategory.values.length, uniqueItems: true },
      ids: idList,
    }),
    language: { type: 'string', enum: ['en', 'tr'] },
    countryCode: { type: 'string', pattern: '^[A-Za-z]{2}$' },
    keyword: { type: 'string', minLength: 1, maxLength: 100 },
  }),
};

/** Announces notifications written in a committed transaction: live on the user's socket, and by Web Push. */
export function announceNotifications(app: FastifyInstance, franchiseId: string, notifications: readonly PanelNotification[]): void {
  for (const notification of notifications) {
    app.realtime.notificationCreated(franchiseId, notification);
    app.push.notificationCreated(franchiseId, notification);
  }
}

const languageAsked = (request: FastifyRequest, asked?: Language): Language => asked ?? languageOf(request.headers['accept-language']);

/** The current stock list's query: the store's products in the caller's language. */
export const stockCurrentQuery: ReportQuery = async (app, request, { body }) => {
  const { rows, total } = await currentStock(app.db, authOf(request).franchiseId, {
    warehouseId: body.warehouseId as string,
    search: body.search,
    category: body.category as number | undefined,
    zeroStock: body.zeroStock as boolean | undefined,
    lowStock: body.lowStock as boolean | undefined,
    sort: body.sort,
    limit: body.limit,
    offset: body.offset,
    language: languageAsked(request),
  });
  return { rows, total };
};

/** The movements list's query: the checked days (at most 31, gateway/routes/report-schema.ts). */
export const stockMovementsQuery: ReportQuery = async (app, request, { body, days }) => {
  const { rows, total } = await stockMovements(app.db, authOf(request).franchiseId, {
    warehouseId: body.warehouseId as string | undefined,
    productId: body.productId as string | undefined,
    type: body.type as number | undefined,
    start: days!.start,
    end: days!.end,
    sort: body.sort,
    limit: body.limit,
    offset: body.offset,
    language: languageAsked(request),
  });
  return { rows, total };
};

const setMinimumAction = stockCurrent.actions!.setMinimum!;

export const stockRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Querystring: { limit: number; offset: number }; Body: ProductsBody }>(
    STOCK_PATHS.products,
    { preValidation: emptyBodyAsObject, config: { access: allowed(stockCurrent.access) }, schema: productsSchema },
    async (request) => {
      const { body, query } = request;
      return findProducts(app.db, authOf(request).franchiseId, {
        warehouseId: body.warehouseId,
        keyword: body.keyword?.trim() || undefined,
        categories: body.searchFilterOptions?.categories,
        ids: body.searchFilterOptions?.ids,
        language: languageAsked(request, body.language),
        countryCode: body.countryCode,
        limit: query.limit,
        offset: query.offset,
      });
    },
  );

  // the declared action's path, access and body; an empty minimum clears it
  app.post<{ Params: { id: string }; Body: { minimum?: number } }>(
    `/${stockCurrent.name}/:id/actions/setMinimum`,
    {
      preValidation: emptyBodyAsObject,
      config: { access: allowed(setMinimumAction.access) },
      schema: {
        params: object({ id: idSchema }, ['id']),
        querystring: object({}),
        body: actionBodySchema(setMinimumAction, false),
      },
    },
    async (request) => {
      const problems = checkActionValues(setMinimumAction, request.body, calendarDay(app.clock(), 'UTC'));
      if (problems.length > 0) throw new GatewayError(400, 'VALIDATION', { field: problems[0]!.field });
      const { franchiseId } = authOf(request);
      const minimum = request.body.minimum ?? null;
      const { notifications } = await setMinimum(app.db, franchiseId, request.params.id, minimum, app.clock());
      announceNotifications(app, franchiseId, notifications);
      return { id: request.params.id, minimum };
    },
  );
};
