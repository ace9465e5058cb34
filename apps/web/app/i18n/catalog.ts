import * as home from '../features/home/i18n.ts';
import * as shop from '../features/shops/i18n.ts';
import { en as commonEn } from './en.ts';
import { fr as commonFr } from './fr.ts';

// Every area's texts under its own key (t('shop.products'), t('home.title')...). Add an area here.
export const frCatalog = { ...commonFr, home: home.fr, shop: shop.fr };
export const enCatalog: typeof frCatalog = { ...commonEn, home: home.en, shop: shop.en };
