// A date field's `after` rule (a bill's last read date after its first, resources/commercial/bills.ts):
// one check, checkDateOrder, run by the form's validator over the form's values and by the
// gateway over the body, so both refuse the same days with the same words; the gateway will not
// serve a declaration whose create or edit could carry one day of the pair without the other.
import { describe, expect, it } from 'vitest';
import { bodyFieldProblems } from '../../gateway/rest/fieldChecks';
import { defineRestResource } from '../../gateway/rest/resource';
import bills from '../../resources/commercial/bills';
import { checkDateOrder, fieldCheckMessage, FIELD_CHECK_KEYS } from '../../src/domain/declaration/fieldChecks';
import { date, datetime } from '../../src/domain/declaration/fields';
import { frameworkMessages } from '../../src/framework/messages';
import { validatorsFor } from '../../src/framework/views/fields/validators';

const last = date({ required: true, after: 'firstReadDate' });
const fields = { firstReadDate: date({ required: true }), lastReadDate: last };

const panel = (values: Record<string, unknown>, language?: 'en' | 'tr') => {
  for (const validate of validatorsFor(last, { language })) {
    const error = validate(values.lastReadDate, values, {});
    if (error) return error;
  }
  return undefined;
};
const gateway = (values: Record<string, unknown>, language: 'en' | 'tr' = 'en') => bodyFieldProblems(fields, { ...values }, language);

describe('a date after another', () => {
  it.each([
    ['a day later', '2026-01-01', '2026-01-02', true],
    ['a month later', '2026-01-01', '2026-02-01', true],
    ['the same day', '2026-01-01', '2026-01-01', false],
    ['a day earlier', '2026-01-02', '2026-01-01', false],
    ['a year earlier', '2026-01-01', '2025-01-01', false],
  ])('%s: the panel and the gateway agree', (_what, firstReadDate, lastReadDate, ok) => {
    const values = { firstReadDate, lastReadDate };
    expect(checkDateOrder(last, lastReadDate, values).ok).toBe(ok);
    expect(panel(values) === undefined).toBe(ok);
    expect(gateway(values).length === 0).toBe(ok);
  });

  it('leaves an empty or half-typed day to `required` and the date input', () => {
    for (const values of [{ firstReadDate: '2026-01-05' }, { lastReadDate: '2026-01-01' }, { firstReadDate: '2026-01-05', lastReadDate: '2026-01' }]) {
      expect(checkDateOrder(last, values.lastReadDate, values).ok).toBe(true);
      expect(gateway(values)).toEqual([]);
    }
  });

  it('names the earlier day as the panel writes it, in the panel’s text for the same key', () => {
    const values = { firstReadDate: '2026-03-15', lastReadDate: '2026-03-01' };
    expect(panel(values, 'en')).toEqual({ message: FIELD_CHECK_KEYS.dateAfter, args: { date: '2026/03/15' } });
    expect(panel(values, 'tr')).toEqual({ message: FIELD_CHECK_KEYS.dateAfter, args: { date: '15/03/2026' } });
    const [problem] = gateway(values, 'tr');
    expect(problem).toEqual({ field: 'lastReadDate', rule: 'date_after', message: 'lastReadDate: 15/03/2026 tarihinden sonraki bir gün olmalı' });
    const check = checkDateOrder(last, values.lastReadDate, values, { language: 'en' });
    expect(!check.ok && fieldCheckMessage(check, 'en')).toBe('Must be a day after 2026/03/15');
    // the panel's catalogue carries the same text for the key
    expect(JSON.stringify(frameworkMessages)).toContain('Must be a day after %{date}');
  });

  it('is what a bill declares, and a declaration that could write one day of the pair alone is refused', () => {
    expect(bills.fields.lastReadDate).toMatchObject({ kind: 'date', after: 'firstReadDate' });
    const base = { name: 'readings', access: { roles: ['bill_management'] }, fields: { ...fields, updatedAt: datetime({ readOnly: true }) } } as const;
    expect(() => defineRestResource({ ...base, create: { fields: ['firstReadDate', 'lastReadDate'] } }, { table: 'readings' })).not.toThrow();
    expect(() => defineRestResource({ ...base, create: { fields: ['lastReadDate'] } }, { table: 'readings' })).toThrow(/create both or neither/);
    expect(() => defineRestResource({ ...base, edit: { fields: ['lastReadDate'] } }, { table: 'readings', updatedAtColumn: 'updated_at' })).toThrow(/edit neither/);
  });
});
