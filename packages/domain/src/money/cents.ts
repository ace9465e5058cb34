// Amounts of money are integer euro cents under a named type; floats never carry money.

/** An integer number of euro cents. Build one with `cents()` or `eurosToCents()`, never by a cast. */
export type Cents = number & { readonly __brand: 'Cents' };

/** Guards an integer amount of cents. Example: `cents(1234)` is 12.34 EUR; `cents(12.5)` throws. */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new TypeError(`${value} is not an integer amount of cents`);
  return value as Cents;
}

export const zeroCents: Cents = cents(0);

export function addCents(a: Cents, b: Cents): Cents {
  return cents(a + b);
}

export function subtractCents(a: Cents, b: Cents): Cents {
  return cents(a - b);
}

export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return cents(total);
}

/** Unit price times a whole quantity: exact, no rounding. Example: `multiplyCents(cents(1050), 12)` is 126.00. */
export function multiplyCents(unitAmount: Cents, quantity: number): Cents {
  if (!Number.isSafeInteger(quantity)) throw new TypeError(`${quantity} is not a whole quantity`);
  return cents(unitAmount * quantity);
}

export function minCents(a: Cents, b: Cents): Cents {
  return a <= b ? a : b;
}

export function maxCents(a: Cents, b: Cents): Cents {
  return a >= b ? a : b;
}

const eurosPattern = /^\s*([+-])?(\d*)(?:[.,](\d*))?\s*$/;

/**
 * Reads euros exactly from their written decimal form (dot or French comma), never through a float product.
 * Example: `eurosToCents('12,34')` is 1234; `eurosToCents(0.1 + 0.2)` is 30.
 */
export function eurosToCents(euros: string | number): Cents {
  let text: string;
  if (typeof euros === 'number') {
    if (!Number.isFinite(euros) || Math.abs(euros) >= 1e13)
      throw new RangeError(`${euros} is not a usable amount`);
    // Below 1e-6 a number prints with an exponent; such an amount is 0 cents.
    if (Math.abs(euros) < 1e-6) return zeroCents;
    text = String(euros);
  } else {
    text = euros;
  }
  const match = eurosPattern.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === ''))
    throw new RangeError(`"${text}" is not an amount in euros`);
  const centsPart = Number(fraction.slice(0, 2).padEnd(2, '0'));
  // Rounding policy: beyond the cent, half away from zero on the written decimal (third decimal >= 5 rounds).
  const roundUp = fraction.length > 2 && Number(fraction.charAt(2)) >= 5 ? 1 : 0;
  const magnitude = Number(whole || '0') * 100 + centsPart + roundUp;
  return cents(match[1] === '-' && magnitude !== 0 ? -magnitude : magnitude);
}

/**
 * Euros as a JSON number for API answers: the nearest double to the 2-decimal value, which JSON prints with
 * at most 2 decimals. Example: `centsToEuros(cents(1234))` is 12.34.
 */
export function centsToEuros(amount: Cents): number {
  return amount / 100;
}

/** Exact decimal text with 2 decimals. Example: `centsToDecimalString(cents(-5))` is "-0.05". */
export function centsToDecimalString(amount: Cents): string {
  const magnitude = Math.abs(amount);
  const whole = Math.floor(magnitude / 100);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${amount < 0 ? '-' : ''}${whole}.${fraction}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats for people; the decimal string goes to Intl as text, so no float is involved.
 * Example: `formatEuros(cents(1234))` is "12,34 €" (with a no-break space before the sign).
 */
export function formatEuros(amount: Cents, locale = 'fr-FR'): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    formatters.set(locale, formatter);
  }
  return formatter.format(centsToDecimalString(amount) as Intl.StringNumericLiteral);
}
