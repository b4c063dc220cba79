import { defineResource } from '../../src/domain/declaration/entry';
import { ddsCriterion } from '../../src/domain/enums';
import { penaltySummary } from '../../src/domain/dys/penaltySummaryResource';
import { DYS_PATHS } from '../../src/domain/paths';
import ddsLogs from './dds-logs';

/**
 * Spec 2, Performance (DYS): the DDS summary. Per store over a period: the DDS point (a full 100
 * less the penalties of the period's logs, but those whose objection head office accepted;
 * docs/dys.md) with its letter, rank, the period before's, and the points lost per criterion. A
 * store's row opens its DDS logs of those days, the costliest first.
 */
export default defineResource(
  penaltySummary({
    name: 'dds-summary',
    order: 20,
    icon: 'Assessment',
    access: { roles: ['dds'] },
    route: '/dys/dds/summary',
    path: DYS_PATHS.ddsSummary,
    categories: ddsCriterion,
    records: { path: ddsLogs.routes.list as string, store: 'warehouseId', from: 'periodFrom', to: 'periodTo', penalty: 'penalty' },
    messages: { en: { name: 'DDS summary', point: 'DDS point' }, tr: { name: 'DDS özeti', point: 'DDS puanı' } },
  }),
);
