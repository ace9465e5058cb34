// Late-payment penalties between professionals, Code de commerce art. L441-10 (II):
// - penalties run from the day after the due date, without any reminder being needed;
// - their rate is the one agreed in the terms of sale, never below three times the legal interest rate
//   (taux d'intérêt légal); with nothing agreed, it is the European Central Bank's rate of its latest main
//   refinancing operation plus 10 percentage points (the rate in force on 1 January for the first half-year,
//   on 1 July for the second);
// - a fixed indemnity for recovery costs of 40 EUR is owed by a professional debtor (art. D441-5), once per
//   late bill.
// A consumer is not under L441-10: no penalty and no indemnity are computed for a private client here (the
// legal interest of C. civ. art. 1231-6 runs only after a formal notice, outside this tool).
// Interest is simple interest pro rata of days late over a 365-day year, rounded once, half-up, to the cent.
import { type Cents, cents } from '../money/cents.ts';
import { roundHalfUpBig } from '../money/rounding.ts';
import type { PlainDateInput } from '../reference/plain-date.ts';
import { daysPastDue } from './ageing.ts';

/**
 * The default rate with nothing agreed, in basis points: ECB main refinancing rate 2.15 % (in force on
 * 1 July 2025, decision of 5 June 2025) + 10 points = 12.15 %. A shop sets its own agreed rate in the
 * reminder settings; it is refused below three times the legal interest rate.
 */
export const defaultLatePenaltyRateBp = 1215;

/** Legal interest rate for professional creditors, second half of 2025 (arrêté of 19 June 2025, JO of 24 June): 2.76 %. */
export const legalInterestRateBp = 276;

/** L441-10: an agreed rate may not be lower than three times the legal interest rate. */
export const minimumLatePenaltyRateBp = legalInterestRateBp * 3;

/** D441-5: fixed indemnity for recovery costs, 40 EUR per late bill of a professional debtor. */
export const recoveryIndemnityCents: Cents = cents(4000);

export interface LatePenaltyInput {
  /** what is still owed on the bill, TTC */
  remainingCents: Cents;
  dueOn: PlainDateInput;
  today: PlainDateInput;
  /** yearly rate in basis points (12.15 % = 1215) */
  rateBp: number;
  /** only a professional debtor owes L441-10 penalties and the 40 EUR indemnity */
  isPro: boolean;
}

export interface LatePenalty {
  daysLate: number;
  interestCents: Cents;
  indemnityCents: Cents;
  totalCents: Cents;
}

/**
 * Example: 1 000.00 EUR 30 days late at 12.15 % is 1000 × 0.1215 × 30 / 365 = 9.986… → 9.99 EUR, plus 40 EUR.
 */
export function latePenalty(input: LatePenaltyInput): LatePenalty {
  const daysLate = daysPastDue(input.dueOn, input.today);
  if (!input.isPro || daysLate === 0 || input.remainingCents <= 0) {
    return { daysLate, interestCents: cents(0), indemnityCents: cents(0), totalCents: cents(0) };
  }
  // Rounding policy: one half-up rounding of the exact pro rata (bigint keeps the product exact).
  const interest = roundHalfUpBig(
    BigInt(input.remainingCents) * BigInt(input.rateBp) * BigInt(daysLate),
    10_000n * 365n,
  );
  return {
    daysLate,
    interestCents: cents(interest),
    indemnityCents: recoveryIndemnityCents,
    totalCents: cents(interest + recoveryIndemnityCents),
  };
}
