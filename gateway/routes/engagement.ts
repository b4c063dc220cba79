// The engagement widgets (issue 13, docs/engagement.md): the survey link, the NPS feedback, the
// boosted feature and the franchise's contacts. Every call answers for the session's franchise
// only; the feedback is the caller's own, one answer per FEEDBACK_PERIOD_DAYS.
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../auth/authenticate';
import { allowed } from '../auth/route-access';
import { currentBoostedFeature, currentSurveyLink, franchiseContacts, insertFeedback, lastFeedbackAt } from '../db/engagement';
import { GatewayError } from '../errors';
import {
  ENGAGEMENT_PATHS,
  FEEDBACK_FROM_MAX_LENGTH,
  FEEDBACK_MAX_RATING,
  FEEDBACK_MIN_RATING,
  FEEDBACK_PERIOD_DAYS,
  FEEDBACK_TEXT_MAX_LENGTH,
  type FeedbackBody,
  type FeedbackReply,
  type FeedbackStatusReply,
} from '../../src/domain/engagement';
import { idSchema } from '../rest/schema';
import { CALL_RULES } from '../auth/call-rules';
import { noQuery, object } from '../schemas';

const DAY_MS = 86_400_000;

const schemas = {
  feedback: object(
    {
      rating: { type: 'integer', minimum: FEEDBACK_MIN_RATING, maximum: FEEDBACK_MAX_RATING },
      feedback: { type: 'string', maxLength: FEEDBACK_TEXT_MAX_LENGTH },
      from: { type: 'string', minLength: 1, maxLength: FEEDBACK_FROM_MAX_LENGTH },
      franchiseId: idSchema,
    },
    ['rating', 'from', 'franchiseId'],
  ),
};

/** The start of the period in which an earlier answer still counts. */
const periodStart = (now: Date) => new Date(now.getTime() - FEEDBACK_PERIOD_DAYS * DAY_MS);

export const engagementRoutes: FastifyPluginAsync = async (app) => {
  const gate = (rule: (typeof CALL_RULES)['surveyLink' | 'feedback' | 'boostedFeature' | 'contacts']) => ({
    config: { access: allowed(rule) },
  });

  app.get(ENGAGEMENT_PATHS.surveyLink, { ...gate(CALL_RULES.surveyLink), schema: { querystring: noQuery } }, async (request) => {
    const link = await currentSurveyLink(app.db, authOf(request).franchiseId, app.clock());
    return { link, active: link !== null };
  });

  app.get(ENGAGEMENT_PATHS.feedbackStatus, { ...gate(CALL_RULES.feedback), schema: { querystring: noQuery } }, async (request): Promise<FeedbackStatusReply> => {
    const { franchiseId, userId } = authOf(request);
    const last = await lastFeedbackAt(app.db, franchiseId, userId);
    return { due: last === null || last <= periodStart(app.clock()), answeredAt: last?.toISOString() ?? null };
  });

  app.post<{ Body: FeedbackBody }>(
    ENGAGEMENT_PATHS.feedback,
    { ...gate(CALL_RULES.feedback), schema: { querystring: noQuery, body: schemas.feedback } },
    async (request, reply): Promise<FeedbackReply> => {
      const { franchiseId, userId } = authOf(request);
      // the payload names the franchise (spec); it must be the session's own
      if (request.body.franchiseId !== franchiseId) throw new GatewayError(404, 'NOT_FOUND');
      const now = app.clock();
      const stored = await insertFeedback(app.db, {
        franchiseId,
        userId,
        rating: request.body.rating,
        feedback: (request.body.feedback ?? '').trim(),
        from: request.body.from,
        now,
        since: periodStart(now),
      });
      if (!stored) throw new GatewayError(409, 'FEEDBACK_ALREADY_GIVEN');
      reply.code(201);
      return { success: true, answeredAt: now.toISOString() };
    },
  );

  app.get(ENGAGEMENT_PATHS.boostedFeature, { ...gate(CALL_RULES.boostedFeature), schema: { querystring: noQuery } }, async (request) =>
    currentBoostedFeature(app.db, authOf(request).franchiseId, app.clock()),
  );

  app.get(ENGAGEMENT_PATHS.contacts, { ...gate(CALL_RULES.contacts), schema: { querystring: noQuery } }, async (request) => ({
    contacts: await franchiseContacts(app.db, authOf(request).franchiseId),
  }));
};
