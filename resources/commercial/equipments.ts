import { defineResource } from '../../src/domain/declaration/entry';
import { datetime, enumOf, number, store, text } from '../../src/domain/declaration/fields';
import { equipmentChangeReason, equipmentItem, vehicleType } from '../../src/domain/enums';

/**
 * Spec 2, Commercial: each store's equipment rights (DOMAIN.md, Equipments, known): per vehicle
 * kind and item, the count head office allocated and the rights left. A right's detail shows the
 * log of its changes (handed out, returned, damaged...), newest first. Read-only: head office and
 * the handing-out process write them (docs/commercial.md).
 */
export default defineResource({
  name: 'equipments',
  group: 'commercial',
  order: 80,
  icon: 'Handyman',
  access: { roles: ['equipment'] },
  routes: { list: '/commercial/equipments', show: '/commercial/equipments/detail/:id' },
  fields: {
    warehouseId: store({ readOnly: true, sortable: true }),
    vehicleType: enumOf(vehicleType, { readOnly: true, sortable: true }),
    item: enumOf(equipmentItem, { readOnly: true, sortable: true }),
    initialCount: number({ readOnly: true, integer: true, sortable: true }),
    remaining: number({ readOnly: true, integer: true, sortable: true }),
    updatedAt: datetime({ readOnly: true, sortable: true }),
  },
  recordRepresentation: 'item',
  list: {
    columns: ['warehouseId', 'vehicleType', 'item', 'initialCount', 'remaining', 'updatedAt'],
    filters: ['warehouseId', 'vehicleType', 'item'],
    // what is running out first
    sort: { field: 'remaining', order: 'ASC' },
    perPage: 25,
  },
  show: {
    fields: ['warehouseId', 'vehicleType', 'item', 'initialCount', 'remaining', 'updatedAt'],
    related: [
      {
        name: 'changes',
        resource: 'equipment-changes',
        target: 'equipmentId',
        fields: {
          changedAt: datetime(),
          change: number({ integer: true, signed: true }),
          remainingAfter: number({ integer: true }),
          reason: enumOf(equipmentChangeReason),
          changedBy: text(),
          note: text(),
        },
        columns: ['changedAt', 'change', 'remainingAfter', 'reason', 'changedBy', 'note'],
        sort: { field: 'changedAt', order: 'DESC' },
      },
    ],
  },
  messages: {
    en: {
      name: 'Equipment',
      fields: {
        vehicleType: 'Vehicle',
        item: 'Item',
        initialCount: 'Allocated',
        remaining: 'Rights left',
        updatedAt: 'Last change',
      },
      changes: {
        title: 'Changes',
        changedAt: 'Date',
        change: 'Change',
        remainingAfter: 'Rights left after',
        reason: 'Reason',
        changedBy: 'By',
        note: 'Note',
      },
    },
    tr: {
      name: 'Ekipmanlar',
      fields: {
        vehicleType: 'Araç',
        item: 'Ekipman',
        initialCount: 'Tahsis edilen',
        remaining: 'Kalan hak',
        updatedAt: 'Son değişiklik',
      },
      changes: {
        title: 'Değişiklikler',
        changedAt: 'Tarih',
        change: 'Değişim',
        remainingAfter: 'Sonra kalan hak',
        reason: 'Neden',
        changedBy: 'Yapan',
        note: 'Not',
      },
    },
  },
});
