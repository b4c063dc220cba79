import { defineEnum } from './defineEnum';

/** A candidate's gender (DOMAIN.md, candidate form: personal group); the spec names no values, these are ours. */
export const gender = defineEnum('gender', [
  { value: 1, key: 'female', en: 'Female', tr: 'Kadın', color: 'default' },
  { value: 2, key: 'male', en: 'Male', tr: 'Erkek', color: 'default' },
  { value: 3, key: 'unspecified', en: 'Prefers not to say', tr: 'Belirtmek istemiyor', color: 'default' },
]);
