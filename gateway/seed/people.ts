// Names, phone numbers and plates of the demo couriers and vehicles, by country.

export const TR_FIRST_NAMES = [
  'Ahmet', 'Mehmet', 'Mustafa', 'Ali', 'Hüseyin', 'Hasan', 'İbrahim', 'Murat', 'Emre', 'Burak',
  'Can', 'Cem', 'Deniz', 'Eren', 'Furkan', 'Gökhan', 'Kerem', 'Onur', 'Serkan', 'Tolga',
  'Yusuf', 'Ömer', 'Oğuz', 'Barış', 'Batuhan', 'Zeynep', 'Elif', 'Ayşe', 'Merve', 'Selin',
] as const;
export const TR_LAST_NAMES = [
  'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir',
  'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özkan', 'Şimşek',
  'Polat', 'Korkmaz', 'Erdoğan', 'Güneş', 'Aksoy', 'Avcı', 'Tekin', 'Bulut', 'Ünal', 'Turan',
] as const;
export const GB_FIRST_NAMES = [
  'James', 'Oliver', 'Harry', 'Jack', 'George', 'Noah', 'Charlie', 'Jacob', 'Alfie', 'Freddie',
  'Thomas', 'William', 'Joshua', 'Daniel', 'Samuel', 'Amelia', 'Olivia', 'Emily', 'Isla', 'Sophie',
  'Mohammed', 'Adam', 'Kwame', 'Priya', 'Arjun', 'Luca', 'Mateusz', 'Ioana', 'Chloe', 'Ryan',
] as const;
export const GB_LAST_NAMES = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright',
  'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke',
  'Patel', 'Khan', 'Ahmed', 'Mensah', 'Kowalski', 'Popescu', 'Murphy', 'Hughes', 'Edwards', 'Lewis',
] as const;

// Turkish plates use these letters only (no Ç Ğ İ Ö Ş Ü Q W X).
const TR_PLATE_LETTERS = 'ABCDEFGHIJKLMNOPRSTUVYZ';
// UK plates: no I or Q in the random letters; London memory tags start with L.
const UK_RANDOM_LETTERS = 'ABCDEFGHJKLMNOPRSTUVWXYZ';
const LONDON_TAGS = 'ABCDEFGHJKLMNOPRSTUVWXY';

export interface Rng {
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

const letters = (rng: Rng, alphabet: string, count: number) =>
  Array.from({ length: count }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('');
const digits = (rng: Rng, count: number) =>
  String(rng.int(count === 1 ? 1 : 10 ** (count - 1), 10 ** count - 1));

/** An Istanbul plate: 34, then 1-3 letters and 2-4 digits ("34 A 1234", "34 KLM 482"). */
export function turkishPlate(rng: Rng): string {
  const shape = rng.pick([
    [1, 4],
    [2, 3],
    [2, 4],
    [3, 2],
    [3, 3],
  ] as const);
  return `34 ${letters(rng, TR_PLATE_LETTERS, shape[0])} ${digits(rng, shape[1])}`;
}

/**
 * A London plate of the current UK format, "LB69 XKT": memory tag, age identifier (the year, or
 * the year + 50 for September registrations), three random letters. Answers the plate and its year.
 */
export function londonPlate(rng: Rng, year: number): string {
  const age = (year % 100) + (rng.int(0, 1) === 1 ? 50 : 0);
  return `L${letters(rng, LONDON_TAGS, 1)}${String(age).padStart(2, '0')} ${letters(rng, UK_RANDOM_LETTERS, 3)}`;
}

/** A national mobile number: TR 5xxxxxxxxx, GB 7xxxxxxxxx. */
export function mobileNumber(rng: Rng, country: 'TR' | 'GB'): string {
  if (country === 'TR') return `5${rng.pick(['05', '30', '32', '33', '35', '38', '42', '44', '46', '52', '54', '55'])}${digits(rng, 7)}`;
  return `7${rng.pick(['400', '500', '700', '800', '900', '911', '957'])}${digits(rng, 6)}`;
}
