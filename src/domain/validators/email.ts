// A sane e-mail check (spec 5): the shapes people really use, not the whole of RFC 5322, which
// would accept addresses no mail form or provider does.

const LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
export const EMAIL_PATTERN = new RegExp(`^${LOCAL}@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);

/** RFC 5321 limits: 64 characters before the @, 254 in all. */
export function isValidEmail(value: string): boolean {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  if (email.length > 254) return false;
  const at = email.lastIndexOf('@');
  return at > 0 && at <= 64 && EMAIL_PATTERN.test(email);
}
