// Public configuration the panel reads before sign-in: which sign-in options to show, and the
// live map's tile server.
import type { FastifyPluginAsync } from 'fastify';
import type { PanelConfig } from '../../src/domain/types';
import { noQuery } from '../schemas';
import { publicRoute } from '../auth/route-access';
import { PANEL_CONFIG_PATH } from '../../src/domain/paths';

export const panelConfigRoutes: FastifyPluginAsync = async (app) => {
  app.get(PANEL_CONFIG_PATH, { schema: { querystring: noQuery }, config: { access: publicRoute('the sign-in page reads it before anyone is signed in; it holds no secret') } }, async (): Promise<PanelConfig> => {
    const { google, captcha, fieldgoUrl, mapTile } = app.config;
    return {
      googleClientId: google.clientId,
      captcha: captcha ? { provider: 'recaptcha', siteKey: captcha.siteKey } : null,
      fieldgoUrl,
      mapTileUrl: mapTile?.url ?? null,
      mapTileAttribution: mapTile?.attribution ?? null,
    };
  });
};
