// spec §5: redirect targets are accepted only if a local path (no open redirect after login).

const probeOrigin = 'https://sarment.invalid';

function hasControlCharacter(text: string, alsoWhitespace: boolean): boolean {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f || (alsoWhitespace && /\s/u.test(character))) return true;
  }
  return false;
}

function decodeOnce(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * True only for a path on this site: starts with one '/', no '//' or '/\' host form, no backslash, no scheme,
 * no control character (nor raw whitespace), even once percent-decoded. Example: `isLocalRedirect('//evil.test')` is false.
 */
export function isLocalRedirect(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return false;
  const decoded = decodeOnce(target);
  if (decoded === null) return false;
  // The raw target may hold no whitespace at all; once decoded, an encoded space (%20) is fine but an encoded
  // control character, slash pair or backslash is not (a later decode must not turn it into a host).
  if (hasControlCharacter(target, true) || hasControlCharacter(decoded, false)) return false;
  for (const text of [target, decoded]) {
    if (!text.startsWith('/') || text.startsWith('//') || text.includes('\\')) return false;
  }
  try {
    return new URL(target, probeOrigin).origin === probeOrigin;
  } catch {
    return false;
  }
}

/** The target when it is a local path, else the fallback. Example: `safeRedirect('https://evil.test')` is '/'. */
export function safeRedirect(target: unknown, fallback = '/'): string {
  return isLocalRedirect(target) ? target : fallback;
}
