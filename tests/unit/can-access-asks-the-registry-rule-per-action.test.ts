import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '../../src/domain/access';
import type { UserRole } from '../../src/domain/types';
import { createCanAccess } from '../../src/framework/canAccess';
import { definePage } from '../../src/domain/declaration/entry';
import { defineResource } from '../../src/domain/declaration/entry';
import { text } from '../../src/domain/declaration/fields';

const role = (key: string, ...permissions: UserRole['permissions']): UserRole => ({ role: { key }, permissions });
const subject = (country: string, ...roles: UserRole[]): AccessSubject => ({ country, roles });

const parcels = defineResource({
  name: 'parcels',
  access: { roles: ['vehicle'] },
  routes: { list: '/fleet/parcel/list' },
  fields: { code: text() },
});
const bills = definePage({
  name: 'bills',
  path: '/commercial/bills',
  access: { roles: ['bill_management'], countries: ['TR', 'XN', 'XI'] },
  screen: 'staff-tally',
});
const canAccess = createCanAccess([parcels, bills]);

describe("react-admin's canAccess", () => {
  it('lets a reader list and show but not edit, create or delete', () => {
    const reader = subject('TR', role('vehicle', 'read'));
    expect(canAccess(reader, { resource: 'parcels', action: 'list' })).toBe(true);
    expect(canAccess(reader, { resource: 'parcels', action: 'show' })).toBe(true);
    expect(canAccess(reader, { resource: 'parcels', action: 'edit' })).toBe(false);
    expect(canAccess(reader, { resource: 'parcels', action: 'create' })).toBe(false);
    expect(canAccess(reader, { resource: 'parcels', action: 'delete' })).toBe(false);
  });

  it('needs update to edit and write to create or delete, on a role of the entry', () => {
    const editor = subject('TR', role('vehicle', 'read', 'update'), role('order', 'write'));
    expect(canAccess(editor, { resource: 'parcels', action: 'edit' })).toBe(true);
    expect(canAccess(editor, { resource: 'parcels', action: 'create' })).toBe(false);
    const writer = subject('TR', role('vehicle', 'read', 'write'));
    expect(canAccess(writer, { resource: 'parcels', action: 'create' })).toBe(true);
    expect(canAccess(writer, { resource: 'parcels', action: 'delete' })).toBe(true);
  });

  it('applies the country rule of a page', () => {
    const holder = role('bill_management', 'read');
    expect(canAccess(subject('TR', holder), { resource: 'bills', action: 'list' })).toBe(true);
    expect(canAccess(subject('GB', holder), { resource: 'bills', action: 'list' })).toBe(false);
  });

  it('refuses everything to nobody, and lets a signed-in user only read undeclared reference targets', () => {
    expect(canAccess(null, { resource: 'parcels', action: 'list' })).toBe(false);
    expect(canAccess(null, { resource: 'warehouses', action: 'list' })).toBe(false);
    const anyone = subject('TR');
    expect(canAccess(anyone, { resource: 'warehouses', action: 'show' })).toBe(true);
    expect(canAccess(anyone, { resource: 'warehouses', action: 'edit' })).toBe(false);
  });
});
