import { defineResource } from '../../src/domain/declaration/entry';
import { ddsLogResource } from '../../src/domain/dys/ddsLogResource';

/**
 * Spec 2, Performance (DYS): DDS 100 logs, the older DDS's penalties (role dds_old), with the same
 * objections as the DDS logs (src/domain/dys/ddsLogResource.ts; docs/dys.md).
 */
export default defineResource(
  ddsLogResource({
    name: 'dds100-logs',
    order: 60,
    icon: 'FormatListNumbered',
    role: 'dds_old',
    routes: { list: '/dys/dds100/log/list', show: '/dys/dds100/log/detail/:id' },
    messages: { en: { name: 'DDS 100 logs' }, tr: { name: 'DDS 100 kayıtları' } },
  }),
);
