import { defineResource } from '../../src/domain/declaration/entry';
import { enumOf, number, period, store, text } from '../../src/domain/declaration/fields';
import { workType } from '../../src/domain/enums/workType';
import { STAFF_PATHS } from '../../src/domain/paths';

/**
 * Spec 2, Staff: courier hours per ISO week. Planned (shift plan slots booked or assigned), worked
 * (timesheets) and leave (approved) hours against the weekly limit of the courier's work type,
 * the excess in red; per hour of the day, planned against present couriers. A report of POST
 * /staff/weekly-courier-working-hours (docs/working-hours.md), the week in the user's time zone;
 * its own parts (src/screens/weeklyCourierHours/parts.tsx) draw the hours and the bars per hour.
 */
export default defineResource({
  name: 'weekly-courier-working-hours',
  group: 'staff',
  order: 100,
  icon: 'Schedule',
  access: { roles: ['shift_plan'] },
  routes: { list: '/staff/weekly-courier-working-hours' },
  report: { path: STAFF_PATHS.weeklyCourierHours, reply: { rows: 'rows', total: 'total' }, period: { week: 'week' } },
  listParts: 'weekly-courier-hours',
  fields: {
    name: text({ sortable: true }),
    warehouseId: store(),
    workType: enumOf(workType),
    plannedHours: number({ sortable: true }),
    workedHours: number({ sortable: true }),
    leaveHours: number({ sortable: true }),
    limitHours: number(),
    excessHours: number({ sortable: true }),
    // a filter only: the ISO week shown
    week: period('week'),
  },
  list: {
    columns: ['name', 'warehouseId', 'workType', 'plannedHours', 'workedHours', 'leaveHours', 'limitHours', 'excessHours'],
    filters: ['week', 'warehouseId'],
    sort: { field: 'excessHours', order: 'DESC' },
    perPage: 25,
  },
  messages: {
    en: {
      name: 'Weekly courier working hours',
      fields: { name: 'Courier', workType: 'Work type', plannedHours: 'Planned', workedHours: 'Worked', leaveHours: 'Leave', limitHours: 'Limit', excessHours: 'Excess' },
      hours: '%{hours} h',
      over: 'Over by %{hours} h',
      within: 'Within limit',
      missing: '%{smart_count} day with a clock time missing |||| %{smart_count} days with a clock time missing',
      per_hour: 'Couriers per hour: planned and present',
      per_hour_caption: '%{day}: planned and present couriers per hour',
      day: 'Day',
      hour: 'Hour',
      planned_count: 'Planned',
      present_count: 'Present',
      hour_line: '%{hour}: %{planned} planned, %{present} present',
      short_of: 'fewer present than planned',
      week_hours: 'This week has %{hours} hours (clock change).',
    },
    tr: {
      name: 'Haftalık kurye çalışma saatleri',
      fields: { name: 'Kurye', workType: 'Çalışma türü', plannedHours: 'Planlanan', workedHours: 'Çalışılan', leaveHours: 'İzin', limitHours: 'Sınır', excessHours: 'Aşım' },
      hours: '%{hours} sa',
      over: '%{hours} sa aşım',
      within: 'Sınır içinde',
      missing: 'Giriş/çıkış saati eksik %{smart_count} gün',
      per_hour: 'Saat başına kurye: planlanan ve mevcut',
      per_hour_caption: '%{day}: saat başına planlanan ve mevcut kuryeler',
      day: 'Gün',
      hour: 'Saat',
      planned_count: 'Planlanan',
      present_count: 'Mevcut',
      hour_line: '%{hour}: %{planned} planlanan, %{present} mevcut',
      short_of: 'planlanandan az kurye mevcut',
      week_hours: 'Bu hafta %{hours} saat (saat değişimi).',
    },
  },
});
