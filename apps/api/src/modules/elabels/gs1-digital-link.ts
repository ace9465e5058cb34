// GS1 Digital Link (GS1 General Specifications §3.4.2 GTIN, Digital Link standard 1.2): /01/{gtin}, then the
// qualifiers /22/{consumer product variant, here the vintage} and /10/{batch or lot}, in that order.

export type GtinProblem = 'format' | 'checkDigit';

/** The GS1 mod-10 check digit of the digits before it. Example: gs1CheckDigit('376012345001') is 0. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    // weights 3 and 1 alternate from the rightmost digit of the body
    const weight = (body.length - i) % 2 === 1 ? 3 : 1;
    sum += Number(body[i]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * A GTIN of 8 to 14 digits as its 14-digit form (left-padded with zeros), or why it is not one.
 * Example: normalizeGtin('3760123450010') is { ok: true, gtin14: '03760123450010' }.
 */
export function normalizeGtin(
  raw: string,
): { ok: true; gtin14: string } | { ok: false; problem: GtinProblem } {
  if (!/^\d{8,14}$/.test(raw)) return { ok: false, problem: 'format' };
  const gtin14 = raw.padStart(14, '0');
  if (gs1CheckDigit(gtin14.slice(0, 13)) !== Number(gtin14[13])) return { ok: false, problem: 'checkDigit' };
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

export interface DigitalLink {
  /** the GTIN as written in the link */
  gtin: string;
  gtin14: string;
  /** AI 22 (here the vintage), decoded */
  vintage: string | null;
  /** AI 10, batch or lot number, decoded */
  lot: string | null;
  /** the path in GS1's order, from '/01/': '/01/{gtin}/22/{vintage}/10/{lot}' */
  canonicalPath: string;
  /** false when the qualifiers came in another order: the page redirects to canonicalPath */
  isCanonical: boolean;
}

export type DigitalLinkProblem = GtinProblem | 'path';

/** AI 10 and AI 22 hold up to 20 characters (GS1 General Specifications, §3.2). */
const QUALIFIER_MAX = 20;
const QUALIFIERS = ['22', '10'] as const;

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * Reads the path of a GS1 Digital Link from its '/01/' (a leading '/gs1' is accepted).
 * Example: parseDigitalLink('/01/3760123450010/10/L23/22/2022') reads lot 'L23', vintage '2022' and is not
 * canonical ('/01/3760123450010/22/2022/10/L23' is).
 */
export function parseDigitalLink(
  path: string,
): { ok: true; link: DigitalLink } | { ok: false; problem: DigitalLinkProblem } {
  const segments = path
    .replace(/^\/gs1(?=\/)/, '')
    .split('/')
    .filter(Boolean);
  const [primary, rawGtin, ...rest] = segments;
  if (primary !== '01' || !rawGtin || rest.length % 2 !== 0) return { ok: false, problem: 'path' };
  const gtin = normalizeGtin(rawGtin);
  if (!gtin.ok) return gtin;
  const values = new Map<string, string>();
  const order: string[] = [];
  for (let i = 0; i < rest.length; i += 2) {
    const ai = rest[i]!;
    const value = decode(rest[i + 1]!);
    const known = (QUALIFIERS as readonly string[]).includes(ai);
    if (!known || values.has(ai) || !value || value.length > QUALIFIER_MAX)
      return { ok: false, problem: 'path' };
    values.set(ai, value);
    order.push(ai);
  }
  const canonicalOrder = QUALIFIERS.filter((ai) => values.has(ai));
  const canonicalPath = [
    `/01/${rawGtin}`,
    ...canonicalOrder.map((ai) => `/${ai}/${encodeURIComponent(values.get(ai)!)}`),
  ].join('');
  return {
    ok: true,
    link: {
      gtin: rawGtin,
      gtin14: gtin.gtin14,
      vintage: values.get('22') ?? null,
      lot: values.get('10') ?? null,
      canonicalPath,
      isCanonical: order.join('/') === canonicalOrder.join('/'),
    },
  };
}
