import { defineEnum } from './defineEnum';

/**
 * Leave types (ours: the spec shows none, "leave type codes per country: values not shown").
 * One list for every country; which types a country offers and which need a document is
 * src/domain/leave.ts (docs/leave.md).
 */
export const leaveType = defineEnum('leaveType', [
  { value: 1, key: 'annual', en: 'Annual leave', tr: 'Yıllık izin', color: 'primary' },
  { value: 2, key: 'sick', en: 'Sick leave', tr: 'Hastalık izni (rapor)', color: 'warning' },
  { value: 3, key: 'unpaid', en: 'Unpaid leave', tr: 'Ücretsiz izin', color: 'default' },
  { value: 4, key: 'excuse', en: 'Excuse leave', tr: 'Mazeret izni', color: 'default' },
  { value: 5, key: 'marriage', en: 'Marriage leave', tr: 'Evlilik izni', color: 'info' },
  { value: 6, key: 'bereavement', en: 'Bereavement leave', tr: 'Ölüm izni', color: 'default' },
  { value: 7, key: 'maternity', en: 'Maternity leave', tr: 'Doğum izni', color: 'info' },
  { value: 8, key: 'paternity', en: 'Paternity leave', tr: 'Babalık izni', color: 'info' },
  { value: 9, key: 'compassionate', en: 'Compassionate leave', tr: 'Acil aile izni', color: 'default' },
  { value: 10, key: 'jury_service', en: 'Jury service', tr: 'Jüri görevi', color: 'default' },
  { value: 11, key: 'time_off_in_lieu', en: 'Time off in lieu', tr: 'Fazla mesai karşılığı izin', color: 'default' },
]);
