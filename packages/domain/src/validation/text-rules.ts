// spec §5 field rules on text, as plain predicates. Each one is strict: an empty value fails, so an optional
// field combines it with `isBlank` (see optionalField in schemas.ts).

const asText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** True for undefined, null, '' and whitespace only. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  return typeof value === 'string' && value.trim() === '';
}

/** spec §5 needed: 'Ce champ ne peut pas être vide'. Arrays must hold one item; numbers and booleans count. */
export function isFilled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return !isBlank(value);
}

const emailPattern =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** spec §5 email. Example: `isEmail('owner@trois-vallees.test')` is true. */
export function isEmail(value: unknown): boolean {
  const text = asText(value)?.trim();
  return !!text && text.length <= 254 && emailPattern.test(text);
}

/** spec §5 counter: at most 50 characters (empty allowed). */
export function isWithinCounter(value: unknown, maxLength = 50): boolean {
  const text = asText(value);
  return text !== null && [...text].length <= maxLength;
}

/** spec §5 url: must include its protocol (http or https) and a host. */
export function isUrl(value: unknown): boolean {
  const text = asText(value)?.trim();
  if (!text || !/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** spec §5 link: only letters, digits, underscore, percent and hyphen. */
export function isLinkSlug(value: unknown): boolean {
  const text = asText(value);
  return !!text && /^[A-Za-z0-9_%-]+$/.test(text);
}

/** spec §5 string (also VAT number): needs a letter and more than one character. */
export function isWordText(value: unknown): boolean {
  const text = asText(value)?.trim();
  return !!text && [...text].length > 1 && /\p{L}/u.test(text);
}

/** spec §5 username: letters (accented included) and spaces, under 50 characters. */
export function isUsername(value: unknown): boolean {
  const text = asText(value);
  return !!text && text.trim() !== '' && [...text].length < 50 && /^[\p{L}\p{M} ]+$/u.test(text);
}

/**
 * spec §5 password: at least 5 characters with an uppercase and a lowercase letter
 * ('Doit contenir une majuscule et plus de 5 caractères').
 */
export function isPassword(value: unknown): boolean {
  const text = asText(value);
  return !!text && [...text].length >= 5 && /\p{Lu}/u.test(text) && /\p{Ll}/u.test(text);
}

/** spec §5 description: over 10 and up to 5000 characters. */
export function isDescription(value: unknown): boolean {
  const length = [...(asText(value)?.trim() ?? '')].length;
  return length > 10 && length <= 5000;
}

/** spec §5 promo code: at most 15 characters. */
export function isPromoCode(value: unknown): boolean {
  const text = asText(value)?.trim();
  return !!text && [...text].length <= 15;
}

/** spec §5 VAT number: needs a letter and more than one character (FR12345678901 passes). */
export function isVatNumber(value: unknown): boolean {
  return isWordText(value);
}

/**
 * spec §5 postal code, any country: 3 to 10 letters, digits, spaces or hyphens, with at least one digit
 * ('21000', 'SW1A 1AA', '1000-001', 'D02 X285').
 */
export function isPostalCode(value: unknown): boolean {
  const text = asText(value)?.trim();
  return !!text && /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(text) && /\d/.test(text);
}
