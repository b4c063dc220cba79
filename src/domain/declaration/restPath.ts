// Where the gateway serves a REST resource (`rest` in a declaration, ./resource.ts): one rule for
// the panel's data provider and the gateway's routes, so the path is written once, in the
// declaration.
import type { EnumLike, FieldDescriptor } from './fields';

interface RestAddressed {
  name: string;
  rest?: { path: string; typedBy?: string };
}

/** `/wps/logs`-like: lowercase segments, no parameters. */
const REST_PATH = /^(\/[a-z][a-z0-9-]*)+$/;

/** The resource's path on the gateway: its declared `rest.path`, or `/<name>`. */
export function restPathOf(entry: RestAddressed): string {
  const path = entry.rest?.path ?? `/${entry.name}`;
  if (!REST_PATH.test(path)) throw new Error(`resource ${entry.name}: rest.path "${path}" must be lowercase segments such as /wps/logs`);
  return path;
}

type Keyed = EnumLike & { entries: readonly { value: number; key: string }[] };

/** A typed resource's closed set: each key of its `typedBy` enumeration and the number it stands for. */
export function typedKeys(entry: RestAddressed & { fields: Readonly<Record<string, FieldDescriptor>> }): ReadonlyMap<string, number> | null {
  const field = entry.rest?.typedBy;
  if (!field) return null;
  const descriptor = entry.fields[field];
  if (descriptor?.kind !== 'enum' || !('entries' in descriptor.enumeration)) throw new Error(`resource ${entry.name}: rest.typedBy "${field}" must be an enumeration field`);
  return new Map((descriptor.enumeration as Keyed).entries.map((one) => [one.key, one.value]));
}

/** The key a typed record's detail path carries for its `typedBy` value. */
export function typedKeyOf(keys: ReadonlyMap<string, number>, value: unknown): string | undefined {
  for (const [key, number] of keys) if (number === value) return key;
  return undefined;
}
