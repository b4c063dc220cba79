// The field kinds built on the spec's validators (issue 11): the panel's input validation and
// the gateway's body check run the same function, so for every value they give the same verdict,
// and the gateway's message is the panel's text for the same key.
import { describe, expect, it } from 'vitest';
import { bodyFieldProblems } from '../../gateway/rest/fieldChecks';
import { bloodGroup, iban, nationalId, personName, phone, type FieldDescriptor } from '../../src/domain/declaration/fields';
import { FIELD_CHECK_KEYS } from '../../src/domain/declaration/fieldChecks';
import { defineResource } from '../../src/domain/declaration/entry';
import { frameworkMessages } from '../../src/framework/messages';
import { validatorsFor } from '../../src/framework/views/fields/validators';
import { writableValues } from '../../src/framework/views/writableValues';

/** The panel's verdict: the first message of the input's validators (a key, or undefined). */
function panelVerdict(field: FieldDescriptor, value: unknown, country?: string): string | undefined {
  for (const validate of validatorsFor(field, { country })) {
    const error = validate(value, {}, {}) as string | { message: string } | undefined;
    if (error) return typeof error === 'string' ? error : error.message;
  }
  return undefined;
}

/** The gateway's verdict: the rule of the problem it answers 400 with, and the value it would store. */
function gatewayVerdict(field: FieldDescriptor, value: unknown, language: 'en' | 'tr' = 'en', country?: string) {
  const body: Record<string, unknown> = { value };
  const [problem] = bodyFieldProblems({ value: field }, body, language, { country });
  return { key: problem ? `app.framework.validation.${problem.rule}` : undefined, message: problem?.message, stored: body.value };
}

type Case = [what: string, value: unknown, key: string | undefined, stored?: unknown];

const CASES: [string, FieldDescriptor, Case[]][] = [
  [
    'nationalId',
    nationalId(),
    [
      ['valid', '10000000146', undefined, '10000000146'],
      ['valid, spaces around', ' 12345678950 ', undefined, '12345678950'],
      ['a bad checksum', '12345678951', FIELD_CHECK_KEYS.nationalId],
      ['ten digits', '1234567895', FIELD_CHECK_KEYS.nationalId],
      ['starting with 0', '02345678950', FIELD_CHECK_KEYS.nationalId],
      ['letters', '1234567895a', FIELD_CHECK_KEYS.nationalId],
      ['a number, not text', 10000000146, FIELD_CHECK_KEYS.nationalId],
    ],
  ],
  [
    'iban',
    iban(),
    [
      ['a valid TR IBAN, spaced', 'TR33 0006 1005 1978 6457 8413 26', undefined, 'TR330006100519786457841326'],
      ['a valid TR IBAN, compact and lower case', 'tr330006100519786457841326', undefined, 'TR330006100519786457841326'],
      ['a valid GB IBAN', 'GB29 NWBK 6016 1331 9268 19', undefined, 'GB29NWBK60161331926819'],
      ['a TR IBAN with wrong check digits', 'TR34 0006 1005 1978 6457 8413 26', FIELD_CHECK_KEYS.iban],
      ['a GB IBAN with a mistyped digit', 'GB29 NWBK 6016 1331 9268 18', FIELD_CHECK_KEYS.iban],
      ['a TR IBAN of the wrong length', 'TR33 0006 1005 1978 6457 8413 2', FIELD_CHECK_KEYS.ibanCountry],
      ['a GB IBAN of the TR length', 'GB29 NWBK 6016 1331 9268 1900 00', FIELD_CHECK_KEYS.ibanCountry],
      ['an unknown country', 'XX33 0006 1005 1978 6457 8413 26', FIELD_CHECK_KEYS.ibanCountry],
    ],
  ],
  [
    'phone (national)',
    phone(),
    [
      ['a mobile number', '5321234567', undefined, '5321234567'],
      ['with a trunk 0 and separators', '0 (532) 123 45 67', undefined, '5321234567'],
      ['not a mobile', '2121234567', FIELD_CHECK_KEYS.phone],
      ['too short', '53212345', FIELD_CHECK_KEYS.phone],
    ],
  ],
  [
    'phone with country code',
    phone({ countryCode: true }),
    [
      ['TR with its code', '+90 532 123 45 67', undefined, '+90 5321234567'],
      ['TR with 0090 and a trunk 0', '0090 0532 123 4567', undefined, '+90 5321234567'],
      ['GB mobile', '+44 7911 123456', undefined, '+44 7911123456'],
      ['US number', '+1 (202) 555-0123', undefined, '+1 2025550123'],
      ['without a country code', '532 123 45 67', FIELD_CHECK_KEYS.phoneCountry],
      ['a code the spec does not list', '+49 1512 3456789', FIELD_CHECK_KEYS.phoneCountry],
      ['TR, not 5 + 9 digits', '+90 212 123 45 67', FIELD_CHECK_KEYS.phoneNumber],
      ['GB, one digit short', '+44 7911 12345', FIELD_CHECK_KEYS.phoneNumber],
    ],
  ],
  [
    'personName',
    personName({ maxLength: 20 }),
    [
      ['Turkish letters', 'Çağrı Şükrü Öztürk', undefined, 'Çağrı Şükrü Öztürk'],
      ['İ and ı', 'İlkay Işık', undefined, 'İlkay Işık'],
      ['spaces tidied', '  Ayşe   Gül ', undefined, 'Ayşe Gül'],
      ['Turkish letters and digits', 'Gökhan 2', FIELD_CHECK_KEYS.personName],
      ['a symbol', 'Ali@Veli', FIELD_CHECK_KEYS.personName],
      ['only spaces', '   ', FIELD_CHECK_KEYS.personName],
      ['longer than declared', 'Abdurrahman Şahinoğlu Kaya', FIELD_CHECK_KEYS.personNameLength],
    ],
  ],
  [
    'bloodGroup',
    bloodGroup(),
    [
      ['group 0 positive', '0 Rh+', undefined, '0 Rh+'],
      ['AB negative', 'AB Rh-', undefined, 'AB Rh-'],
      ['the English letter O (a label, not a value)', 'O Rh+', FIELD_CHECK_KEYS.bloodGroup],
      ['not a group', 'C Rh+', FIELD_CHECK_KEYS.bloodGroup],
    ],
  ],
];

describe.each(CASES)('%s', (_kind, field, cases) => {
  it.each(cases)('%s: the panel and the gateway agree', (_what, value, key, stored) => {
    expect(panelVerdict(field, value)).toBe(key);
    const gateway = gatewayVerdict(field, value);
    expect(gateway.key).toBe(key);
    if (key === undefined) expect(gateway.stored).toBe(stored);
  });
});

// A national id follows the franchise's country: the panel's session country, the gateway's
// caller's franchise country, the same function on both sides.
const NATIONAL_ID_BY_COUNTRY: [country: string, Case[]][] = [
  [
    'TR',
    [
      ['a T.C. number', '10000000146', undefined, '10000000146'],
      ['a bad checksum', '12345678951', FIELD_CHECK_KEYS.nationalId],
      ['a National Insurance number', 'JG103759A', FIELD_CHECK_KEYS.nationalId],
    ],
  ],
  [
    'GB',
    [
      ['a National Insurance number, spaced and lower case', 'jg 10 37 59 a', undefined, 'JG103759A'],
      ['compact', 'AB123456D', undefined, 'AB123456D'],
      ['a T.C. number', '10000000146', FIELD_CHECK_KEYS.nationalInsurance],
      ['a suffix E', 'AB123456E', FIELD_CHECK_KEYS.nationalInsurance],
      ['a first letter D', 'DA123456A', FIELD_CHECK_KEYS.nationalInsurance],
      ['a second letter O', 'AO123456A', FIELD_CHECK_KEYS.nationalInsurance],
      ['the unused prefix GB', 'GB123456A', FIELD_CHECK_KEYS.nationalInsurance],
      ['five digits', 'AB12345C', FIELD_CHECK_KEYS.nationalInsurance],
    ],
  ],
  [
    'US',
    [
      ['letters and digits', 'a1b2c3d4', undefined, 'A1B2C3D4'],
      ['four characters', 'AB12', FIELD_CHECK_KEYS.nationalIdOther],
      ['a symbol', 'AB-12345', FIELD_CHECK_KEYS.nationalIdOther],
    ],
  ],
];

describe.each(NATIONAL_ID_BY_COUNTRY)('nationalId in a %s franchise', (country, cases) => {
  it.each(cases)('%s: the panel and the gateway agree', (_what, value, key, stored) => {
    expect(panelVerdict(nationalId(), value, country)).toBe(key);
    const gateway = gatewayVerdict(nationalId(), value, 'en', country);
    expect(gateway.key).toBe(key);
    if (key === undefined) expect(gateway.stored).toBe(stored);
  });
});

describe('messages', () => {
  const texts = (language: 'en' | 'tr') =>
    (frameworkMessages.messages[language] as { validation: Record<string, string> }).validation;

  it('the gateway words a refusal with the panel’s text for the key, in the caller’s language, naming the field', () => {
    const bad = 'TR34 0006 1005 1978 6457 8413 26';
    expect(gatewayVerdict(iban(), bad, 'en').message).toBe(`value: ${texts('en').iban}`);
    expect(gatewayVerdict(iban(), bad, 'tr').message).toBe(`value: ${texts('tr').iban}`);
    expect(gatewayVerdict(personName({ maxLength: 5 }), 'Mehmet', 'en').message).toBe('value: Must be 5 characters or less');
  });

  it('every key a check can give has an English and a Turkish text', () => {
    for (const key of Object.values(FIELD_CHECK_KEYS)) {
      const name = key.split('.').pop()!;
      expect(texts('en')[name], key).toEqual(expect.any(String));
      expect(texts('tr')[name], key).toEqual(expect.any(String));
      expect(texts('tr')[name], key).not.toBe(texts('en')[name]);
    }
  });

  it('leaves empty values to required, on both sides', () => {
    for (const field of [nationalId(), iban(), personName(), bloodGroup(), phone({ countryCode: true })]) {
      expect(panelVerdict(field, '')).toBeUndefined();
      expect(gatewayVerdict(field, null).key).toBeUndefined();
      expect(panelVerdict({ ...field, required: true }, '')).toBe('ra.validation.required');
    }
  });
});

describe('cleaning', () => {
  it('the panel sends a good value in the form the gateway stores', () => {
    const fields = { fullName: personName(), nationalId: nationalId(), iban: iban(), phone: phone({ countryCode: true }), mobile: phone(), bloodGroup: bloodGroup() };
    const entry = defineResource({ name: 'cleaned', access: { roles: ['person'] }, routes: { list: '/test/cleaned/list' }, fields });
    const typed = {
      fullName: ' Şule   Çiçek ',
      nationalId: ' 10000000146',
      iban: 'gb29 nwbk 6016 1331 9268 19',
      phone: '0044 (7911) 123-456',
      mobile: '+90 532 123 45 67',
      bloodGroup: 'B Rh-',
    };
    const sent = writableValues(entry, Object.keys(fields), typed);
    const stored: Record<string, unknown> = { ...typed };
    expect(bodyFieldProblems(fields, stored, 'en')).toEqual([]);
    expect(sent).toEqual(stored);
    expect(sent).toEqual({
      fullName: 'Şule Çiçek',
      nationalId: '10000000146',
      iban: 'GB29NWBK60161331926819',
      phone: '+44 7911123456',
      mobile: '5321234567',
      bloodGroup: 'B Rh-',
    });
    // A bad value goes as typed: the gateway's 400 names it, nothing is silently changed.
    expect(writableValues(entry, ['fullName'], { fullName: 'Ali 2' })).toEqual({ fullName: 'Ali 2' });
  });
});
