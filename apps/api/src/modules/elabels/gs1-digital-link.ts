// GS1 Digital Link (GS1 General Specifications §3.4.2 GTIN, Digital Link standard 1.2): /01/{gtin}, then the
// qualifiers /22/{consumer product variant, here the vintage} and /10/{batch or lot}, in that order.

import { type GtinProblem, gtinCheckDigit, gtinForms, normalizeGtin } from '@sarment/domain/validation/gtin';

// the GTIN rules are the catalogue's too: one copy, in the domain
export { type GtinProblem, gtinForms, normalizeGtin };

/** The GS1 mod-10 check digit of the digits before it. Example: gs1CheckDigit('376012345001') is 0. */
export const gs1CheckDigit = gtinCheckDigit;

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
