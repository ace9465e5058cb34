// French messages of the cart and checkout beyond the domain's cart checks (spec §5 Cart checks, §8).
import { eventVisibilityMessages } from '@sarment/domain/events';
import type { CartCheck } from './cart.schemas.ts';

export const cartMessages = {
  productUnavailable: '« {product} » n’est plus disponible à la vente.',
  sellerUnavailable: 'Ce producteur ne vend pas en ligne pour le moment.',
  eventUnavailable: 'La réservation « {event} » n’est plus disponible.',
  // spec §1 event visibility (domain events/visibility.ts)
  eventMembersOnly: eventVisibilityMessages.membersOnly,
  eventNotForProfile: eventVisibilityMessages.typology,
  // spec §8: no slot available for an event
  slotUnavailable: 'Aucun créneau disponible : le créneau choisi pour « {event} » n’est plus proposé.',
  paymentMethodUnavailable: 'Ce moyen de paiement n’est pas proposé par ce producteur.',
  loginRequired: 'Veuillez vous connecter pour passer commande.',
  pricesReservedToMembers:
    'Les prix de ce producteur sont réservés aux membres inscrits : connectez-vous pour les voir.',
  emptyOrder: 'Votre commande est vide.',
} as const;

export type CartMessageCode = keyof typeof cartMessages;

export function cartIssue(
  code: CartMessageCode,
  params: Readonly<Record<string, string>> = {},
  extra: Pick<CartCheck, 'productId' | 'reservationKey'> = {},
): CartCheck {
  const message = cartMessages[code].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
  return { code, message, ...extra };
}
