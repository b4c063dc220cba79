import { describe, expect, it } from 'vitest';
import { declaredMessages } from '../../src/framework/entryMessages';
import {
  ACCEPT_ATTRIBUTE,
  BLOOD_GROUP_VALUES,
  bloodGroupChoices,
  bloodGroupLabelKey,
  isAcceptedFile,
  isBloodGroup,
} from '../../src/domain/validators';

describe('accepted upload files', () => {
  it.each([
    ['bill.pdf', 'application/pdf'],
    ['logo.png', 'image/png'],
    ['PHOTO.JPG', 'image/jpeg'],
    ['photo.jpeg', 'image/jpeg'],
    ['scan.tif', 'image/tiff'],
    ['scan.tiff', 'image/tiff'],
    ['picture.webp', 'image/webp'],
    ['picture.avif', ''],
    ['old.bmp', 'image/x-ms-bmp'],
    ['old.bmp', 'image/bmp'],
    ['my.receipt.pdf', 'application/pdf; charset=binary'],
  ])('accepts %s sent as "%s"', (name, type) => {
    expect(isAcceptedFile({ name, type })).toBe(true);
  });

  it.each([
    ['animation.gif', 'image/gif'],
    ['setup.exe', ''],
    ['bill.pdf.exe', 'application/pdf'],
    ['fake.png', 'application/zip'],
    ['noextension', 'application/pdf'],
    ['.pdf', 'application/pdf'],
    ['photo.svg', 'image/svg+xml'],
  ])('refuses %s sent as "%s"', (name, type) => {
    expect(isAcceptedFile({ name, type })).toBe(false);
  });

  it('lists the spec types for the file input', () => {
    for (const part of ['.pdf', '.png', '.jpg', '.jpeg', '.tiff', '.webp', '.avif', '.bmp', 'application/pdf', 'image/avif']) {
      expect(ACCEPT_ATTRIBUTE.split(','), part).toContain(part);
    }
    expect(ACCEPT_ATTRIBUTE).not.toContain('gif');
  });
});

describe('blood groups', () => {
  it('are the eight ABO and Rh combinations of the spec, 0 first', () => {
    expect(BLOOD_GROUP_VALUES).toEqual(['0 Rh+', '0 Rh-', 'A Rh+', 'A Rh-', 'B Rh+', 'B Rh-', 'AB Rh+', 'AB Rh-']);
  });

  it('recognise their values only', () => {
    expect(isBloodGroup('AB Rh-')).toBe(true);
    expect(isBloodGroup('O Rh+')).toBe(false);
    expect(isBloodGroup(1)).toBe(false);
  });

  it('show the letter O in English and the digit 0 in Turkish', () => {
    // the choices name catalogue keys; the catalogue holds each language's label
    expect(bloodGroupChoices()[0]).toEqual({ id: '0 Rh+', name: 'enum.bloodGroup.o_pos' });
    expect(bloodGroupChoices()).toHaveLength(8);
    expect(bloodGroupLabelKey('0 Rh+')).toBe('enum.bloodGroup.o_pos');
    expect(bloodGroupLabelKey('O Rh+')).toBeUndefined();
    expect(declaredMessages([], 'en').enum).toMatchObject({ bloodGroup: { o_pos: 'O Rh+', ab_neg: 'AB Rh-' } });
    expect(declaredMessages([], 'tr').enum).toMatchObject({ bloodGroup: { o_pos: '0 Rh+', ab_neg: 'AB Rh-' } });
  });
});
