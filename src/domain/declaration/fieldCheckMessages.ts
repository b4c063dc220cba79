// The keys and texts of the field kinds' checks (fieldChecks.ts), apart from the checks so the
// panel's catalogue takes the texts without the validators (those load with the forms).
export const FIELD_CHECK_KEYS = {
  phone: 'app.framework.validation.phone',
  phoneCountry: 'app.framework.validation.phone_country',
  phoneNumber: 'app.framework.validation.phone_number',
  nationalId: 'app.framework.validation.national_id',
  nationalInsurance: 'app.framework.validation.national_insurance',
  nationalIdOther: 'app.framework.validation.national_id_other',
  iban: 'app.framework.validation.iban',
  ibanCountry: 'app.framework.validation.iban_country',
  personName: 'app.framework.validation.person_name',
  personNameLength: 'app.framework.validation.person_name_length',
  bloodGroup: 'app.framework.validation.blood_group',
  dateAfter: 'app.framework.validation.date_after',
} as const;

export type FieldCheckKey = (typeof FIELD_CHECK_KEYS)[keyof typeof FIELD_CHECK_KEYS];

/** The texts of the keys above, by the key's last part (`%{max}`, `%{date}` are filled from `args`). */
export const FIELD_CHECK_MESSAGES = {
  en: {
    phone: 'Must be a mobile number: 5 followed by nine digits',
    phone_country: 'Must start with a country code: +1, +44 or +90',
    phone_number: 'Must be a mobile number of that country (+90: 5 followed by nine digits)',
    national_id: 'Must be a national id of 11 digits with valid check digits',
    national_insurance: 'Must be a National Insurance number: two letters, six digits and A, B, C or D (AB 12 34 56 C)',
    national_id_other: 'Must be an identity number of 5 to 20 letters and digits',
    iban: 'Must be a valid IBAN (its check digits do not match)',
    iban_country: 'Must be an IBAN of a known country, with that country’s length',
    person_name: 'Must be a name: letters and spaces only',
    person_name_length: 'Must be %{max} characters or less',
    blood_group: 'Must be one of the blood groups in the list',
    date_after: 'Must be a day after %{date}',
  },
  tr: {
    phone: 'Cep telefonu numarası olmalı: 5 ile başlayan on hane',
    phone_country: 'Ülke koduyla başlamalı: +1, +44 veya +90',
    phone_number: 'O ülkenin cep telefonu numarası olmalı (+90: 5 ile başlayan on hane)',
    national_id: 'Kontrol haneleri doğru, 11 haneli bir T.C. kimlik numarası olmalı',
    national_insurance: 'National Insurance numarası olmalı: iki harf, altı rakam ve A, B, C veya D (AB 12 34 56 C)',
    national_id_other: '5 ile 20 arası harf ve rakamdan oluşan bir kimlik numarası olmalı',
    iban: 'Geçerli bir IBAN olmalı (kontrol haneleri tutmuyor)',
    iban_country: 'Bilinen bir ülkenin, o ülkenin uzunluğunda bir IBAN’ı olmalı',
    person_name: 'Bir ad olmalı: yalnızca harfler ve boşluklar',
    person_name_length: 'En fazla %{max} karakter olmalı',
    blood_group: 'Listedeki kan gruplarından biri olmalı',
    date_after: '%{date} tarihinden sonraki bir gün olmalı',
  },
} as const;

