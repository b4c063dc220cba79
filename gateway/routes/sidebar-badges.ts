// POST /sidebar-badges/count (spec section 7): the sidebar's DTS, leave and timesheet badges,
// counted from the franchise's own rows.
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../auth/authenticate';
import { countSidebarBadges } from '../db/badges';
import { emptyBodyAsObject, noQuery, object } from '../schemas';
import { signedIn } from '../auth/route-access';
import { FRANCHISE_PATHS } from '../../src/domain/paths';

export const sidebarBadgeRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    FRANCHISE_PATHS.sidebarBadges,
    { preValidation: emptyBodyAsObject, schema: { querystring: noQuery, body: object({}) }, config: { access: signedIn } },
    async (request) => countSidebarBadges(app.db, authOf(request).franchiseId),
  );
};
