import { defineResource } from '../../src/domain/declaration/entry';
import { dtsRuleCategory } from '../../src/domain/enums';
import { penaltySummary } from '../../src/domain/dys/penaltySummaryResource';
import { DYS_PATHS } from '../../src/domain/paths';
import dtsRecords from './dts-records';

/**
 * Spec 2, Performance (DYS): the DTS summary. Per store of the franchise, over a period: its DTS
 * point (a full 100 less the points of the period's closed records, docs/dys.md) with its letter,
 * its rank among the franchise's stores, the point and rank of the period before, and the points
 * lost per rule category (POST /dts/summary, a report). A store's row opens its DTS records of
 * those days, the costliest first: every point is explained by the records behind it.
 */
export default defineResource(
  penaltySummary({
    name: 'dts-summary',
    order: 100,
    icon: 'Leaderboard',
    access: { roles: ['dts'] },
    route: '/dys/dts/summary',
    path: DYS_PATHS.dtsSummary,
    categories: dtsRuleCategory,
    records: { path: dtsRecords.routes.list as string, store: 'warehouseId', from: 'periodFrom', to: 'periodTo', penalty: 'penalty' },
    messages: { en: { name: 'DTS summary', point: 'DTS point' }, tr: { name: 'DTS özeti', point: 'DTS puanı' } },
  }),
);
