// Warehouses as the generic REST layer serves them (list and getMany for reference fields): any
// signed-in user reads their franchise's. The panel declares no warehouses screen yet; when
// resources/ gets one, import it here instead.
import { datetime, number, text } from '../../src/domain/declaration/fields';
import type { RestDeclaration } from '../rest/resource';

export const warehouses: RestDeclaration = {
  name: 'warehouses',
  access: {},
  fields: {
    name: text({ required: true, minLength: 2, maxLength: 80, sortable: true }),
    latitude: number({ min: -90, max: 90, readOnly: true }),
    longitude: number({ min: -180, max: 180, readOnly: true }),
    createdAt: datetime({ readOnly: true, sortable: true }),
  },
  list: {
    columns: ['name'],
    search: { labelKey: 'resources.warehouses.search' },
    sort: { field: 'name', order: 'ASC' },
    perPage: 100,
  },
};
