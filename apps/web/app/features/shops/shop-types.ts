// Answers of the shops and catalogue API as the shop pages read them (GET /v1/shops/{id}, /page, /products...).
import type { publicShop, shopDetail, shopHeader, shopTab, shopViewer } from '@sarment/api';
import type { z } from 'zod';

// The shop answers are the API's schemas (types only: no server code and no zod reach the public pages).
/** Public shop fields of GET /v1/shops (spec §3 Shop, §7). */
export type PublicShop = z.output<typeof publicShop>;
/** spec §3 Shop.header */
export type ShopHeaderSettings = z.output<typeof shopHeader>;
/** spec §3 Tab, with the page query opening it (spec §2) and one level of sub-menus. */
export type ShopTab = z.output<typeof shopTab>;
export type ShopViewer = z.output<typeof shopViewer>;
/** GET /v1/shops/{id} */
export type ShopDetail = z.output<typeof shopDetail>;

export interface FormatPrice {
  typology: string;
  amount: number;
  ttc: boolean;
  priceHT: number;
  priceTTC: number;
  vatRate: number;
  discountPrice: { threshold: number; price: number }[];
  discountAdd: { threshold: number; free: number }[];
  promotions: { type: string; amount: number; activation: string; threshold: number | null }[];
}

export type StockStatus = 'inStock' | 'low' | 'outOfStock' | 'unmanaged';

export interface ShopProductFormat {
  id: string;
  name: string;
  container: string;
  unity: string;
  unityValue: number;
  type: string;
  eq75: number;
  price: FormatPrice | null;
  stock: number | null;
  stockStatus: StockStatus;
  gtin: string | null;
}

export interface ShopProduct {
  id: string;
  shopId: string;
  slug: string;
  name: string;
  productType: string;
  precision: string | null;
  type: string | null;
  typeLabel: string | null;
  color: string | null;
  colorLabel: string | null;
  gamme: string | null;
  status: string;
  description: string | null;
  labels: string[];
  visuals: string[];
  vatType: string;
  minOrder: number | null;
  maxOrder: number | null;
  pricesHidden: boolean;
  vintages: { id: string; name: string; year: number | null; alcoholPercent: number | null }[];
  formats: ShopProductFormat[];
}

/** A format as a product card shows it: its name, stock and the viewer's price (no tiers, no promotions). */
export type ProductCardFormat = Pick<
  ShopProductFormat,
  'id' | 'name' | 'unity' | 'unityValue' | 'eq75' | 'stock' | 'stockStatus'
> & { price: Pick<FormatPrice, 'amount' | 'ttc'> | null };

/** What a product card shows and adds to the cart: GET /v1/shops/{id}/product-cards, the products of page blocks. */
export type ProductCardData = Pick<
  ShopProduct,
  | 'id'
  | 'shopId'
  | 'slug'
  | 'name'
  | 'productType'
  | 'precision'
  | 'type'
  | 'color'
  | 'status'
  | 'labels'
  | 'visuals'
  | 'vatType'
  | 'pricesHidden'
> & { vintages: { id: string; name: string }[]; formats: ProductCardFormat[] };

export interface ShopProductDetail extends ShopProduct {
  packings: { id: string; name: string; quantity: number }[];
}

export interface EventSummary {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  durationMinutes: number;
  languages: string[];
  visuals: string[];
  priceFrom: number | null;
  nextSlots: { id: string; start: string; end: string; placesLeft: number | null }[];
}

export type PageBlock =
  | { type: 'html'; html: string }
  | { type: 'products'; title: string | null; products: ProductCardData[] }
  | { type: 'events'; title: string | null; events: EventSummary[] };

/** GET /v1/shops/{id}/page */
export interface ShopPage {
  tab: { id: string; name: string; slug: string; kind: 'content' | 'catalogue' };
  html: string | null;
  blocks: PageBlock[];
}

export interface FilterOption {
  value: string;
  label: string;
  count: number;
}

/** GET /v1/shops/{id}/product-filters (spec §9) */
export interface ProductFilters {
  fixed: { id: 'all' | 'others'; label: string; count: number }[];
  groups: { id: 'range' | 'type' | 'color' | 'vintage'; label: string; options: FilterOption[] }[];
}

export interface LegalNotice {
  shopName: string;
  html: string | null;
  legal: {
    businessName: string;
    legalForm: string;
    siret: string;
    rcs: string;
    vatNumber: string;
    exciseNumber: string | null;
    address: { street: string; zipcode: string; city: string; country: string };
  } | null;
  contact: { email: string | null; phone: string | null };
}
