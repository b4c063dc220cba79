import { vehicleStatus, vehicleType } from '../../src/domain/enums';
import { defineResource } from '../../src/domain/declaration/entry';
import { date, datetime, enumOf, file, number, reference, STORE_LABEL_KEY, text } from '../../src/domain/declaration/fields';

/** Fleet vehicles of the franchise (spec: Fleet). */
export default defineResource({
  name: 'vehicles',
  group: 'fleet',
  icon: 'TwoWheeler',
  order: 10,
  messages: {
    en: {
      name: 'Vehicles',
      search: 'Search by plate',
      fields: {
        plate: 'Plate',
        type: 'Type',
        status: 'Status',
        brand: 'Brand',
        model: 'Model',
        year: 'Year',
        courierId: 'Assigned courier',
        inspectionDate: 'Inspection date',
        insuranceDate: 'Insurance date',
        km: 'Kilometres',
        notes: 'Notes',
        registrationDocument: 'Registration document',
        updatedAt: 'Last updated',
      },
    },
    tr: {
      name: 'Araçlar',
      search: 'Plakaya göre ara',
      fields: {
        plate: 'Plaka',
        type: 'Tür',
        status: 'Durum',
        brand: 'Marka',
        model: 'Model',
        year: 'Yıl',
        courierId: 'Atanan kurye',
        inspectionDate: 'Muayene tarihi',
        insuranceDate: 'Sigorta tarihi',
        km: 'Kilometre',
        notes: 'Notlar',
        registrationDocument: 'Ruhsat belgesi',
        updatedAt: 'Son güncelleme',
      },
    },
  },
  access: { roles: ['vehicle'] },
  routes: { list: '/fleet/vehicle/list', show: '/fleet/vehicle/detail/:id' },
  fields: {
    plate: text({ required: true, minLength: 2, maxLength: 16, sortable: true }),
    type: enumOf(vehicleType, { required: true, sortable: true }),
    status: enumOf(vehicleStatus, { required: true, sortable: true }),
    brand: text({ maxLength: 40 }),
    model: text({ maxLength: 40 }),
    year: number({ integer: true, min: 1990, max: 2100 }),
    warehouseId: reference('warehouses', 'name', { required: true, sortable: true, labelKey: STORE_LABEL_KEY }),
    courierId: reference('couriers', 'name'),
    inspectionDate: date({ sortable: true, expiry: true }),
    insuranceDate: date({ sortable: true, expiry: true }),
    km: number({ integer: true, min: 0, max: 2_000_000 }),
    notes: text({ multiline: true, maxLength: 500 }),
    // The scanned registration (ruhsat): a PDF or a photo of it.
    registrationDocument: file(),
    updatedAt: datetime({ readOnly: true, sortable: true }),
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
    fields: ['plate', 'type', 'status', 'brand', 'model', 'year', 'warehouseId', 'courierId', 'inspectionDate', 'insuranceDate', 'km', 'notes', 'registrationDocument', 'updatedAt'],
  },
  edit: { fields: ['status', 'warehouseId', 'courierId', 'inspectionDate', 'insuranceDate', 'km', 'notes', 'registrationDocument'] },
});
