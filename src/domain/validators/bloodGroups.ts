// Blood groups (spec 5). The value is the Turkish notation the spec writes (group 0, not O);
// English shows the letter O. The labels join the catalogue as `enum.bloodGroup.<key>`.

export const BLOOD_GROUPS = [
  { value: '0 Rh+', key: 'o_pos', en: 'O Rh+', tr: '0 Rh+' },
  { value: '0 Rh-', key: 'o_neg', en: 'O Rh-', tr: '0 Rh-' },
  { value: 'A Rh+', key: 'a_pos', en: 'A Rh+', tr: 'A Rh+' },
  { value: 'A Rh-', key: 'a_neg', en: 'A Rh-', tr: 'A Rh-' },
  { value: 'B Rh+', key: 'b_pos', en: 'B Rh+', tr: 'B Rh+' },
  { value: 'B Rh-', key: 'b_neg', en: 'B Rh-', tr: 'B Rh-' },
  { value: 'AB Rh+', key: 'ab_pos', en: 'AB Rh+', tr: 'AB Rh+' },
  { value: 'AB Rh-', key: 'ab_neg', en: 'AB Rh-', tr: 'AB Rh-' },
] as const;

export type BloodGroup = (typeof BLOOD_GROUPS)[number]['value'];

export const BLOOD_GROUP_VALUES: readonly BloodGroup[] = BLOOD_GROUPS.map((group) => group.value);

export const isBloodGroup = (value: unknown): value is BloodGroup =>
  typeof value === 'string' && (BLOOD_GROUP_VALUES as readonly string[]).includes(value);

/** `enum.bloodGroup.<key>` for a blood group, or undefined for a value the spec does not list. */
export const bloodGroupLabelKey = (value: unknown): string | undefined => {
  const group = BLOOD_GROUPS.find((candidate) => candidate.value === value);
  return group && `enum.bloodGroup.${group.key}`;
};

/** react-admin choices: `name` is the label's key (react-admin translates choices). */
export const bloodGroupChoices = (): { id: BloodGroup; name: string }[] => BLOOD_GROUPS.map((group) => ({ id: group.value, name: `enum.bloodGroup.${group.key}` }));

/** The labels of one language, merged into the catalogue under `enum.bloodGroup`. */
export const bloodGroupMessages = (language: 'en' | 'tr'): Record<string, string> => Object.fromEntries(BLOOD_GROUPS.map((group) => [group.key, group[language]]));
