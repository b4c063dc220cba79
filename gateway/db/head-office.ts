// Head office as the demo's performance records name it (gateway/db/dts-records.ts,
// gateway/db/dds-logs.ts): its name in a record's history, and the language it writes to a
// franchise in (English to the London franchise, Turkish to the others).
export type HqLanguage = 'en' | 'tr';

/** Who decided, in a record's history. */
export const HQ_NAME: Readonly<Record<HqLanguage, string>> = { en: 'Head office', tr: 'Genel merkez' };

/** The language head office writes to a franchise of this country (alpha-2) in. */
export const hqLanguageOf = (country: string | null | undefined): HqLanguage => (country === 'GB' ? 'en' : 'tr');
