// Identity details of the demo staff, by country: valid national ids and IBANs (checked by the
// same validators the panel uses, src/domain/validators), e-mails, addresses, next of kin.
import { BLOOD_GROUP_VALUES } from '../../src/domain/validators/bloodGroups';
import { ibanCheckDigits } from '../../src/domain/validators/iban';
import { nationalIdCheckDigits } from '../../src/domain/validators/nationalId';
import type { Rng } from './people';
import { ISTANBUL_DISTRICTS, LONDON_DISTRICTS } from './places';

type Country = 'TR' | 'GB';

const digitsOf = (rng: Rng, count: number) => Array.from({ length: count }, () => rng.int(0, 9)).join('');

/** TR: an 11-digit T.C. kimlik no with right check digits; GB: a National Insurance number. */
export function nationalId(rng: Rng, country: Country): string {
  if (country === 'TR') {
    const firstNine = `${rng.int(1, 9)}${digitsOf(rng, 8)}`;
    return firstNine + nationalIdCheckDigits(firstNine);
  }
  // Prefixes HMRC issues (no D F I Q U V, no O second); suffix A-D.
  return `${rng.pick(['AB', 'CE', 'GL', 'JK', 'LM', 'NR', 'PW', 'SN', 'TZ', 'WK'])}${digitsOf(rng, 6)}${rng.pick(['A', 'B', 'C', 'D'])}`;
}

// TR: 5-digit bank code, a reserve 0, 16-digit account. GB: bank letters, sort code, account.
const TR_BANKS = ['00010', '00012', '00046', '00062', '00064', '00067', '00111'];
const GB_BANKS = ['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL', 'NAIA'];

/** A valid IBAN of the country (mod-97 check digits), stored without spaces. */
export function iban(rng: Rng, country: Country): string {
  const bban = country === 'TR' ? `${rng.pick(TR_BANKS)}0${digitsOf(rng, 16)}` : `${rng.pick(GB_BANKS)}${digitsOf(rng, 6)}${digitsOf(rng, 8)}`;
  return `${country}${ibanCheckDigits(country, bban)}${bban}`;
}

const ASCII: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', i̇: 'i', ö: 'o', ş: 's', ü: 'u' };

/** firstname.lastname + a number at the franchise's demo domain, in plain ASCII. */
export function emailOf(name: string, n: number): string {
  const local = name
    .toLocaleLowerCase('tr')
    .replace(/[çğıöşü]|i̇/g, (letter) => ASCII[letter] ?? letter)
    .replace(/[^a-z ]/g, '')
    .trim()
    .replace(/\s+/g, '.');
  return `${local}${n}@mail.example`;
}

const TR_STREETS = ['Bağdat Cd.', 'Moda Cd.', 'Atatürk Cd.', 'Gül Sk.', 'Lale Sk.', 'Çınar Sk.', 'Papatya Sk.', 'Menekşe Sk.'];
const GB_STREETS = ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Park Avenue', 'Queens Road', 'Mill Lane'];
const GB_POSTCODES = ['NW1', 'N1', 'E8', 'SE1', 'SW9', 'W2', 'E14', 'N7'];

export function homeAddress(rng: Rng, country: Country): string {
  if (country === 'TR') {
    return `${rng.pick(TR_STREETS)} No:${rng.int(1, 120)} D:${rng.int(1, 16)}, ${rng.pick(ISTANBUL_DISTRICTS).name}, İstanbul`;
  }
  return `${rng.int(1, 240)} ${rng.pick(GB_STREETS)}, ${rng.pick(LONDON_DISTRICTS).name}, London ${rng.pick(GB_POSTCODES)} ${rng.int(1, 9)}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`;
}

export const RELATIONS = {
  TR: ['Anne', 'Baba', 'Eş', 'Kardeş', 'Arkadaş'],
  GB: ['Mother', 'Father', 'Partner', 'Sibling', 'Friend'],
} as const;

export const bloodGroup = (rng: Rng): string => rng.pick(BLOOD_GROUP_VALUES);
