import { describe, expect, it } from 'vitest';
import {
  PHONE_COUNTRY_CODES,
  cleanName,
  cleanNameWhileTyping,
  isValidEmail,
  isValidMobile,
  normalizeMobile,
} from '../../src/domain/validators';

describe('mobile numbers', () => {
  it.each([
    ['5321234567', '5321234567'],
    ['0532 123 45 67', '5321234567'],
    ['+90 (532) 123-45-67', '5321234567'],
    ['905321234567', '5321234567'],
    ['0090 532 123 4567', '5321234567'],
    ['(0532) 123 45 67', '5321234567'],
  ])('normalizes %s to the ten national digits', (typed, national) => {
    expect(normalizeMobile(typed)).toBe(national);
    expect(isValidMobile(typed)).toBe(true);
  });

  it.each([
    ['a landline', '0212 123 45 67'],
    ['nine digits', '532123456'],
    ['eleven digits without a leading 0', '53212345678'],
    ['a letter', '532123456a'],
    ['another country code', '+44 7911 123456'],
    ['a plus in the middle', '532+1234567'],
    ['nothing', ''],
  ])('refuses %s', (_what, typed) => {
    expect(isValidMobile(typed)).toBe(false);
  });

  it('knows the spec phone country codes', () => {
    expect(PHONE_COUNTRY_CODES).toEqual({ US: '1', GB: '44', TR: '90' });
  });
});

describe('e-mail addresses', () => {
  it.each(['ali.veli@example.com', 'a+tag@mail.example.co.uk', 'x@ab.io', 'first_last-1@my-domain.com.tr', ' padded@example.com '])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    'plain',
    'a@b',
    'a@@b.com',
    '.a@b.com',
    'a.@b.com',
    'a..b@c.com',
    'a@-b.com',
    'a@b-.com',
    'a b@c.com',
    'a@b.c',
    'a@b.c0m',
    '@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${Array.from({ length: 5 }, () => 'b'.repeat(60)).join('.')}.com`, // 309 characters, over 254
    '',
  ])('refuses %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('person names', () => {
  it('keeps Turkish letters in both cases', () => {
    expect(cleanName('çğıöşü ÇĞİÖŞÜ')).toBe('çğıöşü ÇĞİÖŞÜ');
    expect(cleanName('Çağrı Öztürk')).toBe('Çağrı Öztürk');
  });

  it('drops digits, punctuation and symbols and collapses the spaces left behind', () => {
    expect(cleanName('Mehmet!!! 123 Can')).toBe('Mehmet Can');
    expect(cleanName('Ayşe-Nur   Şahin')).toBe('AyşeNur Şahin');
    expect(cleanName('  İsmail\t\tÜnal \n')).toBe('İsmail Ünal');
  });

  it('joins a letter typed as base letter plus combining dot into one letter', () => {
    expect(cleanName('I\u0307smail')).toBe('İsmail');
  });

  it('keeps a trailing space while the name is being typed', () => {
    expect(cleanNameWhileTyping('  Ali  ')).toBe('Ali ');
    expect(cleanName('Ali ')).toBe('Ali');
  });
});
