// Stock allocations (issue 20, spec §1 "allocations"): a quantity of a scarce wine (product, format, vintage)
// reserved for one client, for the clients of one agent, or for one market (a client typology), until an optional
// end day. What a buyer may take of an item is their own allocations' remainder plus the unallocated remainder of
// the stock, never another buyer's allocation. Orders placed against an allocation consume it.

export const allocationTargetKinds = ['client', 'agent', 'market'] as const;
export type AllocationTargetKind = (typeof allocationTargetKinds)[number];

export type AllocationTarget =
  | { kind: 'client'; clientId: string }
  | { kind: 'agent'; agentUserId: string }
  | { kind: 'market'; typology: string };

export interface StockAllocation {
  id: string;
  target: AllocationTarget;
  /** units reserved */
  quantity: number;
  /** units orders already took from it */
  consumed: number;
  /** last day (YYYY-MM-DD, Paris) the reservation holds; null: until consumed or removed */
  endsOn: string | null;
}

/** Who is buying, as the allocations name them (null where the buyer has none). */
export interface AllocationBuyer {
  clientId: string | null;
  agentUserId: string | null;
  typology: string | null;
}

export const allocationMessages = {
  notFound: 'Allocation introuvable',
  shortage: (product: string, stock: number) =>
    `Stock insuffisant pour « ${product} » : ${stock} disponible(s) pour vous, le reste est réservé à d'autres clients.`,
  targetRequired: 'Choisissez le client, l’agent ou le marché de l’allocation.',
  quantityBelowConsumed: (consumed: number) =>
    `La quantité allouée ne peut pas être inférieure à ce qui a déjà été commandé (${consumed}).`,
  unknownClient: 'Client inexistant',
  unknownAgent: 'Cet agent ne travaille pas pour la boutique.',
  unknownTypology: 'Ce marché (typologie) n’existe pas dans la boutique.',
  unknownItem: 'Ce produit, ce format ou ce millésime n’existe pas dans la boutique.',
} as const;

/** What is left to take of an allocation (never below zero). */
export const allocationRemaining = (allocation: Pick<StockAllocation, 'quantity' | 'consumed'>): number =>
  Math.max(0, allocation.quantity - allocation.consumed);

/** An allocation holds through its end day included; after it, its remainder is sold freely again. */
export const allocationActive = (allocation: Pick<StockAllocation, 'endsOn'>, day: string): boolean =>
  allocation.endsOn === null || allocation.endsOn >= day;

export function allocationMatches(target: AllocationTarget, buyer: AllocationBuyer): boolean {
  switch (target.kind) {
    case 'client':
      return buyer.clientId !== null && target.clientId === buyer.clientId;
    case 'agent':
      return buyer.agentUserId !== null && target.agentUserId === buyer.agentUserId;
    case 'market':
      return buyer.typology !== null && target.typology === buyer.typology;
  }
}

export interface BuyerShare {
  /** units the buyer may take; null when the item is not stock-managed */
  limit: number | null;
  /** the remainder of the buyer's own active allocations */
  own: number;
  /** the remainder of everyone else's active allocations, which the buyer may not take */
  reservedForOthers: number;
  /** the stock nobody's allocation holds */
  free: number;
}

/**
 * What this buyer may take of an item holding `available` units (null: not stock-managed, no limit): their own
 * allocations' remainder plus what no active allocation holds, never more than the stock itself.
 */
export function buyerShare(
  available: number | null,
  allocations: readonly StockAllocation[],
  buyer: AllocationBuyer,
  day: string,
): BuyerShare {
  let own = 0;
  let reservedForOthers = 0;
  for (const allocation of allocations) {
    if (!allocationActive(allocation, day)) continue;
    const remaining = allocationRemaining(allocation);
    if (allocationMatches(allocation.target, buyer)) own += remaining;
    else reservedForOthers += remaining;
  }
  if (available === null) return { limit: null, own, reservedForOthers, free: 0 };
  const stock = Math.max(0, available);
  const free = Math.max(0, stock - own - reservedForOthers);
  return { limit: Math.min(stock, own + free), own, reservedForOthers, free };
}

/**
 * Which of the buyer's allocations an order of `units` consumes: their own active allocations first, the one
 * ending soonest first (then by id), each up to its remainder; what is left over comes from the free stock.
 */
export function planAllocationUse(
  units: number,
  allocations: readonly StockAllocation[],
  buyer: AllocationBuyer,
  day: string,
): { id: string; quantity: number }[] {
  const own = allocations
    .filter(
      (a) => allocationActive(a, day) && allocationMatches(a.target, buyer) && allocationRemaining(a) > 0,
    )
    .sort(
      (a, b) =>
        (a.endsOn ?? '9999-12-31').localeCompare(b.endsOn ?? '9999-12-31') ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  const plan: { id: string; quantity: number }[] = [];
  let left = units;
  for (const allocation of own) {
    if (left <= 0) break;
    const quantity = Math.min(left, allocationRemaining(allocation));
    plan.push({ id: allocation.id, quantity });
    left -= quantity;
  }
  return plan;
}
