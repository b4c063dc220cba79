// One shape for every enumeration of the spec: the number the gateway sends, a stable key for
// translations, an English and a Turkish label (defined here once; the i18n catalogues merge them)
// and a chip colour that tells an operator something (done = success, canceled = error...).

/** MUI chip colours. */
export type EnumColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

/** Languages that carry labels; the others in the language menu are disabled. */
export type EnumLanguage = 'en' | 'tr';

export interface EnumEntry {
  /** The spec's number, as stored and sent. */
  readonly value: number;
  /** snake_case, stable: it is part of the translation key `enum.<name>.<key>`. */
  readonly key: string;
  readonly en: string;
  readonly tr: string;
  readonly color: EnumColor;
}

/** react-admin choice: `name` is a translation key (react-admin translates choices by default). */
export interface EnumChoice<V extends number = number> {
  id: V;
  name: string;
}

export interface DomainEnum<N extends string = string, E extends EnumEntry = EnumEntry> {
  readonly name: N;
  readonly entries: readonly E[];
  readonly values: readonly E['value'][];
  byValue(value: unknown): E | undefined;
  key(value: unknown): E['key'] | undefined;
  /** The number of `key`: code names a status by its key, not by a bare number. */
  value<K extends E['key']>(key: K): Extract<E, { key: K }>['value'];
  /** Unknown values get the neutral colour, so a new server status still renders. */
  color(value: unknown): EnumColor;
  /** `enum.<name>.<key>`, or undefined for a value the spec does not list. */
  labelKey(value: unknown): string | undefined;
  /** The label itself, for code that has no translator (the gateway, exports). */
  label(value: unknown, language: EnumLanguage): string | undefined;
  choices(): EnumChoice<E['value']>[];
  isValue(value: unknown): value is E['value'];
}

/** The union of an enumeration's numbers, e.g. `EnumValue<typeof orderStatus>`. */
export type EnumValue<T extends DomainEnum> = T['values'][number];

const NAME_PATTERN = /^[a-z][a-zA-Z0-9]*$/;
const KEY_PATTERN = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

/**
 * Builds an enumeration and checks it when the module loads: a duplicated value or key, a
 * malformed key or an empty label is a programming error and must not reach a screen. Marked
 * free of side effects for the bundler: an enumeration no screen reads is left out of its chunk
 * (the unit tests load every one, so each is still checked).
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineEnum<const N extends string, const E extends readonly EnumEntry[]>(
  name: N,
  entries: E,
): DomainEnum<N, E[number]> {
  type Entry = E[number];
  if (!NAME_PATTERN.test(name)) throw new Error(`enum name "${name}" must be camelCase`);
  if (entries.length === 0) throw new Error(`enum ${name} has no entries`);

  const byNumber = new Map<number, Entry>();
  const keys = new Set<string>();
  for (const entry of entries) {
    if (!Number.isInteger(entry.value)) throw new Error(`enum ${name}: value ${entry.value} is not an integer`);
    if (byNumber.has(entry.value)) throw new Error(`enum ${name}: value ${entry.value} appears twice`);
    if (!KEY_PATTERN.test(entry.key)) throw new Error(`enum ${name}: key "${entry.key}" is not snake_case`);
    if (keys.has(entry.key)) throw new Error(`enum ${name}: key "${entry.key}" appears twice`);
    if (!entry.en.trim() || !entry.tr.trim()) throw new Error(`enum ${name}: ${entry.key} needs en and tr labels`);
    byNumber.set(entry.value, entry);
    keys.add(entry.key);
  }

  const byValue = (value: unknown): Entry | undefined => (typeof value === 'number' ? byNumber.get(value) : undefined);
  const labelKeyOf = (entry: Entry) => `enum.${name}.${entry.key}`;

  return Object.freeze({
    name,
    entries,
    values: Object.freeze(entries.map((entry) => entry.value)),
    byValue,
    key: (value: unknown) => byValue(value)?.key,
    value: <K extends Entry['key']>(key: K) => entries.find((entry) => entry.key === key)?.value as Extract<Entry, { key: K }>['value'],
    color: (value: unknown) => byValue(value)?.color ?? 'default',
    labelKey: (value: unknown) => {
      const entry = byValue(value);
      return entry && labelKeyOf(entry);
    },
    label: (value: unknown, language: EnumLanguage) => byValue(value)?.[language],
    choices: () => entries.map((entry) => ({ id: entry.value, name: labelKeyOf(entry) })),
    isValue: (value: unknown): value is Entry['value'] => byValue(value) !== undefined,
  });
}
