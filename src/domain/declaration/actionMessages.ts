// The texts of the workflow actions (./actions.ts): their checks, outcomes and the history's
// headings. Not in the panel's catalogue (the first load stays small): the action views, which
// load lazily, and the gateway's answers read them here, by language.

/** The texts of the actions' own checks and outcomes; the panel's catalogue and the gateway's answers read them. */
export const ACTION_MESSAGES = {
  en: {
    required: 'Required',
    not_in_future: 'Must not be after today',
    too_short: 'At least %{min} characters, not counting spaces at either end',
    at_least_one: 'Fill in at least one field',
    moved_on: 'This record has moved on since you opened it: the action no longer applies. Nothing was changed.',
    history: 'History',
    history_empty: 'No actions yet',
    bulk_done: '%{moved} done, %{refused} refused (they had moved on or could not move yet)',
    bulk_none: 'Nothing was changed: %{refused} of the selected can no longer take this action. Select again and retry.',
    column: 'Actions',
  },
  tr: {
    required: 'Zorunlu',
    not_in_future: 'Bugünden sonra olamaz',
    too_short: 'Baştaki ve sondaki boşluklar sayılmadan en az %{min} karakter',
    at_least_one: 'En az bir alanı doldurun',
    moved_on: 'Bu kayıt siz açtıktan sonra değişti: işlem artık uygulanamaz. Hiçbir şey değiştirilmedi.',
    history: 'Geçmiş',
    history_empty: 'Henüz işlem yok',
    bulk_done: '%{moved} tamamlandı, %{refused} reddedildi (değişmişlerdi ya da henüz uygun değillerdi)',
    bulk_none: 'Hiçbir şey değiştirilmedi: seçilenlerden %{refused} tanesine bu işlem artık uygulanamaz. Yeniden seçip deneyin.',
    column: 'İşlemler',
  },
} as const;

/** The gateway's 409 code for an action whose record is no longer in a start state. */
export const ACTION_MOVED_ON = 'ACTION_MOVED_ON';

