// Rules of a stock level (issue 20): its alert threshold, and an inventory count turned into adjustments.

/**
 * What a change of level does to its alert (spec §3 'threshold reached'): the owners are told once when the level
 * reaches its threshold (at or below it), and again only after it has risen above and reached it anew.
 */
export function thresholdAlert(level: {
  quantity: number;
  alertThreshold: number | null;
  alertRaised: boolean;
}): 'raise' | 'clear' | 'keep' {
  const { quantity, alertThreshold, alertRaised } = level;
  const reached = alertThreshold !== null && quantity <= alertThreshold;
  if (reached && !alertRaised) return 'raise';
  if (!reached && alertRaised) return 'clear';
  return 'keep';
}

/** A line counted in an inventory, and the level the ledger holds for it (0 when none yet). */
export interface InventoryCount<Key> {
  key: Key;
  counted: number;
  recorded: number;
}

/** The adjustment movements of a count: counted minus recorded, for the lines that differ only. */
export function inventoryAdjustments<Key>(
  counts: readonly InventoryCount<Key>[],
): { key: Key; delta: number }[] {
  return counts
    .filter((line) => line.counted !== line.recorded)
    .map((line) => ({ key: line.key, delta: line.counted - line.recorded }));
}

/**
 * Units a level holds for orders not yet shipped (the checkout takes stock when the order is placed: the level
 * already left them out). Shown as 'réservé'; the bottles are still in the warehouse, so physical = level +
 * reserved, and what can still be sold is the level itself.
 */
export function levelFigures(level: { quantity: number; reserved: number }) {
  return { quantity: level.quantity + level.reserved, reserved: level.reserved, available: level.quantity };
}

export const stockMessages = {
  belowZero: (available: number) =>
    `Stock insuffisant : cette sortie rendrait le stock négatif (${available} disponible${available > 1 ? 's' : ''}).`,
  belowZeroGeneric: 'Stock insuffisant : cette sortie rendrait le stock négatif.',
  signEntry: 'Une entrée doit avoir une quantité positive.',
  signExit: 'Une sortie doit avoir une quantité négative.',
  zero: 'La quantité ne peut pas être nulle.',
  sameWarehouse: "L'entrepôt de destination doit être différent de l'entrepôt d'origine.",
  formatNotOfProduct: "Ce format n'appartient pas à ce produit.",
  vintageNotOfProduct: "Ce millésime n'appartient pas à ce produit.",
  vintageRequired: 'Choisissez le millésime de ce produit.',
  productNotFound: 'Produit introuvable',
  warehouseNotFound: 'Entrepôt introuvable',
  levelNotFound: 'Ligne de stock introuvable',
  countNegative: 'La quantité comptée doit être un entier positif ou nul.',
  emptyInventory: "L'inventaire ne contient aucune ligne.",
} as const;
