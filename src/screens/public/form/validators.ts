// Field rules of the public forms (spec section 5). A rule returns a translation key with its
// arguments, or undefined when the value passes.

export interface ValidationMessage {
  message: string;
  args?: Record<string, unknown>;
}

export type Validator<V extends Record<string, string>> = (value: string, values: V) => ValidationMessage | undefined;

/** Required, ignoring surrounding spaces. */
export const required =
  <V extends Record<string, string>>(): Validator<V> =>
  (value) =>
    value.trim() === '' ? { message: 'app.validation.required' } : undefined;

/** At least `min` characters; `trim` for fields whose value is sent trimmed (the username). */
export const minLength =
  <V extends Record<string, string>>(min: number, { trim = false } = {}): Validator<V> =>
  (value) => {
    const length = (trim ? value.trim() : value).length;
    // An empty field is reported by `required`, not twice.
    return length > 0 && length < min ? { message: 'app.validation.min_length', args: { min } } : undefined;
  };

/** Same value as another field (password confirmation). */
export const matches =
  <V extends Record<string, string>>(other: keyof V): Validator<V> =>
  (value, values) =>
    value !== '' && value !== values[other] ? { message: 'app.validation.passwords_mismatch' } : undefined;

export const USERNAME_MIN_LENGTH = 2;
export const PASSWORD_MIN_LENGTH = 6;
