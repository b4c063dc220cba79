import { describe, expect, it } from 'vitest';
import { period } from '../../src/domain/declaration/fields';
import { exportCell } from '../../src/framework/views/exportCells';
import { periodText } from '../../src/framework/views/fields/format';

describe('a record\'s own period (a reward\'s financial month)', () => {
  it('reads as the month\'s name in the panel language, and nothing for a value that is no month', () => {
    expect(periodText('2026-11', 'month', { language: 'en' })).toBe('November 2026');
    expect(periodText('2026-11', 'month', { language: 'tr' })).toBe('Kasım 2026');
    expect(periodText('2026-13', 'month', { language: 'en' })).toBe('');
    expect(periodText(null, 'month', { language: 'en' })).toBe('');
  });

  it('is a column, not a filter only, when declared so, and a CSV cell holds its name', () => {
    const stored = period('month', { filterOnly: false });
    expect(stored.filterOnly).toBeUndefined();
    expect(period('month').filterOnly).toBe(true);
    const cell = exportCell('month', stored, { month: '2026-12' }, { translate: (key) => key, format: { language: 'en' }, references: new Map() });
    expect(cell).toBe('December 2026');
  });
});
