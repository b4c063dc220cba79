// The staff tally (not a spec call; docs/timesheets.md "Tally", docs/gateway-api.md): POST
// /staff/tally { month, timeZone } answers the franchise's month as a person x day grid (worked
// hours, leave and its type, absent, day off, holiday) with totals per person. The access rule is
// the page's own declaration (resources/staff/staff-tally.ts: role workforce).
import type { FastifyPluginAsync } from 'fastify';
import staffTallyPage from '../../resources/staff/staff-tally';
import { STAFF_PATHS } from '../../src/domain/paths';
import { MONTH_PATTERN, type TallyReply, type TallyRequest } from '../../src/domain/tally';
import { authOf } from '../auth/authenticate';
import { allowed } from '../auth/route-access';
import { staffTally } from '../db/tally';
import { sendValidationProblems } from '../errors';
import { emptyBodyAsObject, noQuery, object } from '../schemas';
import { timeZoneSchema } from './call-schemas';

const knownZone = (timeZone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
};

const body = object(
  {
    month: { type: 'string', pattern: MONTH_PATTERN, maxLength: 7 },
    timeZone: timeZoneSchema,
  },
  ['month', 'timeZone'],
);

export const staffTallyRoutes: FastifyPluginAsync = async (app) => {
  const rule = staffTallyPage.access;
  app.post<{ Body: TallyRequest }>(
    STAFF_PATHS.tally,
    {
      preValidation: emptyBodyAsObject,
      config: { access: allowed(rule) },
      schema: { querystring: noQuery, body },
    },
    async (request, reply) => {
      const { month, timeZone } = request.body;
      if (!knownZone(timeZone)) return sendValidationProblems(reply, [{ field: 'timeZone', rule: 'time_zone', message: 'timeZone: not a known IANA time zone' }]);
      const grid: TallyReply = await staffTally(app.db, authOf(request).franchiseId, { month, timeZone, now: app.clock() });
      return grid;
    },
  );
};
