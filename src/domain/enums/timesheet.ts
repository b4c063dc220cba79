import { defineEnum } from './defineEnum';

/** Spec 4: timesheet status. */
export const timesheetStatus = defineEnum('timesheetStatus', [
  { value: 100, key: 'pending', en: 'Pending', tr: 'Onay bekliyor', color: 'warning' },
  { value: 200, key: 'approved', en: 'Approved', tr: 'Onaylandı', color: 'success' },
]);
