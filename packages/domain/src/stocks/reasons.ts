// The ledger's vocabulary (issue 20): why a stock movement happened, and which way it goes. An entry adds bottles
// to a warehouse, an exit takes them away, an inventory adjustment goes either way (counted minus recorded). A
// transfer is two movements sharing one transfer id: 'transferOut' from one warehouse, 'transferIn' to the other.

export const stockEntryReasons = ['production', 'purchase', 'return', 'cancellation', 'transferIn'] as const;
export const stockExitReasons = ['sale', 'sample', 'tasting', 'breakage', 'loss', 'transferOut'] as const;
export const stockMovementReasons = [...stockEntryReasons, ...stockExitReasons, 'inventory'] as const;

export type StockEntryReason = (typeof stockEntryReasons)[number];
export type StockExitReason = (typeof stockExitReasons)[number];
export type StockMovementReason = (typeof stockMovementReasons)[number];

/** Reasons a person enters by hand; sales, cancellations, transfers and counts come from their own actions. */
export const manualStockReasons = [
  'production',
  'purchase',
  'return',
  'sample',
  'tasting',
  'breakage',
  'loss',
] as const satisfies readonly StockMovementReason[];
export type ManualStockReason = (typeof manualStockReasons)[number];

export type StockDirection = 'entry' | 'exit' | 'either';

export function stockDirectionOf(reason: StockMovementReason): StockDirection {
  if ((stockEntryReasons as readonly string[]).includes(reason)) return 'entry';
  if ((stockExitReasons as readonly string[]).includes(reason)) return 'exit';
  return 'either';
}

/** A movement's signed quantity agrees with its reason: entries add, exits take, nothing is a zero. */
export function signAgreesWithReason(reason: StockMovementReason, delta: number): boolean {
  if (!Number.isInteger(delta) || delta === 0) return false;
  const direction = stockDirectionOf(reason);
  return direction === 'either' || (direction === 'entry') === delta > 0;
}

/** Warehouse tax status (French excise): 'suspended' = entrepositaire agréé, duties suspended; 'paid' = duties paid. */
export const warehouseTaxStatuses = ['suspended', 'paid'] as const;
export type WarehouseTaxStatus = (typeof warehouseTaxStatuses)[number];
