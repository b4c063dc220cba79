import { defineEnum } from './defineEnum';

/**
 * Spec 9: staff types. The spec names 1 and 2 and calls 3 to 7 "self-employed or e-vehicle courier
 * variants" without telling them apart; the names below are ours (self-employed = "esnaf kurye",
 * the Turkish status of a courier working on their own tax account), kept stable once shipped.
 */
export const staffType = defineEnum('staffType', [
  { value: 1, key: 'payroll_courier', en: 'Payroll courier', tr: 'Bordrolu kurye', color: 'primary' },
  { value: 2, key: 'store_assistant', en: 'Store assistant', tr: 'Mağaza görevlisi', color: 'secondary' },
  { value: 3, key: 'self_employed_courier', en: 'Self-employed courier', tr: 'Esnaf kurye', color: 'info' },
  {
    value: 4,
    key: 'self_employed_e_vehicle_courier',
    en: 'Self-employed e-vehicle courier',
    tr: 'Elektrikli araçlı esnaf kurye',
    color: 'info',
  },
  { value: 5, key: 'payroll_e_vehicle_courier', en: 'Payroll e-vehicle courier', tr: 'Elektrikli araçlı bordrolu kurye', color: 'info' },
  {
    value: 6,
    key: 'self_employed_e_bike_courier',
    en: 'Self-employed e-bike courier',
    tr: 'Elektrikli bisikletli esnaf kurye',
    color: 'info',
  },
  { value: 7, key: 'payroll_e_bike_courier', en: 'Payroll e-bike courier', tr: 'Elektrikli bisikletli bordrolu kurye', color: 'info' },
]);
