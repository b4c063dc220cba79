// Franchise, users and warehouses calls of the layout (spec section 7): the user's warehouses,
// favourite pages and the franchise switch. Everything is the caller's own, in their franchise.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { PEOPLE_ROLE } from '../../src/domain/brand';
import type { Timezone } from '../../src/domain/types';
import { authOf } from '../auth/authenticate';
import { addFavorite, FAVORITES_MAX, listFavorites, removeFavorite } from '../db/favorites';
import { franchiseCountry, franchiseWarehouses, switchFranchise, userHasFranchise } from '../db/franchises';
import { loadProfile } from '../db/profiles';
import { findUserById } from '../db/users';
import { GatewayError } from '../errors';
import { idSchema } from '../rest/schema';
import { noQuery, object, str } from '../schemas';
import { allowed, signedIn as anySignedInUser } from '../auth/route-access';
import { FRANCHISE_PATHS } from '../../src/domain/paths';

/**
 * A page of this panel: one leading slash, then path characters only. No `//` (a protocol-relative
 * URL), no scheme, no backslash, no `.`/`..` segment, no query or fragment; at most 200 characters.
 */
export const PAGE_PATH_PATTERN = '^(?!.*//)/(?!(?:.*/)?\\.{1,2}(?:/|$))[A-Za-z0-9._~%/-]*$';

/** Who may switch franchise (spec 2, user menu): the people role with update, or change_franchise. */
export const CHANGE_FRANCHISE_RULES = [
  { roles: [PEOPLE_ROLE], permission: 'update' },
  { roles: ['change_franchise'] },
] as const;

const schemas = {
  favorite: object({ pagePath: { type: 'string', minLength: 1, maxLength: 200, pattern: PAGE_PATH_PATTERN } }, ['pagePath']),
  changeFranchise: object(
    { franchise: idSchema, timezone: object({ timezone: str(1, 64), id: str(1, 64) }, ['timezone', 'id']) },
    ['franchise'],
  ),
  userParams: object({ userId: idSchema }, ['userId']),
};

export const userRoutes: FastifyPluginAsync = async (app) => {
  const signedIn = { config: { access: anySignedInUser } };
  const mine = (request: FastifyRequest) => authOf(request);

  // The spec writes it with a trailing slash; both spellings answer.
  for (const path of [`${FRANCHISE_PATHS.userWarehouses}/`, FRANCHISE_PATHS.userWarehouses]) {
    app.get(path, { ...signedIn, schema: { querystring: noQuery } }, async (request) => ({
      warehouses: await franchiseWarehouses(app.db, mine(request).franchiseId),
    }));
  }

  app.get(FRANCHISE_PATHS.favoritePages, { ...signedIn, schema: { querystring: noQuery } }, async (request) => ({
    favorites: await listFavorites(app.db, mine(request).userId, mine(request).franchiseId),
  }));

  app.post<{ Body: { pagePath: string } }>(
    FRANCHISE_PATHS.favoritePages,
    { ...signedIn, schema: { querystring: noQuery, body: schemas.favorite } },
    async (request) => {
      const { userId, franchiseId } = mine(request);
      const favorites = await app.db.transaction(async (tx) => {
        const added = await addFavorite(tx, userId, franchiseId, request.body.pagePath, app.clock());
        if (!added) throw new GatewayError(400, 'FAVORITES_LIMIT', { max: FAVORITES_MAX });
        return listFavorites(tx, userId, franchiseId);
      });
      return { favorites };
    },
  );

  app.delete<{ Body: { pagePath: string } }>(
    FRANCHISE_PATHS.favoritePages,
    { ...signedIn, schema: { querystring: noQuery, body: schemas.favorite } },
    async (request) => {
      const { userId, franchiseId } = mine(request);
      await removeFavorite(app.db, userId, franchiseId, request.body.pagePath);
      return { favorites: await listFavorites(app.db, userId, franchiseId) };
    },
  );

  app.put<{ Params: { userId: string }; Body: { franchise: string; timezone?: Timezone } }>(
    FRANCHISE_PATHS.userFranchise,
    {
      ...signedIn,
      config: { access: allowed(...CHANGE_FRANCHISE_RULES) },
      schema: { params: schemas.userParams, querystring: noQuery, body: schemas.changeFranchise },
    },
    async (request) => {
      const auth = mine(request);
      // Only the user themself; another user's id is refused whether or not it exists.
      if (request.params.userId !== auth.userId) throw new GatewayError(403, 'FORBIDDEN');
      const { franchise, timezone } = request.body;
      if (!(await userHasFranchise(app.db, auth.userId, franchise))) throw new GatewayError(404, 'NOT_FOUND');
      if (timezone) {
        const country = await franchiseCountry(app.db, franchise);
        const known = country?.timezones.some((zone) => zone.id === timezone.id && zone.timezone === timezone.timezone);
        if (!known) throw new GatewayError(400, 'TIMEZONE_INVALID');
      }
      await app.db.transaction((tx) =>
        switchFranchise(tx, {
          userId: auth.userId,
          sessionId: auth.sessionId,
          franchiseId: franchise,
          timezone: timezone ?? null,
          now: app.clock(),
        }),
      );
      const user = await findUserById(app.db, auth.userId);
      if (!user) throw new GatewayError(401, 'UNAUTHORIZED');
      return loadProfile(app.db, user, franchise);
    },
  );
};
