// After the body schema: each field of a checked kind (national id, IBAN, phone, person name,
// blood group) goes through the same check the panel's input runs (src/domain/declaration/
// fieldChecks.ts). A refused value answers 400 VALIDATION naming the field, in the caller's
// language; accepted values are replaced by their cleaned form before anything is written.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkFieldValue, fieldCheckMessage, hasFieldCheck } from '../../src/domain/declaration/fieldChecks';
import { sendValidationProblems } from '../errors';
import { languageOf } from '../i18n';
import type { FieldProblem } from '../validation';
import type { RestResource } from './resource';

/** A preHandler for the PUT and POST of `resource`, or undefined when none of its fields is checked. */
export function bodyFieldChecks(resource: RestResource) {
  const checked = Object.entries(resource.fields).filter(([, field]) => hasFieldCheck(field));
  if (checked.length === 0) return undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as Record<string, unknown>;
    const problems: FieldProblem[] = [];
    const language = languageOf(request.headers['accept-language']);
    for (const [name, field] of checked) {
      if (!(name in body)) continue;
      const result = checkFieldValue(field, body[name]);
      if (result.ok) body[name] = result.value;
      else problems.push({ field: name, rule: result.key.split('.').pop()!, message: `${name}: ${fieldCheckMessage(result, language)}` });
    }
    if (problems.length > 0) return sendValidationProblems(reply, problems);
  };
}
