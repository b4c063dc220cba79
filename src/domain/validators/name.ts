// Person names (spec 5): letters and single spaces only. Letters are any script's (so ç ğ ı İ ö ş ü
// and Ç Ğ Ö Ş Ü are kept, and so are é or ß of staff abroad); digits, punctuation and symbols go.

// NFC first so a letter typed as base + accent becomes one letter; marks left over are kept with it.
const NOT_NAME = /[^\p{L}\p{M} ]/gu;

function keepNameCharacters(value: string): string {
  return value.normalize('NFC').replace(/\s/g, ' ').replace(NOT_NAME, '').replace(/ {2,}/g, ' ');
}

/** The name to save: letters and single spaces, no space at either end. */
export const cleanName = (value: string): string => keepNameCharacters(value).trim();

/**
 * The same cleaning for an input while it is typed: a trailing space is kept, otherwise the space
 * between first and last name could never be typed.
 */
export const cleanNameWhileTyping = (value: string): string => keepNameCharacters(value).trimStart();
