// Every API area, one plugin each (the spec's section-7 grouping), mounted under /api by app.ts.
// A new area is a new file in this folder and one line here.
import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth';
import { courierRoutes } from './couriers';
import { franchiseStatsRoutes } from './franchise-stats';
import { orderCountRoutes } from './order-counts';
import { orderRoutes } from './orders';
import { pickerPlanRoutes } from './picker-plans';
import { pickerRoutes } from './pickers';
import { healthRoutes } from './health';
import { notificationRoutes } from './notifications';
import { fileRoutes } from './files';
import { franchiseRoutes } from './franchises';
import { geonamingRoutes } from './geonaming';
import { panelConfigRoutes } from './panel-config';
import { reportRoutes } from './reports';
import { restResourceRoutes } from './rest-resources';
import { sidebarBadgeRoutes } from './sidebar-badges';
import { staffTallyRoutes } from './staff-tally';
import { userRoutes } from './users';
import { engagementRoutes } from './engagement';
import { shiftPlanRoutes } from './shift-plan';
import { stockRoutes } from './stock';

export const routePlugins: FastifyPluginAsync[] = [
  healthRoutes,
  panelConfigRoutes,
  authRoutes,
  restResourceRoutes,
  userRoutes,
  franchiseRoutes,
  geonamingRoutes,
  sidebarBadgeRoutes,
  courierRoutes,
  orderRoutes,
  orderCountRoutes,
  franchiseStatsRoutes,
  pickerRoutes,
  pickerPlanRoutes,
  reportRoutes,
  staffTallyRoutes,
  notificationRoutes,
  fileRoutes,
  engagementRoutes,
  shiftPlanRoutes,
  stockRoutes,
];

export const apiRoutes: FastifyPluginAsync = async (app) => {
  // API answers are per user and per moment: never cached by a browser or proxy.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  for (const plugin of routePlugins) await app.register(plugin);
};
