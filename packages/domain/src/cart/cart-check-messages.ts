// French messages of the cart checks (spec §5 Cart checks, spec §8). Placeholders in braces are filled by
// formatCartCheckMessage.

export type CartCheckCode =
  | 'productBelowMinimum'
  | 'productAboveMaximum'
  | 'slotFull'
  | 'deliveryAddressRequired'
  | 'phoneRequired'
  | 'informationToComplete'
  | 'orderBelowMinimumAmount'
  | 'orderBelowMinimumProductCount'
  | 'orderAboveMaximumProductCount'
  | 'insufficientStock'
  | 'quantityNotMultiple'
  | 'deliveryModeRequired'
  | 'paymentMethodRequired'
  | 'noDeliveryModeForAddress';

/** A code's message, or a variant of it: the shortage of stock names the free units when the order earns some. */
export type CartCheckMessageKey = CartCheckCode | 'insufficientStockWithFreeUnits';

export const cartCheckMessages: Readonly<Record<CartCheckMessageKey, string>> = {
  productBelowMinimum: 'La quantité minimale pour « {product} » est de {min}.',
  productAboveMaximum: 'La quantité maximale pour « {product} » est de {max}.',
  slotFull:
    'Le nombre maximum de places est atteint pour le créneau « {slot} » ({places} place(s) restante(s)).',
  deliveryAddressRequired: 'Veuillez renseigner une adresse de livraison.',
  phoneRequired: 'Veuillez renseigner un numéro de téléphone.',
  informationToComplete:
    'Veuillez compléter vos informations (mot de passe ou coordonnées) avant de commander.',
  orderBelowMinimumAmount: 'Le montant minimum de commande chez ce producteur est de {amount} HT.',
  orderBelowMinimumProductCount: 'Ce producteur demande au moins {min} produits par commande.',
  orderAboveMaximumProductCount: 'Ce producteur accepte au plus {max} produits par commande.',
  insufficientStock: 'Stock insuffisant pour « {product} » : {stock} disponible(s).',
  insufficientStockWithFreeUnits:
    'Stock insuffisant pour « {product} » : {stock} disponible(s), {units} nécessaire(s) dont {free} offerte(s).',
  quantityNotMultiple: 'Le nombre de produits doit être un multiple de {multiple}.',
  deliveryModeRequired: 'Veuillez choisir un mode de livraison.',
  paymentMethodRequired: 'Veuillez choisir un moyen de paiement.',
  // spec §8, kept word for word.
  noDeliveryModeForAddress: 'Aucun mode de livraison disponible pour cette addresse',
};

/** Example: `formatCartCheckMessage('productAboveMaximum', { product: 'Brut Réserve', max: 6 })`. */
export function formatCartCheckMessage(
  code: CartCheckMessageKey,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return cartCheckMessages[code].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
