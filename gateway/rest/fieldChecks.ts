// After the body schema: each field of a checked kind (national id, IBAN, phone, person name,
// blood group) and each date's `after` rule go through the same check the panel's input runs (src/domain/declaration/
// fieldChecks.ts). A refused value answers 400 VALIDATION naming the field, in the caller's
// language; accepted values are replaced by their cleaned form before anything is written.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FieldDescriptor } from '../../src/domain/declaration/fields';
import { checkDateOrder, checkFieldValue, fieldCheckMessage, hasFieldCheck, type FieldCheckContext } from '../../src/domain/declaration/fieldChecks';
import { loadAccessSubject } from '../auth/access';
import type { GatewayContext } from '../context';
import { sendValidationProblems } from '../errors';
import { languageOf, type Language } from '../i18n';
import type { FieldProblem } from '../validation';
import type { RestResource } from '../db/model';

/**
 * The problems of `body`'s checked fields, one per refused field; every accepted value of a
 * checked field is replaced in `body` by its cleaned form.
 */
export function bodyFieldProblems(
  fields: Readonly<Record<string, FieldDescriptor>>,
  body: Record<string, unknown>,
  language: Language,
  context: FieldCheckContext = {},
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [name, field] of Object.entries(fields)) {
    if (!hasFieldCheck(field) || !(name in body)) continue;
    const result = checkFieldValue(field, body[name], context);
    if (result.ok) body[name] = result.value;
    else problems.push({ field: name, rule: result.key.split('.').pop()!, message: `${name}: ${fieldCheckMessage(result, language)}` });
  }
  // A date's `after` rule reads the body's other day (a resource takes both or neither: resource.ts).
  for (const [name, field] of Object.entries(fields)) {
    if (!(name in body)) continue;
    const order = checkDateOrder(field, body[name], body, { ...context, language });
    if (!order.ok) problems.push({ field: name, rule: order.key.split('.').pop()!, message: `${name}: ${fieldCheckMessage(order, language)}` });
  }
  return problems;
}

/**
 * A preHandler for the PUT and POST of `resource`, or undefined when none of its fields is
 * checked. A national id follows the country of the caller's franchise (the session's).
 */
export function bodyFieldChecks(ctx: GatewayContext, resource: RestResource) {
  if (!Object.values(resource.fields).some((field) => hasFieldCheck(field) || (field.kind === 'date' && field.after))) return undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { country } = await loadAccessSubject(ctx, request);
    const language = languageOf(request.headers['accept-language']);
    const problems = bodyFieldProblems(resource.fields, request.body as Record<string, unknown>, language, { country });
    if (problems.length > 0) return sendValidationProblems(reply, problems);
  };
}
