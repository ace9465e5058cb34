import * as auth from '../features/auth/i18n.ts';
import * as cart from '../features/cart/i18n.ts';
import * as home from '../features/home/i18n.ts';
import * as shell from '../features/layout/shell-i18n.ts';
import * as settings from '../features/settings/i18n.ts';
import * as shop from '../features/shops/i18n.ts';
import { en as commonEn } from './en.ts';
import { fr as commonFr } from './fr.ts';

// Every area's texts under its own key (t('shop.products'), t('home.title')...). Add an area here.
export const frCatalog = {
  ...commonFr,
  ...shell.fr,
  auth: auth.fr,
  cart: cart.fr,
  home: home.fr,
  shop: shop.fr,
  settings: settings.fr,
  customize: settings.frCustomizeTexts,
};
export const enCatalog: typeof frCatalog = {
  ...commonEn,
  ...shell.en,
  auth: auth.en,
  cart: cart.en,
  home: home.en,
  shop: shop.en,
  settings: settings.en,
  customize: settings.frCustomizeTexts,
};
