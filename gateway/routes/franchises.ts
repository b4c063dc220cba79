// Franchise calls of the layout (spec section 7): one franchise of the user, and the legal
// agreements (list, accept, download as a short-lived signed link to a generated PDF).
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../auth/authenticate';
import { SignedLinks } from '../auth/signed-links';
import { acceptAgreement, findAgreement, listAgreements } from '../db/agreements';
import { loadUserFranchise } from '../db/franchises';
import { GatewayError } from '../errors';
import { renderTextPdf } from '../pdf';
import { idSchema } from '../rest/schema';
import { emptyBodyAsObject, noQuery, object } from '../schemas';
import { allowed, publicRoute, signedIn as anySignedInUser } from '../auth/route-access';
import { FRANCHISE_PATHS } from '../../src/domain/paths';

const AGREEMENT_RULE = { roles: ['agreement'] };

const schemas = {
  franchiseParams: object({ franchiseId: idSchema }, ['franchiseId']),
  agreementParams: object({ agreementId: idSchema }, ['agreementId']),
  signedQuery: object(
    { expires: { type: 'integer', minimum: 0, maximum: 1e11 }, signature: { type: 'string', maxLength: 128 } },
    ['expires', 'signature'],
  ),
  noBody: object({}),
};

/** `Content-Disposition: attachment` with an ASCII fallback and the exact UTF-8 name. */
function attachment(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'agreement.pdf';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const linkSubject = (agreementId: string) => `agreement:${agreementId}`;

export const franchiseRoutes: FastifyPluginAsync = async (app) => {
  const signedIn = { config: { access: anySignedInUser } };
  const agreementAccess = { config: { access: allowed(AGREEMENT_RULE) } };
  const agreements = { ...signedIn, ...agreementAccess };
  const links = new SignedLinks(app.config.jwtSecret);

  app.get(FRANCHISE_PATHS.agreements, { ...agreements, schema: { querystring: noQuery } }, async (request) => {
    const { userId, franchiseId } = authOf(request);
    const items = await listAgreements(app.db, userId, franchiseId);
    return { accepted: items.filter((item) => item.isAcceptance), notAccepted: items.filter((item) => !item.isAcceptance) };
  });

  app.post<{ Params: { agreementId: string } }>(
    FRANCHISE_PATHS.agreementAccept,
    {
      ...signedIn,
      ...agreementAccess,
      preValidation: emptyBodyAsObject,
      schema: { params: schemas.agreementParams, querystring: noQuery, body: schemas.noBody },
    },
    async (request) => {
      const { userId, franchiseId } = authOf(request);
      const agreement = await findAgreement(app.db, request.params.agreementId, franchiseId);
      if (!agreement) throw new GatewayError(404, 'NOT_FOUND');
      await acceptAgreement(app.db, agreement.id, userId, franchiseId, app.clock());
      return { success: true };
    },
  );

  app.get<{ Params: { agreementId: string } }>(
    FRANCHISE_PATHS.agreementDownload,
    { ...agreements, schema: { params: schemas.agreementParams, querystring: noQuery } },
    async (request) => {
      const agreement = await findAgreement(app.db, request.params.agreementId, authOf(request).franchiseId);
      if (!agreement) throw new GatewayError(404, 'NOT_FOUND');
      const { expires, signature } = links.sign(linkSubject(agreement.id), app.clock());
      const path = `${app.prefix}/franchises/agreement/${encodeURIComponent(agreement.id)}/file`;
      return { url: `${path}?expires=${expires}&signature=${signature}` };
    },
  );

  // The signed link itself: opened by the browser, so no bearer token; the signature is the key.
  app.get<{ Params: { agreementId: string }; Querystring: { expires: number; signature: string } }>(
    '/franchises/agreement/:agreementId/file',
    { schema: { params: schemas.agreementParams, querystring: schemas.signedQuery }, config: { access: publicRoute('opened by the browser from a signed, expiring link: the signature is the key') } },
    async (request, reply) => {
      const { agreementId } = request.params;
      const verdict = links.verify(linkSubject(agreementId), request.query.expires, request.query.signature, app.clock());
      if (verdict === 'invalid') throw new GatewayError(403, 'LINK_INVALID');
      if (verdict === 'expired') throw new GatewayError(403, 'LINK_EXPIRED');
      const agreement = await findAgreement(app.db, agreementId, null);
      if (!agreement) throw new GatewayError(404, 'NOT_FOUND');
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(agreement.fileName))
        .send(renderTextPdf(agreement.title, agreement.content));
    },
  );

  app.get<{ Params: { franchiseId: string } }>(
    '/franchises/:franchiseId',
    { ...signedIn, schema: { params: schemas.franchiseParams, querystring: noQuery } },
    async (request) => {
      const franchise = await loadUserFranchise(app.db, authOf(request).userId, request.params.franchiseId);
      if (!franchise) throw new GatewayError(404, 'NOT_FOUND');
      return franchise;
    },
  );
};
