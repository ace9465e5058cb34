// Answers of the shops and catalogue API as the shop pages read them (GET /v1/shops/{id}, /page, /products...).
import type {
  eventSummary,
  formatPrice,
  legalNotice,
  pageBlock,
  product,
  productCard,
  productDetail,
  productFilters,
  productFormat,
  productSummary,
  publicShop,
  shopBuilder,
  shopDetail,
  shopHeader,
  shopPage,
  shopTab,
  shopViewer,
  stockStatus,
} from '@sarment/api';
import type { z } from 'zod';

// The shop and catalogue answers are the API's schemas (types only: no server code and no zod reach the public
// pages).
/** Public shop fields of GET /v1/shops (spec §3 Shop, §7). */
export type PublicShop = z.output<typeof publicShop>;
/** spec §3 Shop.header */
export type ShopHeaderSettings = z.output<typeof shopHeader>;
/** spec §3 Tab, with the page query opening it (spec §2) and one level of sub-menus. */
export type ShopTab = z.output<typeof shopTab>;
export type ShopViewer = z.output<typeof shopViewer>;
/** GET /v1/shops/{id} */
export type ShopDetail = z.output<typeof shopDetail>;

/** A format's price for the viewer's typology (GET /v1/shops/{id}/products...). */
export type FormatPrice = z.output<typeof formatPrice>;
export type StockStatus = z.output<typeof stockStatus>;
export type ShopProductFormat = z.output<typeof productFormat>;
/** A product with every detail, priced for the viewer (GET /v1/shops/{id}/products/{product} without packings). */
export type ShopProduct = z.output<typeof product>;
/** GET /v1/shops/{id}/products and GET /v1/products: what a list shows of a product (issue 22). */
export type ShopProductSummary = z.output<typeof productSummary>;
/** What a product card shows and adds to the cart: GET /v1/shops/{id}/product-cards, the products of page blocks. */
export type ProductCardData = z.output<typeof productCard>;
/** A format as a product card shows it: its name, stock and the viewer's price (no tiers, no promotions). */
export type ProductCardFormat = ProductCardData['formats'][number];
/** GET /v1/shops/{id}/products/{product} */
export type ShopProductDetail = z.output<typeof productDetail>;

export type EventSummary = z.output<typeof eventSummary>;
export type PageBlock = z.output<typeof pageBlock>;
/** GET /v1/shops/{id}/page */
export type ShopPage = z.output<typeof shopPage>;

/** GET /v1/shops/{id}/product-filters (spec §9) */
export type ProductFilters = z.output<typeof productFilters>;
export type FilterOption = ProductFilters['groups'][number]['options'][number];

/** GET /v1/shops/{id}/legal-notice */
export type LegalNotice = z.output<typeof legalNotice>;

/** GET /v1/shops/{id}/builders: a case the buyer composes (issue 16). */
export type ShopBuilder = z.output<typeof shopBuilder>;
