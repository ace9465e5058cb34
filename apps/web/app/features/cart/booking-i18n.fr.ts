// The texts of booking an event (event-booking.tsx): shown on the public shop pages, so apart from the other cart
// texts (they go into the public catalogue, i18n/catalog.ts).
export const fr = {
  close: 'Fermer',
  book: 'Réserver',
  title: 'Réserver : {{title}}',
  slot: 'Créneau',
  noSlot: 'Aucun créneau disponible pour cet événement.',
  full: 'Complet',
  placesLeft_one: '{{count}} place restante',
  placesLeft_other: '{{count}} places restantes',
  add: 'Ajouter au panier',
  added: 'Réservation ajoutée au panier',
  touristTax: 'Taxe de séjour ajoutée par personne comptée',
  pricesHidden: 'Les prix sont réservés aux membres inscrits : connectez-vous pour les voir.',
  offer: 'Réserver aussi chez {{name}} :',
};
