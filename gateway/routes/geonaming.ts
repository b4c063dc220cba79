// POST /geonaming/countries/filter (spec 7): the countries with their alpha-2 code, currency,
// time zones and phone code (spec 3, Country). Shared reference data: any signed-in user reads
// it, whatever their franchise; the candidate form takes its phone codes from it.
import type { FastifyPluginAsync } from 'fastify';
import type { CountryFilterBody } from '../../src/domain/callTypes';
import { FRANCHISE_PATHS } from '../../src/domain/paths';
import { signedIn } from '../auth/route-access';
import { listCountries } from '../db/profiles';
import { emptyBodyAsObject, noQuery, object } from '../schemas';

const bodySchema = object({
  alpha2: { type: 'array', maxItems: 50, uniqueItems: true, items: { type: 'string', pattern: '^[A-Z]{2}$', minLength: 2, maxLength: 2 } },
});

export const geonamingRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: CountryFilterBody }>(
    FRANCHISE_PATHS.countries,
    {
      config: { access: signedIn },
      preValidation: emptyBodyAsObject,
      schema: { querystring: noQuery, body: bodySchema },
    },
    async (request) => ({ countries: await listCountries(app.db, request.body.alpha2 ?? null) }),
  );
};
