import { fr as booking } from '../features/cart/booking-i18n.fr.ts';
import type { fr as home } from '../features/home/i18n.fr.ts';
import { fr as shoppingAs } from '../features/layout/shopping-as-i18n.fr.ts';
import { fr as maintenance } from '../features/maintenance/i18n.fr.ts';
import type { fr as shop } from '../features/shops/i18n.fr.ts';
import { fr as snackbar } from '../features/snackbar/i18n.fr.ts';
import { fr as common } from './fr.ts';

// Every area's texts under its own key (t('shop.products'), t('home.title')...). The public pages (the producers'
// home, the shop frame, the booking of an event, app-wide banners and snackbars, errors) ship only the texts they
// show, in their own language: this French catalogue is bundled (default language), the English one
// (public.en.ts) is loaded when a page is in English (i18n/index.ts). The back office adds its own catalogue
// (back-office-catalog.ts). Add an area's texts to the catalogue of the pages that show them. The shop pages' and
// the producers' home's French texts (`shop`, `home`) come with the modules that read them (i18n/shop-texts.ts).
export const frPublicCatalog = {
  ...common,
  cart: { close: booking.close, booking },
  layout: { shoppingAs },
  maintenance,
  snackbar,
};

export type PublicCatalog = typeof frPublicCatalog & { home: typeof home; shop: typeof shop };
