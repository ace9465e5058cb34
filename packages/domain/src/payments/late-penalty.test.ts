import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents.ts';
import { defaultLatePenaltyRateBp, latePenalty, minimumLatePenaltyRateBp } from './late-penalty.ts';

describe('latePenalty (C. com. L441-10, D441-5)', () => {
  it('charges the rate pro rata of days late, rounded half-up once, plus 40 EUR for a professional', () => {
    // 1000.00 × 12.15 % × 30 / 365 = 9.9863… → 9.99
    expect(
      latePenalty({
        remainingCents: cents(100_000),
        dueOn: '2026-01-01',
        today: '2026-01-31',
        rateBp: 1215,
        isPro: true,
      }),
    ).toEqual({ daysLate: 30, interestCents: 999, indemnityCents: 4000, totalCents: 4999 });
  });

  it('rounds a half cent up', () => {
    // 365.00 × 10 % × 1 day / 365 = 0.10 exactly; 36.50 × 10 % × 1 / 365 = 0.01 exactly; 18.25 → 0.005 → 0.01
    const penalty = latePenalty({
      remainingCents: cents(1_825),
      dueOn: '2026-01-01',
      today: '2026-01-02',
      rateBp: 1000,
      isPro: true,
    });
    expect(penalty.interestCents).toBe(1);
  });

  it('owes nothing on time, nor from a private client', () => {
    const base = { remainingCents: cents(50_000), dueOn: '2026-03-10', rateBp: 1215 };
    expect(latePenalty({ ...base, today: '2026-03-10', isPro: true }).totalCents).toBe(0);
    expect(latePenalty({ ...base, today: '2026-05-10', isPro: false }).totalCents).toBe(0);
  });

  it('defaults to the ECB rate plus 10 points, above three times the legal rate', () => {
    expect(defaultLatePenaltyRateBp).toBe(1215);
    expect(minimumLatePenaltyRateBp).toBe(828);
  });
});
