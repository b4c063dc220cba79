// Announcements and notifications (spec section 7). Each call answers the caller's own: their
// notifications in the session's franchise, the franchise's announcements with their read state.
// PUT /notification/mark-read ignores ids that are not the caller's own (anyone else's, another
// franchise's, unknown ones) and answers success: it tells a caller nothing about others' ids.
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../auth/authenticate';
import { allowed } from '../auth/route-access';
import { countUnreadAnnouncements, listAnnouncements, markAnnouncementRead } from '../db/announcements';
import { countUnreadNotifications, filterNotifications, markNotificationsRead } from '../db/notifications';
import { GatewayError } from '../errors';
import { idSchema } from '../rest/schema';
import {
  NOTIFICATION_FILTER_DEFAULT_LIMIT,
  NOTIFICATION_FILTER_MAX_LIMIT,
  NOTIFICATION_MARK_READ_MAX_IDS,
  type MarkAnnouncementReadBody,
  type MarkNotificationsReadBody,
  type NotificationFilterQuery,
} from '../../src/domain/notifications';
import { ANNOUNCEMENT_PATHS, NOTIFICATION_PATHS } from '../../src/domain/paths';
import { CALL_RULES } from '../auth/call-rules';
import { pageLimit, pageOffset } from './call-schemas';
import { noQuery, object } from '../schemas';

const schemas = {
  filter: object({
    limit: pageLimit(NOTIFICATION_FILTER_MAX_LIMIT, NOTIFICATION_FILTER_DEFAULT_LIMIT),
    offset: pageOffset,
    unreadOnly: { type: 'boolean', default: false },
  }),
  markNotifications: object(
    { notificationIds: { type: 'array', items: idSchema, minItems: 1, maxItems: NOTIFICATION_MARK_READ_MAX_IDS, uniqueItems: true } },
    ['notificationIds'],
  ),
  markAnnouncement: object({ announcementId: idSchema }, ['announcementId']),
};

export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const gate = (rule: (typeof CALL_RULES)['notifications' | 'announcements']) => ({
    config: { access: allowed(rule) },
  });

  app.get<{ Querystring: Required<NotificationFilterQuery> }>(
    NOTIFICATION_PATHS.filter,
    { ...gate(CALL_RULES.notifications), schema: { querystring: schemas.filter } },
    async (request) => {
      const { franchiseId, userId } = authOf(request);
      return filterNotifications(app.db, franchiseId, userId, request.query);
    },
  );

  app.get(NOTIFICATION_PATHS.unreadCount, { ...gate(CALL_RULES.notifications), schema: { querystring: noQuery } }, async (request) => {
    const { franchiseId, userId } = authOf(request);
    return { count: await countUnreadNotifications(app.db, franchiseId, userId) };
  });

  app.put<{ Body: MarkNotificationsReadBody }>(
    NOTIFICATION_PATHS.markRead,
    { ...gate(CALL_RULES.notifications), schema: { querystring: noQuery, body: schemas.markNotifications } },
    async (request) => {
      const { franchiseId, userId } = authOf(request);
      await markNotificationsRead(app.db, franchiseId, userId, request.body.notificationIds);
      return { success: true };
    },
  );

  app.get(ANNOUNCEMENT_PATHS.list, { ...gate(CALL_RULES.announcements), schema: { querystring: noQuery } }, async (request) => {
    const { franchiseId, userId } = authOf(request);
    return { announcements: await listAnnouncements(app.db, franchiseId, userId) };
  });

  app.post<{ Body: MarkAnnouncementReadBody }>(
    ANNOUNCEMENT_PATHS.markRead,
    { ...gate(CALL_RULES.announcements), schema: { querystring: noQuery, body: schemas.markAnnouncement } },
    async (request) => {
      const { franchiseId, userId } = authOf(request);
      if (!(await markAnnouncementRead(app.db, franchiseId, userId, request.body.announcementId, app.clock()))) {
        throw new GatewayError(404, 'NOT_FOUND');
      }
      return { success: true };
    },
  );

  app.get(ANNOUNCEMENT_PATHS.unreadCount, { ...gate(CALL_RULES.announcements), schema: { querystring: noQuery } }, async (request) => {
    const { franchiseId, userId } = authOf(request);
    return { count: await countUnreadAnnouncements(app.db, franchiseId, userId) };
  });
};
