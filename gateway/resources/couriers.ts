// Couriers as the generic REST layer serves them (list and getMany for reference fields). The
// panel declares no couriers screen yet; when resources/ gets one, import it here instead.
import { PEOPLE_ROLE } from '../../src/domain/brand';
import { courierStatus, vehicleType } from '../../src/domain/enums';
import { boolean, datetime, enumOf, phone, reference, text } from '../../src/domain/declaration/fields';
import type { RestDeclaration } from '../rest/resource';

export const couriers: RestDeclaration = {
  name: 'couriers',
  // The people roles, or a screen that shows couriers (fleet, live map).
  access: { roles: [PEOPLE_ROLE, 'person', 'vehicle', 'live_map'] },
  fields: {
    name: text({ required: true, minLength: 2, maxLength: 80, sortable: true }),
    phone: phone(),
    status: enumOf(courierStatus, { required: true, sortable: true }),
    vehicleType: enumOf(vehicleType, { required: true, sortable: true }),
    isActive: boolean({ sortable: true }),
    warehouseId: reference('warehouses', 'name', { required: true, sortable: true }),
    createdAt: datetime({ readOnly: true, sortable: true }),
  },
  list: {
    columns: ['name', 'phone', 'status', 'vehicleType', 'warehouseId', 'isActive'],
    filters: ['status', 'vehicleType', 'warehouseId', 'isActive'],
    search: { labelKey: 'resources.couriers.search' },
    sort: { field: 'name', order: 'ASC' },
    perPage: 25,
  },
};
