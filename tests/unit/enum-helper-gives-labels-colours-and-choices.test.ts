import { describe, expect, it } from 'vitest';
import { ALL_ENUMS, defineEnum, enumMessages, leaveStatus, orderStatus } from '../../src/domain/enums';

/** Every leaf of a nested message object as a dotted key. */
const leafKeys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('an enumeration', () => {
  it('finds an entry, its key, colour and translation key by value', () => {
    expect(orderStatus.byValue(900)?.en).toBe('Delivered');
    expect(orderStatus.key(900)).toBe('delivered');
    expect(orderStatus.color(900)).toBe('success');
    expect(orderStatus.color(1300)).toBe('error');
    expect(orderStatus.labelKey(900)).toBe('enum.orderStatus.delivered');
    expect(orderStatus.label(900, 'tr')).toBe('Teslim edildi');
  });

  it('gives the number of a key, so code names a status by its key', () => {
    expect(orderStatus.value('delivered')).toBe(900);
    expect(leaveStatus.value(leaveStatus.key(leaveStatus.values[0])!)).toBe(leaveStatus.values[0]);
    // @ts-expect-error a key the enumeration does not have does not compile
    expect(orderStatus.value('no_such_key')).toBeUndefined();
  });

  it('answers a value it does not list with nothing and the neutral colour', () => {
    expect(orderStatus.byValue(123)).toBeUndefined();
    expect(orderStatus.key(123)).toBeUndefined();
    expect(orderStatus.labelKey(123)).toBeUndefined();
    expect(orderStatus.color(123)).toBe('default');
    expect(orderStatus.byValue('900')).toBeUndefined();
  });

  it('recognises its own values only', () => {
    expect(leaveStatus.isValue(0)).toBe(true);
    expect(leaveStatus.isValue(400)).toBe(true);
    expect(leaveStatus.isValue(500)).toBe(false);
    expect(leaveStatus.isValue('100')).toBe(false);
    expect(leaveStatus.isValue(null)).toBe(false);
  });

  it('offers react-admin choices whose names are translation keys', () => {
    expect(leaveStatus.choices()).toEqual([
      { id: 0, name: 'enum.leaveStatus.canceled' },
      { id: 100, name: 'enum.leaveStatus.pending' },
      { id: 200, name: 'enum.leaveStatus.approved' },
      { id: 300, name: 'enum.leaveStatus.declined' },
      { id: 400, name: 'enum.leaveStatus.pending_for_document' },
    ]);
  });

  it('refuses a duplicated value, a duplicated key, a malformed key or a missing label', () => {
    const entry = { value: 1, key: 'one', en: 'One', tr: 'Bir', color: 'default' } as const;
    expect(() => defineEnum('dup', [entry, { ...entry, key: 'two' }])).toThrow(/value 1 appears twice/);
    expect(() => defineEnum('dup', [entry, { ...entry, value: 2 }])).toThrow(/key "one" appears twice/);
    expect(() => defineEnum('bad', [{ ...entry, key: 'OneTwo' }])).toThrow(/snake_case/);
    expect(() => defineEnum('bad', [{ ...entry, tr: ' ' }])).toThrow(/labels/);
    expect(() => defineEnum('Bad-Name', [entry])).toThrow(/camelCase/);
    expect(() => defineEnum('half', [{ ...entry, value: 1.5 }])).toThrow(/integer/);
  });
});

describe('enumeration messages for the i18n catalogues', () => {
  const en = enumMessages('en');
  const tr = enumMessages('tr');

  it('have the same keys in English and Turkish', () => {
    expect(leafKeys(tr).sort()).toEqual(leafKeys(en).sort());
  });

  it('hold one message per entry of every enumeration, under enum.<name>.<key>', () => {
    const expected = ALL_ENUMS.flatMap((enumeration) => enumeration.entries.map((entry) => `enum.${enumeration.name}.${entry.key}`));
    expect(leafKeys(en).sort()).toEqual([...expected].sort());
  });

  it('carry the labels of their language', () => {
    expect(en.enum.pickerStatus.free).toBe('Free');
    expect(tr.enum.pickerStatus.free).toBe('Boşta');
    expect(tr.enum.orderStatus.delivered).toBe('Teslim edildi');
  });

  it('name exactly what labelKey points at', () => {
    for (const enumeration of ALL_ENUMS) {
      for (const value of enumeration.values) {
        const path = enumeration.labelKey(value)!.split('.');
        const label = path.reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tr);
        expect(label).toBe(enumeration.label(value, 'tr'));
      }
    }
  });
});
