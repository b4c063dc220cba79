// A field's form validation, from its declaration: the same limits the gateway checks, with
// translated messages (react-admin's ra.validation.* where one fits, else app.framework.*).
import { maxLength, maxValue, minLength, minValue, regex, required, type Validator } from 'react-admin';
import { isValidEmail } from '../../../domain/validators/email';
import { checkDateOrder, checkFieldValue, hasFieldCheck, type FieldCheckContext } from '../../../domain/declaration/fieldChecks';
import type { FieldDescriptor } from '../../../domain/declaration/fields';

const isBlank = (value: unknown) => value == null || value === '';

/** A check that leaves empty values to `required`. */
const check =
  (isValid: (value: unknown) => boolean, message: string): Validator =>
  (value: unknown) =>
    isBlank(value) || isValid(value) ? undefined : message;

export const integer = () => check((value) => Number.isInteger(Number(value)), 'app.framework.validation.integer');
/** The kind's shared check (the gateway runs the same one on the body): its key, with its args. */
export const fieldKindCheck =
  (field: FieldDescriptor, context: FieldCheckContext = {}): Validator =>
  (value: unknown) => {
    const result = checkFieldValue(field, value, context);
    if (result.ok) return undefined;
    return result.args ? { message: result.key, args: result.args } : result.key;
  };
/** A date's `after` rule over the form's values (the gateway runs the same one on the body). */
export const dateOrderCheck =
  (field: FieldDescriptor, context: FieldCheckContext = {}): Validator =>
  (value: unknown, values: Record<string, unknown>) => {
    const result = checkDateOrder(field, value, values ?? {}, context);
    return result.ok ? undefined : { message: result.key, args: result.args };
  };
export const emailAddress = () => check((value) => isValidEmail(String(value)), 'ra.validation.email');
export const webAddress = () =>
  check((value) => {
    try {
      const url = new URL(String(value));
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'app.framework.validation.url');

/** `context`: the session's country, for the kinds whose rule follows it (a national id), and its language (a day in a message). */
export function validatorsFor(field: FieldDescriptor, context: FieldCheckContext = {}): Validator[] {
  const validators: Validator[] = [];
  // A switch always has a value, false included: "required" would only refuse an untouched one.
  if (field.required && field.kind !== 'boolean') validators.push(required());
  if (hasFieldCheck(field)) validators.push(fieldKindCheck(field, context));
  switch (field.kind) {
    case 'text':
      if (field.minLength !== undefined) validators.push(minLength(field.minLength));
      if (field.maxLength !== undefined) validators.push(maxLength(field.maxLength));
      // react-admin's default message prints the regular expression; people get a sentence.
      if (field.pattern !== undefined) validators.push(regex(new RegExp(field.pattern), 'app.framework.validation.pattern'));
      break;
    case 'number':
      if (field.integer) validators.push(integer());
      if (field.min !== undefined) validators.push(minValue(field.min));
      if (field.max !== undefined) validators.push(maxValue(field.max));
      break;
    case 'money':
      if (field.min !== undefined) validators.push(minValue(field.min));
      break;
    case 'date':
      if (field.after) validators.push(dateOrderCheck(field, context));
      break;
    case 'email':
      validators.push(emailAddress());
      break;
    case 'image':
      validators.push(webAddress());
      break;
  }
  return validators;
}
