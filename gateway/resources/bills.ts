// Electricity bills as the generic REST layer serves them (resources/commercial/bills.ts, migration
// 033, docs/commercial.md): list, detail and create; no edit or delete (a recorded bill is final).
// The body is checked by the declaration (numbers at least 0, the last read date after the first,
// the file a PDF, PNG or JPEG uploaded by this franchise); a create stores who recorded it.
import bills from '../../resources/commercial/bills';
import { findUserById } from '../db/users';
import { defineRestResource } from '../rest/resource';

export const billResources = [
  defineRestResource(bills, {
    table: 'bills',
    // the bills whose period overlaps the days picked: read until the first day or later, from the last day or earlier
    dayFilters: { periodFrom: { column: 'last_read_date', keep: 'endsAfter' }, periodTo: { column: 'first_read_date', keep: 'startsBefore' } },
    hooks: {
      async beforeWrite(tx, _body, { userId }) {
        const user = await findUserById(tx, userId);
        return { createdBy: user?.name ?? '' };
      },
    },
  }),
];
