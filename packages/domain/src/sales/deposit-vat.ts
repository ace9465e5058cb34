// The VAT of a deposit bill (facture d'acompte): a deposit on an order bears the VAT of what it pays for, so its HT
// is spread over the order's VAT bases pro rata (CGI art. 269-2-a: VAT on goods is due on the deposit received for
// them, at their rate). Wine and spirits are at 20 %, but an order may mix rates (a tasting at 10 %, a book at
// 5.5 %), and an export or an intra-EU B2B sale under reverse charge is at 0 %: a flat 20 % would be wrong.
import { roundHalfUp, roundHalfUpBig } from '../money/rounding.ts';

export interface VatBase {
  readonly vatRateBp: number;
  /** the order's HT at this rate, in cents */
  readonly totalHtCents: number;
}

export interface DepositShare {
  readonly vatRateBp: number;
  readonly totalHtCents: number;
  readonly totalVatCents: number;
  readonly totalTtcCents: number;
}

/**
 * Spreads a deposit's HT over the order's VAT bases pro rata, each share rounded half-up to the cent; the cents
 * the rounding lost or added settle on the shares it moved most (one cent each, largest remainder), so the shares
 * sum to the deposit exactly and none is more than a cent from its exact pro rata;
 * each share's VAT is its HT × rate rounded half-up, as a one-unit document line's (so the issued deposit bill's
 * totals are these). Bases of one rate are merged; a rate whose base is not positive gets nothing. Shares come in
 * ascending rate order, zero shares left out.
 * Example: 100.00 € on 600 € at 20 % and 400 € at 5.5 % gives 60.00 + 12.00 and 40.00 + 2.20 (114.20 TTC).
 */
export function depositVatBreakdown(bases: readonly VatBase[], depositHtCents: number): DepositShare[] {
  if (!Number.isSafeInteger(depositHtCents) || depositHtCents <= 0) {
    throw new RangeError(`a deposit is a positive number of cents (${depositHtCents})`);
  }
  const byRate = new Map<number, number>();
  for (const base of bases) {
    if (!Number.isInteger(base.vatRateBp) || base.vatRateBp < 0)
      throw new RangeError(`rate ${base.vatRateBp} bp`);
    byRate.set(base.vatRateBp, (byRate.get(base.vatRateBp) ?? 0) + base.totalHtCents);
  }
  const positive = [...byRate.entries()]
    .filter(([, ht]) => ht > 0)
    .map(([vatRateBp, ht]) => ({ vatRateBp, ht }))
    .sort((a, b) => a.vatRateBp - b.vatRateBp);
  const total = positive.reduce((sum, base) => sum + base.ht, 0);
  if (total <= 0) throw new RangeError('an order without a positive VAT base takes no deposit');
  const deposit = BigInt(depositHtCents);
  const whole = BigInt(total);
  const shares = positive.map((base) => {
    const ht = roundHalfUpBig(deposit * BigInt(base.ht), whole);
    // how far the rounding moved the share, in 1/total of a cent (positive: rounded up)
    return {
      vatRateBp: base.vatRateBp,
      base: base.ht,
      ht,
      moved: BigInt(ht) * whole - deposit * BigInt(base.ht),
    };
  });
  let left = depositHtCents - shares.reduce((sum, share) => sum + share.ht, 0);
  if (left !== 0) {
    // the cents the rounding lost (or added) settle on the shares it moved most (largest remainder), one each;
    // a tie goes to the larger base, then the higher rate
    const step = left > 0 ? 1 : -1;
    const order = [...shares].sort((a, b) => {
      const byMove = step > 0 ? a.moved - b.moved : b.moved - a.moved;
      if (byMove !== 0n) return byMove < 0n ? -1 : 1;
      return b.base - a.base || b.vatRateBp - a.vatRateBp;
    });
    for (const share of order) {
      if (left === 0) break;
      share.ht += step;
      left -= step;
    }
  }
  return shares
    .filter((share) => share.ht !== 0)
    .map((share) => {
      const totalVatCents = roundHalfUp(share.ht * share.vatRateBp, 10_000);
      return {
        vatRateBp: share.vatRateBp,
        totalHtCents: share.ht,
        totalVatCents,
        totalTtcCents: share.ht + totalVatCents,
      };
    });
}
