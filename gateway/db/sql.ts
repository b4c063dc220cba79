// Small SQL helpers for the generic layer: identifiers come only from declarations and mappings
// (checked against a strict pattern), values only ever travel as $n parameters.

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export function assertIdentifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`"${name}" is not a safe SQL identifier`);
  return name;
}

/** A quoted identifier (column alias in camelCase, e.g. "warehouseId"). */
export function quoted(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`"${name}" is not a safe SQL alias`);
  return `"${name}"`;
}

/** Collects parameters while a statement is built: `params.add(value)` answers its placeholder. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `100%_off` -> `100\%\_off`, for `ILIKE ... ESCAPE '\'`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
