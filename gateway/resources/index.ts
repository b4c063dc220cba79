// Every resource the gateway serves through the generic REST layer (gateway/rest/): a
// declaration (the panel's own file under resources/ where there is one) and its table.
// A new resource is one line here.
import vehicles from '../../resources/fleet/vehicles';
import ddsLogs from '../../resources/performance/dds-logs';
import dds100Logs from '../../resources/performance/dds100-logs';
import dtsRecords from '../../resources/performance/dts-records';
import kdsAudits from '../../resources/performance/kds-audits';
import wpsLogs from '../../resources/performance/wps-logs';
import promos from '../../resources/commercial/promo-list';
import equipments from '../../resources/commercial/equipments';
import rewards from '../../resources/commercial/reward';
import { DDS_VIEWS } from '../db/dds-logs';
import people from '../../resources/staff/people';
import informationEditRequests from '../../resources/staff/staff-request-list';
import { createInformationEditRequests, followStore } from '../db/people-actions';
import { relatedDeclarations } from '../rest/related';
import type { RestResource } from '../db/model';
import { defineRestResource } from '../rest/resource';
import { billResources } from './bills';
import { candidateResources } from './candidates';
import { leaveResources } from './leaves';
import { couriers } from './couriers';
import { timesheetResources } from './timesheets';
import { warehouses } from './warehouses';

/** A list's two day filters (`dayRangeFilters`) on one instant: on or after the first day, on or before the last. */
const dayRangeOn = (column: string) => ({ periodFrom: { column, keep: 'endsAfter' as const }, periodTo: { column, keep: 'startsBefore' as const } });

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
  // DDS and DDS100 logs: one view per kind over dds_penalty_logs (migration 025)
  ...([ddsLogs, dds100Logs] as const).map((declaration, index) =>
    defineRestResource(declaration, {
      table: DDS_VIEWS[(index + 1) as 1 | 2].table,
      updatedAtColumn: 'updated_at',
      dayFilters: dayRangeOn('logged_at'),
    }),
  ),
  defineRestResource(dtsRecords, {
    table: 'dts_records',
    updatedAtColumn: 'updated_at',
    dayFilters: dayRangeOn('occurred_at'),
  }),
  // the audits sent to the franchise, each with its score and groups (migration 027)
  defineRestResource(kdsAudits, {
    table: 'kds_sent_audits',
    updatedAtColumn: 'updated_at',
    dayFilters: dayRangeOn('audited_at'),
  }),
  // WPS logs at /wps/logs, each read by its type and id (migration 029)
  defineRestResource(wpsLogs, {
    table: 'wps_logs',
    updatedAtColumn: 'updated_at',
    dayFilters: dayRangeOn('logged_at'),
  }),
  // Commercial, read-only (migrations 030-032, docs/commercial.md): promos valid during the days
  // picked, each store's equipment rights with their change log, rewards per financial month
  defineRestResource(promos, {
    table: 'promos',
    updatedAtColumn: 'updated_at',
    dayFilters: { periodFrom: { column: 'valid_until', keep: 'endsAfter' }, periodTo: { column: 'valid_from', keep: 'startsBefore' } },
  }),
  defineRestResource(equipments, { table: 'equipments', updatedAtColumn: 'updated_at' }),
  ...relatedDeclarations(equipments).map((declaration) => defineRestResource(declaration, { table: 'equipment_changes', createdAtColumn: null })),
  defineRestResource(rewards, { table: 'rewards' }),
  // electricity bills of the TR group, each with its file (migration 033)
  ...billResources,
];
