// The pure pieces behind the candidate screens: groups listing each field once, a related list
// served read-only with the owner's rule, the link a refusal carries (only a panel path), a
// gateway message naming a record, and create routes as safe paths only for who may create.
import { describe, expect, it } from 'vitest';
import { relatedDeclarations } from '../../gateway/rest/related';
import { defineRestResource } from '../../gateway/rest/resource';
import { errorMessage } from '../../gateway/i18n';
import candidates from '../../resources/staff/candidates';
import { datetime, number, text } from '../../src/domain/declaration/fields';
import { fieldGroups } from '../../src/domain/declaration/resource';
import { safePaths } from '../../src/framework/access';
import { linkOf } from '../../src/framework/views/forms/saveOutcome';

describe('fieldGroups', () => {
  it('lists every group’s fields once, in order, and keeps the groups', () => {
    const form = fieldGroups([
      { name: 'general', fields: ['store', 'type'] },
      { name: 'personal', fields: ['name'] },
    ]);
    expect(form.fields).toEqual(['store', 'type', 'name']);
    expect(form.groups.map((group) => group.name)).toEqual(['general', 'personal']);
  });

  it('the candidate form covers every writable field of the declaration, each in one group', () => {
    const grouped = candidates.create!.groups!.flatMap((group) => group.fields);
    expect(new Set(grouped).size).toBe(grouped.length);
    const writable = Object.entries(candidates.fields).filter(([, field]) => !field.readOnly).map(([name]) => name);
    expect([...grouped].sort()).toEqual(writable.sort());
  });
});

describe('relatedDeclarations', () => {
  it('serves each related list read-only, filtered by its target, with the owner’s access rule', () => {
    const owner = {
      name: 'parcels',
      access: { roles: ['person/hire'] },
      fields: { name: text() },
      show: {
        fields: ['name'],
        related: [
          {
            name: 'history',
            resource: 'parcel-history',
            target: 'parcelId',
            fields: { changedAt: datetime(), toStatus: number(), note: text() },
            columns: ['changedAt', 'toStatus', 'note'],
            sort: { field: 'changedAt', order: 'DESC' as const },
          },
        ],
      },
    };
    const [history] = relatedDeclarations(owner);
    expect(history.name).toBe('parcel-history');
    expect(history.access).toEqual(owner.access);
    expect(history.list?.filters).toEqual(['parcelId']);
    expect(Object.values(history.fields).every((field) => field.readOnly)).toBe(true);
    const served = defineRestResource(history, { table: 'parcel_history', createdAtColumn: null });
    expect(served.createFields).toBeNull();
    expect(served.editFields).toEqual([]);
    expect(served.sortable).toContain('changedAt');
  });
});

describe('a refusal that names another record', () => {
  it('gives its panel path, and nothing for a missing, outside or scheme-relative one', () => {
    expect(linkOf({ status: 409, body: { link: { path: '/staff/detail/abc' } } })).toBe('/staff/detail/abc');
    expect(linkOf({ status: 409, body: { code: 'STALE_RECORD' } })).toBeUndefined();
    expect(linkOf({ status: 409, body: { link: { path: 'https://elsewhere.example/x' } } })).toBeUndefined();
    expect(linkOf({ status: 409, body: { link: { path: '//elsewhere.example/x' } } })).toBeUndefined();
    expect(linkOf(null)).toBeUndefined();
  });

  it('is told in the caller’s language with the record’s name', () => {
    expect(errorMessage('DUPLICATE_PERSON', 'en', { name: 'Ayşe Kaya' })).toContain('Ayşe Kaya');
    expect(errorMessage('DUPLICATE_CANDIDATE', 'tr', { name: 'Ali Veli' })).toMatch(/Ali Veli.*kaydedilmedi/);
  });
});

describe('safe paths', () => {
  const subject = (permissions: string[]) => ({ roles: [{ role: { key: 'person/hire' }, permissions }], country: 'TR' }) as never;
  it('hold a resource’s create route only for a subject who may create', () => {
    expect(safePaths([candidates], subject(['read', 'write']))).toEqual(['/staff/candidate/list', '/staff/candidate/create']);
    expect(safePaths([candidates], subject(['read']))).toEqual(['/staff/candidate/list']);
  });
});
