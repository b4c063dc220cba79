// Blood groups (spec 5). The value is the Turkish notation the spec writes (group 0, not O);
// English shows the letter O.

export const BLOOD_GROUPS = [
  { value: '0 Rh+', en: 'O Rh+', tr: '0 Rh+' },
  { value: '0 Rh-', en: 'O Rh-', tr: '0 Rh-' },
  { value: 'A Rh+', en: 'A Rh+', tr: 'A Rh+' },
  { value: 'A Rh-', en: 'A Rh-', tr: 'A Rh-' },
  { value: 'B Rh+', en: 'B Rh+', tr: 'B Rh+' },
  { value: 'B Rh-', en: 'B Rh-', tr: 'B Rh-' },
  { value: 'AB Rh+', en: 'AB Rh+', tr: 'AB Rh+' },
  { value: 'AB Rh-', en: 'AB Rh-', tr: 'AB Rh-' },
] as const;

export type BloodGroup = (typeof BLOOD_GROUPS)[number]['value'];

export const BLOOD_GROUP_VALUES: readonly BloodGroup[] = BLOOD_GROUPS.map((group) => group.value);

export const isBloodGroup = (value: unknown): value is BloodGroup =>
  typeof value === 'string' && (BLOOD_GROUP_VALUES as readonly string[]).includes(value);

/** react-admin choices with the label already in the language (no translation key needed). */
export const bloodGroupChoices = (language: 'en' | 'tr'): { id: BloodGroup; name: string }[] =>
  BLOOD_GROUPS.map((group) => ({ id: group.value, name: group[language] }));
