import { defineResource } from '../../src/domain/declaration/entry';
import { ddsCriterion } from '../../src/domain/enums';
import { penaltySummary } from '../../src/domain/dys/penaltySummaryResource';
import { DYS_PATHS } from '../../src/domain/paths';
import dds100Logs from './dds100-logs';

/**
 * Spec 2, Performance (DYS): the DDS 100 summary (role dds_old), the DDS summary over the older
 * DDS100 logs. A store's row opens its DDS 100 logs of those days, the costliest first.
 */
export default defineResource(
  penaltySummary({
    name: 'dds100-summary',
    order: 50,
    icon: 'Percent',
    access: { roles: ['dds_old'] },
    route: '/dys/dds100/summary',
    path: DYS_PATHS.dds100Summary,
    categories: ddsCriterion,
    records: { path: dds100Logs.routes.list as string, store: 'warehouseId', from: 'periodFrom', to: 'periodTo', penalty: 'penalty' },
    messages: { en: { name: 'DDS 100 summary', point: 'DDS 100 point' }, tr: { name: 'DDS 100 özeti', point: 'DDS 100 puanı' } },
  }),
);
