// The texts of the workflow actions' own checks and outcomes (./actions.ts), apart from the checks so
// the panel's catalogue takes them without the validators; the gateway's answers read them too.

/** The texts of the actions' own checks and outcomes; the panel's catalogue and the gateway's answers read them. */
export const ACTION_MESSAGES = {
  en: {
    required: 'Required',
    not_in_future: 'Must not be after today',
    at_least_one: 'Fill in at least one field',
    moved_on: 'This record has moved on since you opened it: the action no longer applies. Nothing was changed.',
  },
  tr: {
    required: 'Zorunlu',
    not_in_future: 'Bugünden sonra olamaz',
    at_least_one: 'En az bir alanı doldurun',
    moved_on: 'Bu kayıt siz açtıktan sonra değişti: işlem artık uygulanamaz. Hiçbir şey değiştirilmedi.',
  },
} as const;

/** The gateway's 409 code for an action whose record is no longer in a start state. */
export const ACTION_MOVED_ON = 'ACTION_MOVED_ON';

