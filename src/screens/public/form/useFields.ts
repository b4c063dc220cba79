import { useCallback, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { Translate } from '../../../i18n/lookup';
import type { ValidationMessage, Validator } from './validators';

export type Rules<V extends Record<string, string>> = { [K in keyof V]?: Validator<V>[] };

function firstError<V extends Record<string, string>>(rules: Validator<V>[] | undefined, value: string, values: V) {
  for (const rule of rules ?? []) {
    const error = rule(value, values);
    if (error) return error;
  }
  return undefined;
}

/**
 * A small controlled-form helper for the public pages (lighter than a form library on the first
 * page). Errors show once a field was left or a submit was tried; a failed submit focuses the
 * first invalid field so keyboard and screen-reader users land on it. `translate`: react-admin's,
 * or the sign-in page's own before react-admin has loaded.
 */
export function useFields<V extends Record<string, string>>(initial: V, rules: Rules<V>, translate: Translate) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const inputs = useRef<Partial<Record<keyof V, HTMLInputElement | null>>>({});

  const errors = useMemo(() => {
    const result: Partial<Record<keyof V, ValidationMessage>> = {};
    for (const name of Object.keys(values) as (keyof V)[]) {
      const error = firstError(rules[name], values[name], values);
      if (error) result[name] = error;
    }
    return result;
  }, [values, rules]);

  /** Marks every field as touched; true when the form may be submitted. */
  const validate = useCallback((): boolean => {
    const names = Object.keys(values) as (keyof V)[];
    setTouched(Object.fromEntries(names.map((name) => [name, true])) as Record<keyof V, boolean>);
    const invalid = names.find((name) => errors[name]);
    if (invalid) inputs.current[invalid]?.focus();
    return invalid === undefined;
  }, [values, errors]);

  /** Props for an MUI TextField bound to one field (the sign-in form maps them onto a plain input). */
  const field = (name: keyof V & string) => {
    const error = touched[name] ? errors[name] : undefined;
    return {
      name,
      id: `field-${name}`,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      inputRef: (element: HTMLInputElement | null) => {
        inputs.current[name] = element;
      },
      error: Boolean(error),
      // A blank line is kept for the message, so a message appearing on blur never moves what
      // is below (the forgot-password link once slid away under the pointer mid-click).
      helperText: error ? translate(error.message, error.args) : ' ',
    };
  };

  /** Puts the keyboard in one field (the one a refused submit asks to fix). */
  const focus = useCallback((name: keyof V) => inputs.current[name]?.focus(), []);

  return { values, setValues, field, validate, focus };
}
