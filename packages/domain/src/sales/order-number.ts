// Issue 15: a buyer's order list holds orders of several sellers, each numbered from 1 every year: a number must
// say whose it is. The shop's own order prefix (settings, billing tab, numbering) when it chose one; else 'CMD'
// and the shop's public code, unique on the platform.

/** What an order number starts with. Example: orderNumberStart({ shopCode: 'TROISV', year: 2026 }) is 'CMD-TROISV-2026-'. */
export function orderNumberStart(input: {
  shopCode: string;
  orderPrefix?: string | null;
  year: number;
}): string {
  const own = input.orderPrefix?.trim().replace(/\s+/g, '-');
  return `${own || `CMD-${input.shopCode}`}-${input.year}-`;
}

/** The shop's chosen order prefix in its stored settings (billing tab, numbering.order), if any. */
export function storedOrderPrefix(settings: unknown): string | null {
  const sections = (settings as { sections?: { billing?: { numbering?: { order?: unknown } } } } | null)
    ?.sections;
  const prefix = sections?.billing?.numbering?.order;
  return typeof prefix === 'string' && prefix.trim() ? prefix : null;
}
