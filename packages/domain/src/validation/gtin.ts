// GTIN (EAN/UPC) rules of the catalogue (issue 16): one per format and vintage, read by the e-label resolver.

export const gtinMessages = {
  format: 'Le code GTIN doit contenir 8, 12, 13 ou 14 chiffres',
  checkDigit: 'Le code GTIN est invalide (clé de contrôle)',
  taken: 'Ce code GTIN est déjà utilisé par un autre produit',
} as const;

/** The GS1 check digit of the digits before it: weights 3, 1, 3... from the right, to the next ten. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = Number(body[body.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Why a GTIN is refused (its French message), or null when it is valid: GTIN-8, 12 (UPC), 13 (EAN) or 14 digits
 * whose last digit is the GS1 check digit. Example: `gtinProblem('3760123450005')` is null.
 */
export function gtinProblem(gtin: string): string | null {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(gtin)) return gtinMessages.format;
  return gtinCheckDigit(gtin.slice(0, -1)) === Number(gtin.at(-1)) ? null : gtinMessages.checkDigit;
}

export const isGtin = (gtin: string): boolean => gtinProblem(gtin) === null;

export type GtinProblem = 'format' | 'checkDigit';

/**
 * A GTIN of 8 to 14 digits as its 14-digit form (left-padded with zeros), or why it is not one.
 * Example: normalizeGtin('3760123450010') is { ok: true, gtin14: '03760123450010' }.
 */
export function normalizeGtin(
  raw: string,
): { ok: true; gtin14: string } | { ok: false; problem: GtinProblem } {
  if (!/^\d{8,14}$/.test(raw)) return { ok: false, problem: 'format' };
  const gtin14 = raw.padStart(14, '0');
  if (gtinCheckDigit(gtin14.slice(0, 13)) !== Number(gtin14[13])) return { ok: false, problem: 'checkDigit' };
  return { ok: true, gtin14 };
}

/** Every way the same GTIN may be stored: the 14-digit form without some of its leading zeros, down to 8 digits. */
export function gtinForms(gtin14: string): string[] {
  const forms: string[] = [];
  for (let start = 0; start <= 6 && gtin14.length - start >= 8; start += 1) {
    if (start > 0 && gtin14[start - 1] !== '0') break;
    forms.push(gtin14.slice(start));
  }
  return forms;
}
