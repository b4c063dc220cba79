import { definePage } from '../../src/domain/declaration/entry';

/**
 * Spec 2, Staff: the tally. A month as a person x day grid: worked hours, leave and its type,
 * absent, day off, holiday (per country, src/domain/holidays.ts), totals per person, CSV export.
 * Read from POST /staff/tally (docs/timesheets.md), days in the user's time zone.
 */
export default definePage({
  name: 'staff-tally',
  path: '/staff/tally',
  group: 'staff',
  order: 10,
  icon: 'HowToReg',
  access: { roles: ['workforce'] },
  messages: {
    en: {
      title: 'Staff tally',
      export: 'Export CSV',
      legend: 'Legend',
      legend_worked: '7.5 = hours worked',
      loading: 'Loading the month',
      load_error: 'The tally could not be loaded',
      empty: 'Nobody has a timesheet or a leave in this month.',
      caption: 'Staff tally of %{month}: a row per person, a column per day, then the totals',
      person: 'Person',
      missing: 'Worked, a clock time is missing',
      worked_hours: '%{hours} hours worked',
      card_totals: '%{hours} h worked · leave %{leave} · absent %{absent} · off %{off} · holiday %{holiday}',
      kinds: { worked: 'Worked', leave: 'Leave', absent: 'Absent', holiday: 'Holiday', off: 'Day off', future: 'To come' },
      codes: { leave: 'L', absent: 'A', holiday: 'H', off: '–' },
      totals: { worked_hours: 'Hours', worked_days: 'Days worked', leave_days: 'Leave', absent_days: 'Absent', off_days: 'Off', holiday_days: 'Holiday' },
    },
    tr: {
      title: 'Personel puantaj cetveli',
      export: 'CSV indir',
      legend: 'Açıklama',
      legend_worked: '7,5 = çalışılan saat',
      loading: 'Ay yükleniyor',
      load_error: 'Puantaj cetveli yüklenemedi',
      empty: 'Bu ay kimsenin puantajı ya da izni yok.',
      caption: '%{month} puantaj cetveli: kişi başına bir satır, gün başına bir sütun, ardından toplamlar',
      person: 'Kişi',
      missing: 'Çalıştı, bir giriş/çıkış saati eksik',
      worked_hours: '%{hours} saat çalıştı',
      card_totals: '%{hours} sa çalışma · izin %{leave} · devamsız %{absent} · hafta tatili %{off} · tatil %{holiday}',
      kinds: { worked: 'Çalıştı', leave: 'İzinli', absent: 'Devamsız', holiday: 'Resmî tatil', off: 'Hafta tatili', future: 'Gelecek' },
      codes: { leave: 'İ', absent: 'D', holiday: 'T', off: '–' },
      totals: { worked_hours: 'Saat', worked_days: 'Çalışılan gün', leave_days: 'İzin', absent_days: 'Devamsız', off_days: 'Tatil günü', holiday_days: 'Resmî tatil' },
    },
  },
  screen: 'staff-tally',
});
