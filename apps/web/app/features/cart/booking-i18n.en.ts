import type { fr } from './booking-i18n.fr.ts';

export const en: typeof fr = {
  close: 'Close',
  book: 'Book',
  title: 'Book: {{title}}',
  slot: 'Time slot',
  noSlot: 'No time slot available for this event.',
  full: 'Full',
  placesLeft_one: '{{count}} place left',
  placesLeft_other: '{{count}} places left',
  add: 'Add to cart',
  added: 'Booking added to the cart',
  touristTax: 'Tourist tax added per counted person',
  pricesHidden: 'Prices are shown to registered members only: log in to see them.',
  offer: 'Also book at {{name}}:',
};
