// Candidates as the generic REST layer serves them: the panel's declaration, its table, and the
// two things a candidate's create does besides storing the body. Both run in the create's
// transaction (gateway/rest/resource.ts, WriteHooks):
//   - a national id held by an active person or an open candidate of the franchise is refused,
//     409 DUPLICATE_PERSON / DUPLICATE_CANDIDATE, naming the holder and linking to them;
//   - the new candidate's history (record_history, with its send and cancel actions) starts with
//     its creation (-> 0 draft) by the caller.
import candidates from '../../resources/staff/candidates';
import people from '../../resources/staff/people';
import { fillPath } from '../../src/domain/paths';
import { nationalIdHolder, recordCandidateCreated } from '../db/candidates';
import { GatewayError } from '../errors';
import type { RestResource } from '../db/model';
import { defineRestResource } from '../rest/resource';

const detailPath = (pattern: string | undefined, id: string) => fillPath(pattern ?? '/', { id } as never);

export const candidateResources: readonly RestResource[] = [
  defineRestResource(candidates, {
    table: 'candidates',
    updatedAtColumn: 'updated_at',
    hooks: {
      async beforeWrite(tx, body, { franchiseId, id }) {
        const nationalId = body.nationalId;
        if (typeof nationalId !== 'string' || nationalId === '') return;
        const holder = await nationalIdHolder(tx, franchiseId, nationalId, id ?? null);
        if (!holder) return;
        const person = holder.kind === 'person';
        const path = detailPath(person ? people.routes.show : candidates.routes.show, holder.id);
        throw new GatewayError(
          409,
          person ? 'DUPLICATE_PERSON' : 'DUPLICATE_CANDIDATE',
          { link: { path }, duplicate: { kind: holder.kind, id: holder.id, name: holder.name } },
          undefined,
          { name: holder.name },
        );
      },
      async afterCreate(tx, record, { franchiseId, userId, now }) {
        await recordCandidateCreated(tx, { franchiseId, candidateId: record.id, userId, at: now });
      },
    },
  }),
];
