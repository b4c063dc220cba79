import { vehicleStatus, vehicleType } from '../../src/domain/enums';
import { defineResource } from '../../src/framework/defineResource';
import { date, enumOf, number, reference, text } from '../../src/framework/fields';

/** Fleet vehicles of the franchise (spec: Fleet). */
export default defineResource({
  name: 'vehicles',
  group: 'fleet',
  icon: () => import('@mui/icons-material/TwoWheeler'),
  titleKey: 'resources.vehicles.name',
  access: { roles: ['vehicle'] },
  routes: { list: '/fleet/vehicle/list', show: '/fleet/vehicle/detail/:id' },
  fields: {
    plate: text({ required: true, minLength: 2, maxLength: 16, sortable: true }),
    type: enumOf(vehicleType, { required: true, sortable: true }),
    status: enumOf(vehicleStatus, { required: true, sortable: true }),
    brand: text({ maxLength: 40 }),
    model: text({ maxLength: 40 }),
    year: number({ integer: true, min: 1990, max: 2100 }),
    warehouseId: reference('warehouses', 'name', { required: true, sortable: true }),
    courierId: reference('couriers', 'name'),
    inspectionDate: date({ sortable: true }),
    insuranceDate: date({ sortable: true }),
    km: number({ integer: true, min: 0, max: 2_000_000 }),
    notes: text({ multiline: true, maxLength: 500 }),
    updatedAt: text({ readOnly: true, sortable: true }),
  },
  recordRepresentation: 'plate',
  list: {
    columns: ['plate', 'type', 'status', 'warehouseId', 'courierId', 'inspectionDate', 'insuranceDate'],
    filters: ['status', 'type', 'warehouseId'],
    search: { labelKey: 'resources.vehicles.search' },
    sort: { field: 'plate', order: 'ASC' },
    perPage: 25,
  },
  show: {
    fields: ['plate', 'type', 'status', 'brand', 'model', 'year', 'warehouseId', 'courierId', 'inspectionDate', 'insuranceDate', 'km', 'notes'],
  },
  edit: { fields: ['status', 'warehouseId', 'courierId', 'inspectionDate', 'insuranceDate', 'km', 'notes'] },
});
