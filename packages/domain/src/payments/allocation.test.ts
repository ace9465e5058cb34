import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocationMessages,
  billPaymentStatus,
  checkAllocations,
  creditStatus,
  suggestAllocations,
} from './allocation.ts';

// Issue 19, spec §4: what a bill's and a credit's statuses are, and the rules every ventilation keeps — never
// more than the payment (or credit) holds, never more than a bill's remaining due, amounts above zero.
describe('statuses (spec §4)', () => {
  it('a bill is missing, partial or paid from what was paid on it', () => {
    expect(billPaymentStatus(12000, 0)).toBe('missing');
    expect(billPaymentStatus(12000, 1)).toBe('partial');
    expect(billPaymentStatus(12000, 12000)).toBe('paid');
    expect(billPaymentStatus(0, 0)).toBe('paid');
  });

  it('a credit is full, partial, empty or cancelled', () => {
    expect(creditStatus(5000, 0, false)).toBe('full');
    expect(creditStatus(5000, 10, false)).toBe('partial');
    expect(creditStatus(5000, 5000, false)).toBe('empty');
    expect(creditStatus(5000, 0, true)).toBe('cancelled');
  });
});

describe('checkAllocations', () => {
  const bills = new Map([
    ['a', 12000],
    ['b', 6000],
  ]);

  it('accepts allocations within the payment and each bill', () => {
    expect(
      checkAllocations(
        18000,
        [
          { billId: 'a', amountCents: 12000 },
          { billId: 'b', amountCents: 6000 },
        ],
        bills,
      ),
    ).toEqual([]);
  });

  it('refuses beyond a bill, beyond the payment or the credit, zero, fractions of a cent and twice a bill', () => {
    expect(checkAllocations(20000, [{ billId: 'a', amountCents: 12001 }], bills)).toEqual([
      { index: 0, message: allocationMessages.exceedsBill },
    ]);
    expect(checkAllocations(10000, [{ billId: 'a', amountCents: 11000 }], bills)).toEqual([
      { index: null, message: allocationMessages.exceedsPayment },
    ]);
    expect(checkAllocations(10000, [{ billId: 'a', amountCents: 11000 }], bills, 'credit')).toEqual([
      { index: null, message: allocationMessages.exceedsCredit },
    ]);
    expect(checkAllocations(10000, [{ billId: 'a', amountCents: 0 }], bills)[0]?.message).toBe(
      allocationMessages.amount,
    );
    expect(checkAllocations(10000, [{ billId: 'a', amountCents: 1.5 }], bills)[0]?.message).toBe(
      allocationMessages.amount,
    );
    expect(
      checkAllocations(
        10000,
        [
          { billId: 'b', amountCents: 100 },
          { billId: 'b', amountCents: 100 },
        ],
        bills,
      )[0]?.message,
    ).toBe(allocationMessages.duplicateBill);
    expect(checkAllocations(10000, [{ billId: 'unknown', amountCents: 100 }], bills)[0]?.message).toBe(
      allocationMessages.exceedsBill,
    );
  });
});

describe('suggestAllocations (oldest first)', () => {
  it('pays the first bills in full and the next partly; the rest is left over', () => {
    expect(
      suggestAllocations(30000, [
        { id: 'a', remainingCents: 12000 },
        { id: 'b', remainingCents: 6000 },
        { id: 'c', remainingCents: 24000 },
      ]),
    ).toEqual({
      allocations: [
        { billId: 'a', amountCents: 12000 },
        { billId: 'b', amountCents: 6000 },
        { billId: 'c', amountCents: 12000 },
      ],
      leftoverCents: 0,
    });
    expect(suggestAllocations(5000, [{ id: 'a', remainingCents: 1000 }])).toEqual({
      allocations: [{ billId: 'a', amountCents: 1000 }],
      leftoverCents: 4000,
    });
  });

  it('always passes the checks and spends exactly the amount or every remaining due (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 20 }),
        (available, remainings) => {
          const bills = remainings.map((remainingCents, i) => ({ id: `b${i}`, remainingCents }));
          const { allocations, leftoverCents } = suggestAllocations(available, bills);
          const spent = allocations.reduce((sum, a) => sum + a.amountCents, 0);
          const due = remainings.reduce((sum, r) => sum + r, 0);
          expect(spent + leftoverCents).toBe(available);
          expect(spent).toBe(Math.min(available, due));
          expect(
            checkAllocations(available, allocations, new Map(bills.map((b) => [b.id, b.remainingCents]))),
          ).toEqual([]);
        },
      ),
    );
  });
});
