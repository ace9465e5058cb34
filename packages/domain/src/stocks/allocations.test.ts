import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AllocationBuyer,
  type AllocationTarget,
  buyerShare,
  planAllocationUse,
  type StockAllocation,
} from './allocations.ts';

const day = '2026-11-26';
const alice: AllocationBuyer = { clientId: 'cli_alice', agentUserId: null, typology: 'particulier' };
const bob: AllocationBuyer = { clientId: 'cli_bob', agentUserId: 'usr_agent', typology: 'caviste' };
const allocation = (
  id: string,
  target: AllocationTarget,
  quantity: number,
  consumed = 0,
  endsOn: string | null = null,
): StockAllocation => ({ id, target, quantity, consumed, endsOn });

describe('buyerShare: own allocation plus the unallocated remainder, never another buyer’s', () => {
  const allocations = [
    allocation('sal_1', { kind: 'client', clientId: 'cli_alice' }, 4),
    allocation('sal_2', { kind: 'market', typology: 'caviste' }, 3),
  ];

  it('gives the holder their allocation and everyone the free rest', () => {
    expect(buyerShare(10, allocations, alice, day)).toEqual({
      limit: 7,
      own: 4,
      reservedForOthers: 3,
      free: 3,
    });
    expect(buyerShare(10, allocations, bob, day).limit).toBe(6);
    expect(
      buyerShare(10, allocations, { clientId: null, agentUserId: null, typology: null }, day).limit,
    ).toBe(3);
  });

  it('matches an agent’s clients and a market by typology', () => {
    const byAgent = [allocation('sal_a', { kind: 'agent', agentUserId: 'usr_agent' }, 5)];
    expect(buyerShare(5, byAgent, bob, day).limit).toBe(5);
    expect(buyerShare(5, byAgent, alice, day).limit).toBe(0);
  });

  it('counts what orders consumed, and frees an allocation after its end day', () => {
    const consumed = [allocation('sal_1', { kind: 'client', clientId: 'cli_alice' }, 4, 3)];
    expect(buyerShare(10, consumed, bob, day).limit).toBe(9);
    const ended = [allocation('sal_1', { kind: 'client', clientId: 'cli_alice' }, 4, 0, '2026-11-25')];
    expect(buyerShare(10, ended, bob, day).limit).toBe(10);
    const endsToday = [allocation('sal_1', { kind: 'client', clientId: 'cli_alice' }, 4, 0, day)];
    expect(buyerShare(10, endsToday, bob, day).limit).toBe(6);
  });

  it('never gives more than the stock when it is over-allocated, and no limit to unmanaged items', () => {
    expect(buyerShare(3, allocations, alice, day).limit).toBe(3);
    expect(buyerShare(3, allocations, bob, day).limit).toBe(3);
    expect(buyerShare(0, allocations, alice, day).limit).toBe(0);
    expect(buyerShare(null, allocations, alice, day).limit).toBeNull();
  });

  const targets = fc.oneof(
    fc.constantFrom('cli_a', 'cli_b').map((clientId): AllocationTarget => ({ kind: 'client', clientId })),
    fc
      .constantFrom('usr_x', 'usr_y')
      .map((agentUserId): AllocationTarget => ({ kind: 'agent', agentUserId })),
    fc
      .constantFrom('caviste', 'particulier')
      .map((typology): AllocationTarget => ({ kind: 'market', typology })),
  );
  const allocationsArb = fc.array(
    fc.record({
      id: fc.uuid(),
      target: targets,
      quantity: fc.integer({ min: 1, max: 50 }),
      consumed: fc.integer({ min: 0, max: 50 }),
      endsOn: fc.option(fc.constantFrom('2026-11-25', day, '2026-12-31'), { nil: null }),
    }),
    { maxLength: 6 },
  );
  const buyers = fc.record({
    clientId: fc.option(fc.constantFrom('cli_a', 'cli_b'), { nil: null }),
    agentUserId: fc.option(fc.constantFrom('usr_x', 'usr_y'), { nil: null }),
    typology: fc.option(fc.constantFrom('caviste', 'particulier'), { nil: null }),
  });

  it('whatever a buyer takes, every other buyer’s allocations stay coverable (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), allocationsArb, buyers, (available, list, buyer) => {
        const share = buyerShare(available, list, buyer, day);
        expect(share.limit).not.toBeNull();
        const limit = share.limit as number;
        expect(limit).toBeGreaterThanOrEqual(0);
        expect(limit).toBeLessThanOrEqual(available);
        // after the buyer takes their limit (own first), the stock left still holds the others' allocations
        // whenever it held them before
        if (available >= share.own + share.reservedForOthers) {
          expect(available - limit).toBeGreaterThanOrEqual(share.reservedForOthers);
        }
        const plan = planAllocationUse(limit, list, buyer, day);
        const fromOwn = plan.reduce((sum, use) => sum + use.quantity, 0);
        expect(fromOwn).toBe(Math.min(limit, share.own));
        expect(limit - fromOwn).toBeLessThanOrEqual(share.free);
      }),
    );
  });
});

describe('planAllocationUse: the buyer’s own allocations first, the one ending soonest first', () => {
  it('consumes each up to its remainder and leaves the rest to the free stock', () => {
    const list = [
      allocation('sal_late', { kind: 'client', clientId: 'cli_alice' }, 5, 0, null),
      allocation('sal_soon', { kind: 'market', typology: 'particulier' }, 3, 1, '2026-12-01'),
      allocation('sal_other', { kind: 'client', clientId: 'cli_bob' }, 10),
    ];
    expect(planAllocationUse(4, list, alice, day)).toEqual([
      { id: 'sal_soon', quantity: 2 },
      { id: 'sal_late', quantity: 2 },
    ]);
    expect(planAllocationUse(9, list, alice, day)).toEqual([
      { id: 'sal_soon', quantity: 2 },
      { id: 'sal_late', quantity: 5 },
    ]);
    expect(planAllocationUse(3, list, { clientId: null, agentUserId: null, typology: null }, day)).toEqual(
      [],
    );
  });
});
