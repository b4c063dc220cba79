import type { DomainEnum, EnumChoice, EnumColor } from '../../../domain/enums/defineEnum';
import type { EnumLike } from '../../../domain/declaration/fields';

/** What the views need from an enumeration field: a label key, a chip colour and the choices. */
export interface EnumView {
  labelKey(value: unknown): string | undefined;
  color(value: unknown): EnumColor;
  choices(): EnumChoice[];
}

const isDomainEnum = (enumeration: EnumLike): enumeration is DomainEnum =>
  typeof (enumeration as Partial<DomainEnum>).labelKey === 'function' &&
  typeof (enumeration as Partial<DomainEnum>).color === 'function';

/**
 * Declarations pass domain enumerations (src/domain/enums), which carry their keys and colours.
 * The descriptor type only promises `{ name, values }`, so a bare one still renders: keyed by its
 * numbers (`enum.<name>.<value>`) in the neutral colour.
 */
export function enumView(enumeration: EnumLike): EnumView {
  if (isDomainEnum(enumeration)) return enumeration;
  const known = (value: unknown) => typeof value === 'number' && enumeration.values.includes(value);
  return {
    labelKey: (value) => (known(value) ? `enum.${enumeration.name}.${value}` : undefined),
    color: () => 'default',
    choices: () => enumeration.values.map((value) => ({ id: value, name: `enum.${enumeration.name}.${value}` })),
  };
}
