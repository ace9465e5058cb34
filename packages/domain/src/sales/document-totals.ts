// Totals of a sales document (issue 18): each line rounded half-up to the cent, the document the sum of its
// lines, so HT + VAT = TTC per rate and in total (C. com. L441-9: totals HT, VAT per rate, TTC).
import { roundHalfUp } from '../money/rounding.ts';

export interface DocumentLineInput {
  /** unit price HT in cents before the line's discount (the pricing engine's tier or typology price) */
  readonly unitHtCents: number;
  readonly quantity: number;
  readonly vatRateBp: number;
  /** line discount in basis points (10 % is 1000) */
  readonly discountBp?: number;
}

export interface DocumentLineTotals {
  readonly totalHtCents: number;
  readonly totalVatCents: number;
  readonly totalTtcCents: number;
}

export interface VatBreakdown {
  readonly vatRateBp: number;
  readonly totalHtCents: number;
  readonly totalVatCents: number;
}

export interface DocumentTotals extends DocumentLineTotals {
  readonly lines: readonly DocumentLineTotals[];
  readonly vatByRate: readonly VatBreakdown[];
}

const full = 10_000;

/**
 * One line: HT = unit × quantity × (1 − line discount) × (1 − global discount), rounded once; VAT on that HT.
 * Example: 3 × 10.00 at 10 % off and 20 % VAT is 27.00 HT, 5.40 VAT, 32.40 TTC.
 */
export function lineTotals(line: DocumentLineInput, globalDiscountBp = 0): DocumentLineTotals {
  const discount = line.discountBp ?? 0;
  for (const rate of [discount, globalDiscountBp]) {
    if (!Number.isInteger(rate) || rate < 0 || rate > full) throw new RangeError(`discount ${rate} bp`);
  }
  if (!Number.isInteger(line.quantity) || !Number.isInteger(line.unitHtCents)) {
    throw new RangeError('quantity and unit price are integers');
  }
  const totalHtCents = roundHalfUp(
    line.unitHtCents * line.quantity * (full - discount) * (full - globalDiscountBp),
    full * full,
  );
  const totalVatCents = roundHalfUp(totalHtCents * line.vatRateBp, full);
  return { totalHtCents, totalVatCents, totalTtcCents: totalHtCents + totalVatCents };
}

/** The document's totals: the sum of its lines (each rounded), with the VAT per rate the bill prints. */
export function documentTotals(lines: readonly DocumentLineInput[], globalDiscountBp = 0): DocumentTotals {
  const computed = lines.map((line) => lineTotals(line, globalDiscountBp));
  const byRate = new Map<number, { totalHtCents: number; totalVatCents: number }>();
  computed.forEach((totals, index) => {
    const rate = lines[index]?.vatRateBp ?? 0;
    const entry = byRate.get(rate) ?? { totalHtCents: 0, totalVatCents: 0 };
    entry.totalHtCents += totals.totalHtCents;
    entry.totalVatCents += totals.totalVatCents;
    byRate.set(rate, entry);
  });
  const totalHtCents = computed.reduce((sum, line) => sum + line.totalHtCents, 0);
  const totalVatCents = computed.reduce((sum, line) => sum + line.totalVatCents, 0);
  return {
    lines: computed,
    totalHtCents,
    totalVatCents,
    totalTtcCents: totalHtCents + totalVatCents,
    vatByRate: [...byRate.entries()]
      .sort(([a], [b]) => b - a)
      .map(([vatRateBp, entry]) => ({ vatRateBp, ...entry })),
  };
}

/**
 * The final bill of an order deducts the deposit bills already issued against it: it prints its full totals,
 * then the deposits, then what remains to pay. Refuses deposits above the bill.
 */
export function amountDueAfterDeposits(
  bill: DocumentLineTotals,
  deposits: readonly DocumentLineTotals[],
): { depositsTtcCents: number; dueTtcCents: number } {
  const depositsTtcCents = deposits.reduce((sum, deposit) => sum + deposit.totalTtcCents, 0);
  if (depositsTtcCents > bill.totalTtcCents) {
    throw new RangeError('the deposits exceed the final bill');
  }
  return { depositsTtcCents, dueTtcCents: bill.totalTtcCents - depositsTtcCents };
}

export interface CreditedLine {
  readonly lineNo: number;
  /** defaults to the whole line's quantity */
  readonly quantity?: number;
}

/**
 * The lines a credit note repeats: the whole bill when no line is named, else the named lines (at most their
 * billed quantity, never a line twice). Prices and discounts are the bill's, so the note mirrors it exactly.
 */
export function creditNoteLines<T extends DocumentLineInput & { readonly lineNo: number }>(
  billLines: readonly T[],
  credited?: readonly CreditedLine[],
): T[] {
  if (!credited || credited.length === 0) return [...billLines];
  const seen = new Set<number>();
  return credited.map((entry) => {
    const line = billLines.find((candidate) => candidate.lineNo === entry.lineNo);
    if (!line) throw new RangeError(`line ${entry.lineNo} is not on the bill`);
    if (seen.has(entry.lineNo)) throw new RangeError(`line ${entry.lineNo} is credited twice`);
    seen.add(entry.lineNo);
    const quantity = entry.quantity ?? line.quantity;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > line.quantity) {
      throw new RangeError(`line ${entry.lineNo}: quantity ${quantity} out of 1..${line.quantity}`);
    }
    return { ...line, quantity };
  });
}
