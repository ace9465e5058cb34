// Text the database can store. PostgreSQL refuses a NUL character in any text, and a lone UTF-16 surrogate
// (half of an emoji, "\ud800") in a JSON column; elsewhere it would be stored as '?' — so both are refused
// as input, everywhere, with one message (issue 14).

// a NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL is the character refused
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when PostgreSQL can store the text as it is. Example: `isStorableText('a\u0000b')` is false. */
export function isStorableText(value: string): boolean {
  return !unstorable.test(value);
}

/** An object of data (JSON.parse, a query or path parser), as opposed to a Buffer, a stream or a class. */
const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  // the query parser's objects inherit from an empty prototype of their own, itself without prototype
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
};

/**
 * The path (`tabs.0.name`) of the first text in a parsed JSON value, query or path parameters that PostgreSQL
 * cannot store, keys included; null when every text is storable. Only arrays and objects of data are entered
 * (a Buffer body is not text). Walks without recursion: a deeply nested body cannot overflow the stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const entries = Array.isArray(current)
      ? current.map((item, index) => [String(index), item] as const)
      : isPlainObject(current)
        ? Object.entries(current)
        : [];
    // the path is shown and logged: an unstorable key is named with U+FFFD in place of its bad characters
    const at = (key: string) => {
      const shown = isStorableText(key) ? key : key.replace(new RegExp(unstorable, 'g'), '\ufffd');
      return path ? `${path}.${shown}` : shown;
    };
    for (const [key, item] of entries.reverse()) {
      if (!isStorableText(key)) return at(key);
      pending.push([item, at(key)]);
    }
  }
  return null;
}
