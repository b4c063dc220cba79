// The catalogue read without polyglot's runtime, for the sign-in page that loads before the
// panel: the same polyglot keys and %{name} placeholders, no plural forms (no sign-in text has one).
export type Translate = (key: string, args?: Record<string, unknown>) => string;

function find(messages: Record<string, unknown>, key: string): unknown {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** A translate function over one language's catalogue; an unknown key reads as `args._`, else itself. */
export function lookupTranslate(messages: Record<string, unknown>): Translate {
  return (key, args = {}) => {
    const found = find(messages, key);
    const text = typeof found === 'string' ? found : typeof args._ === 'string' ? args._ : key;
    return text.replace(/%\{(\w+)\}/g, (placeholder, name: string) => (name in args ? String(args[name]) : placeholder));
  };
}
