import { en as booking } from '../features/cart/booking-i18n.en.ts';
import { en as home } from '../features/home/i18n.en.ts';
import { en as shoppingAs } from '../features/layout/shopping-as-i18n.en.ts';
import { en as maintenance } from '../features/maintenance/i18n.en.ts';
import { en as shop } from '../features/shops/i18n.en.ts';
import { en as snackbar } from '../features/snackbar/i18n.en.ts';
import { en as common } from './en.ts';
import type { PublicCatalog } from './public.fr.ts';

/** The public pages' texts in English (see public.fr.ts), loaded only for pages in English. */
export const enPublicCatalog: PublicCatalog = {
  ...common,
  home,
  shop,
  cart: { close: booking.close, booking },
  layout: { shoppingAs },
  maintenance,
  snackbar,
};
