// The checks of the field kinds built on the spec's validators (section 5), written once: the
// panel's inputs validate with them and the gateway checks a body's fields with them, so both give
// the same verdict. A failure is a translation key under app.framework.validation; its texts are
// FIELD_CHECK_MESSAGES (fieldCheckMessages.ts: the panel's catalogue and the gateway's answers both read them).
import { isBloodGroup } from '../validators/bloodGroups';
import { cleanIban, IBAN_LENGTHS, isValidIban } from '../validators/iban';
import { cleanName } from '../validators/name';
import { checkNationalId } from '../validators/nationalId';
import { checkInternationalPhone, isValidMobile, normalizeMobile } from '../validators/phone';
import { DATE_FORMATS } from '../dates';
import type { EnabledLanguageCode } from '../languages';
import type { FieldDescriptor } from './fields';
import { FIELD_CHECK_KEYS, FIELD_CHECK_MESSAGES, type FieldCheckKey } from './fieldCheckMessages';

export { FIELD_CHECK_KEYS, FIELD_CHECK_MESSAGES, type FieldCheckKey } from './fieldCheckMessages';

/** A name without a declared maximum still has one (PostgreSQL text holds more, people do not). */
export const PERSON_NAME_MAX = 100;

export type FieldCheck =
  /** `value`: what is stored (cleaned: a name's spaces, an IBAN's case, a phone's prefixes). */
  | { ok: true; value: unknown }
  | { ok: false; key: FieldCheckKey; args?: Record<string, number> };

const fail = (key: FieldCheckKey, args?: Record<string, number>): FieldCheck => ({ ok: false, key, args });

/** Whether a field's kind has a check here (the other kinds are the JSON schema's alone). */
export const hasFieldCheck = (field: FieldDescriptor): boolean =>
  field.kind === 'phone' || field.kind === 'nationalId' || field.kind === 'iban' || field.kind === 'personName' || field.kind === 'bloodGroup';

/** What a check may depend on besides the value: the country the franchise works in (alpha-2). */
export interface FieldCheckContext {
  /** The panel's session country, the gateway's caller's franchise country; absent means TR. */
  country?: string | null;
  /** The language a message's day is written in (`checkDateOrder`); absent: as stored, YYYY-MM-DD. */
  language?: EnabledLanguageCode;
}

/**
 * Checks one non-empty value of a field (null, undefined and '' are left to `required`) and gives
 * the value to store. A value of another type than string fails with the kind's key. A national
 * id follows `context.country` (validators/nationalId.ts, checkNationalId).
 */
export function checkFieldValue(field: FieldDescriptor, value: unknown, context: FieldCheckContext = {}): FieldCheck {
  if (value === null || value === undefined || value === '') return { ok: true, value };
  const text = typeof value === 'string' ? value : null;
  switch (field.kind) {
    case 'phone': {
      if (!field.countryCode) {
        return text !== null && isValidMobile(text) ? { ok: true, value: normalizeMobile(text) } : fail(FIELD_CHECK_KEYS.phone);
      }
      if (text === null) return fail(FIELD_CHECK_KEYS.phoneCountry);
      const phone = checkInternationalPhone(text);
      if (phone.kind === 'country') return fail(FIELD_CHECK_KEYS.phoneCountry);
      if (phone.kind === 'number') return fail(FIELD_CHECK_KEYS.phoneNumber);
      return { ok: true, value: phone.value };
    }
    case 'nationalId': {
      const id = text === null ? null : checkNationalId(text, context.country);
      if (id !== null) return { ok: true, value: id };
      const country = (context.country ?? 'TR').toUpperCase();
      return fail(country === 'TR' ? FIELD_CHECK_KEYS.nationalId : country === 'GB' ? FIELD_CHECK_KEYS.nationalInsurance : FIELD_CHECK_KEYS.nationalIdOther);
    }
    case 'iban': {
      if (text === null) return fail(FIELD_CHECK_KEYS.iban);
      const compact = cleanIban(text);
      // The country first: "which country is this?" is the more useful message for a wrong length.
      if (IBAN_LENGTHS[compact.slice(0, 2)] !== compact.length) return fail(FIELD_CHECK_KEYS.ibanCountry);
      return isValidIban(compact) ? { ok: true, value: compact } : fail(FIELD_CHECK_KEYS.iban);
    }
    case 'personName': {
      if (text === null) return fail(FIELD_CHECK_KEYS.personName);
      const name = cleanName(text);
      // Cleaning removes what is not a letter: a name with digits or symbols is refused, not
      // silently changed; spaces at either end or doubled are only tidied.
      if (name === '' || name !== text.trim().replace(/\s+/g, ' ').normalize('NFC')) return fail(FIELD_CHECK_KEYS.personName);
      const max = field.maxLength ?? PERSON_NAME_MAX;
      return name.length <= max ? { ok: true, value: name } : fail(FIELD_CHECK_KEYS.personNameLength, { max });
    }
    case 'bloodGroup':
      return isBloodGroup(value) ? { ok: true, value } : fail(FIELD_CHECK_KEYS.bloodGroup);
    default:
      return { ok: true, value };
  }
}

export type DateOrderCheck = { ok: true } | { ok: false; key: FieldCheckKey; args: { date: string } };

/** A stored day (YYYY-MM-DD) as the panel writes it in `language`. */
const writtenDay = (day: string, language?: EnabledLanguageCode): string => {
  const [year, month, date] = day.split('-');
  return language ? DATE_FORMATS[language].replace('yyyy', year!).replace('MM', month!).replace('dd', date!) : day;
};

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date field's `after` rule, across the record's values (the form's, or a body's): the day must
 * be later than the other field's. Passes while either day is empty or not a whole day yet
 * (`required` and the kind's own check speak for those). The failure names the earlier day.
 */
export function checkDateOrder(field: FieldDescriptor, value: unknown, values: Readonly<Record<string, unknown>>, context: FieldCheckContext = {}): DateOrderCheck {
  if (field.kind !== 'date' || !field.after) return { ok: true };
  const earlier = values[field.after];
  if (typeof value !== 'string' || typeof earlier !== 'string' || !DAY_PATTERN.test(value) || !DAY_PATTERN.test(earlier)) return { ok: true };
  return value > earlier ? { ok: true } : { ok: false, key: FIELD_CHECK_KEYS.dateAfter, args: { date: writtenDay(earlier, context.language) } };
}

/** The message of a failed check in a language, for callers without the panel's translator. */
export function fieldCheckMessage(check: Extract<FieldCheck | DateOrderCheck, { ok: false }>, language: keyof typeof FIELD_CHECK_MESSAGES): string {
  const name = check.key.slice('app.framework.validation.'.length) as keyof (typeof FIELD_CHECK_MESSAGES)['en'];
  const text: string = FIELD_CHECK_MESSAGES[language][name];
  return text.replace(/%\{(\w+)\}/g, (_all, arg: string) => String((check.args as Record<string, unknown> | undefined)?.[arg] ?? ''));
}
