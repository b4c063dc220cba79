import type { TranslationMessages } from 'react-admin';

/**
 * The shape of a catalogue section written here: the same keys, every leaf a string. Index
 * signatures are dropped so a missing or extra key is a type error.
 */
export type Catalogue<T> = {
  [K in keyof T as string extends K ? never : K]-?: NonNullable<T[K]> extends string ? string : Catalogue<NonNullable<T[K]>>;
};

/**
 * react-admin types its own messages loosely (some sections are plain string maps), so `ra` keeps
 * its library type; tests/unit/i18n-catalogues.test.ts proves the key sets match exactly.
 */
export type RaMessages = TranslationMessages['ra'];
