import type { StockMovementReason } from '@sarment/domain/stocks';

/** The ledger's reasons in the owner's words (exports; the web app has its own catalogue). */
export const reasonLabels: Record<StockMovementReason, string> = {
  production: 'Mise en bouteille',
  purchase: 'Achat',
  return: 'Retour',
  cancellation: 'Annulation de commande',
  transferIn: 'Transfert (entrée)',
  sale: 'Vente',
  sample: 'Échantillon',
  tasting: 'Dégustation',
  breakage: 'Casse',
  loss: 'Perte',
  transferOut: 'Transfert (sortie)',
  inventory: "Ajustement d'inventaire",
};
