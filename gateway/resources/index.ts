// Every resource the gateway serves through the generic REST layer (gateway/rest/): a
// declaration (the panel's own file under resources/ where there is one) and its table.
// A new resource is one line here.
import vehicles from '../../resources/fleet/vehicles';
import dtsRecords from '../../resources/performance/dts-records';
import people from '../../resources/staff/people';
import informationEditRequests from '../../resources/staff/staff-request-list';
import { createInformationEditRequests, followStore } from '../db/people-actions';
import { relatedDeclarations } from '../rest/related';
import type { RestResource } from '../db/model';
import { defineRestResource } from '../rest/resource';
import { candidateResources } from './candidates';
import { leaveResources } from './leaves';
import { couriers } from './couriers';
import { timesheetResources } from './timesheets';
import { warehouses } from './warehouses';

const PERSON_RELATED_TABLES: Record<string, string> = { 'person-trainings': 'person_trainings', 'person-orders': 'person_orders' };

export const REST_RESOURCES: readonly RestResource[] = [
  defineRestResource(vehicles, { table: 'vehicles', updatedAtColumn: 'updated_at' }),
  defineRestResource(couriers, { table: 'couriers' }),
  defineRestResource(people, {
    table: 'people',
    lookups: { courierStatus: { table: 'couriers', column: 'status' }, pickerStatus: { table: 'pickers', column: 'status' } },
    actionEffects: { changeStore: followStore, askInformationEdit: createInformationEditRequests },
  }),
  // The person detail's trainings and recent orders (a view over orders by courier or picker id).
  ...relatedDeclarations(people).map((declaration) =>
    defineRestResource(declaration, { table: PERSON_RELATED_TABLES[declaration.name]!, createdAtColumn: null }),
  ),
  defineRestResource(informationEditRequests, { table: 'information_edit_requests' }),
  defineRestResource(warehouses, { table: 'warehouses' }),
  ...candidateResources,
  ...timesheetResources,
  ...leaveResources,
  defineRestResource(dtsRecords, {
    table: 'dts_records',
    updatedAtColumn: 'updated_at',
    // the list's days: records that happened on or after the first and on or before the last
    dayFilters: { periodFrom: { column: 'occurred_at', keep: 'endsAfter' }, periodTo: { column: 'occurred_at', keep: 'startsBefore' } },
  }),
];
