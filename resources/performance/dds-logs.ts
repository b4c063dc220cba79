import { defineResource } from '../../src/domain/declaration/entry';
import { ddsLogResource } from '../../src/domain/dys/ddsLogResource';

/**
 * Spec 2, Performance (DYS): DDS logs, the penalties head office logs against the franchise's
 * stores (late waybills, missing products, cancelled orders...), and the franchise's objections
 * (src/domain/dys/ddsLogResource.ts; docs/dys.md).
 */
export default defineResource(
  ddsLogResource({
    name: 'dds-logs',
    order: 30,
    icon: 'ListAlt',
    role: 'dds_list',
    routes: { list: '/dys/dds/logs', show: '/dys/dds/logs/detail/:id' },
    messages: { en: { name: 'DDS logs' }, tr: { name: 'DDS kayıtları' } },
  }),
);
