// Shapes of the jsonb columns. Amounts inside them follow the column rule: integer cents, `*Cents` names.
import type { IntegrationKey } from './enums.ts';

// spec §3 Address
export interface Address {
  name?: string;
  title?: string;
  street: string;
  street2?: string;
  zipcode: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. 'FR' */
  country: string;
  county?: string;
  state?: string;
  stateCode?: string;
  phone?: string;
  email?: string;
  exciseNumber?: string;
  isMountainAddress?: boolean;
}

// spec §3 User.business
export interface UserBusiness {
  reason: string;
  name: string;
}

// spec §3 Shop.settings, spec §9: VAT defaults and the fiscal year start
export interface ShopSettings {
  hasTVA: boolean;
  /** 0-based month the fiscal year starts (spec §9) */
  logStartMonth: number;
  logStartDay: number;
  /** percent, e.g. { standard: 20, medium: 10, reduced: 5.5 } (spec §9) */
  vatRate: { standard: number; medium: number; reduced: number };
  titleProducts: string | null;
  allRulesInEq75: boolean;
  minOrderAmountCents: number | null;
  minProductCount: number | null;
  maxProductCount: number | null;
  quantityMultiple: number | null;
  membersOnlyPrices: boolean;
  /** the shop's conditions générales de vente (rich text, sanitized when shown); none: the template (issue 15) */
  cgvHtml?: string | null;
}

export type ShopIntegration = Record<IntegrationKey, { active: boolean }>;

// spec §3 Shop.header
export interface ShopHeader {
  shadow: boolean;
  elevation: number;
  color: string;
  dark: boolean;
  border: boolean;
  font: string;
  justifyContent: 'start' | 'center' | 'end' | 'space-between';
  underline: boolean;
  isUppercase: boolean;
  logoPlacement: 'start' | 'center' | 'left';
  hideLogo: boolean;
  logoShadow: boolean;
}

export interface EditedShop {
  color: string | null;
  banner: string | null;
  logo: string | null;
}

// The seller's legal identity printed on bills and in the legal notice
export interface LegalIdentity {
  businessName: string;
  legalForm: string;
  capitalCents: number;
  siret: string;
  rcs: string;
  vatNumber: string;
  exciseNumber: string | null;
  address: Address;
}

export interface CardProvider {
  accountId: string | null;
  active: boolean;
}

/** Collaborator permissions (spec §6); null on the membership means all allowed. */
export type Authorizations = Record<string, boolean>;

/** Text per language code: { fr: '...', en: '...' } */
export type LocalizedText = Record<string, string>;

// spec §3 Format.promotions; spec §5 price promotions
export interface Promotion {
  type: '%' | '€';
  /** percent for '%', cents per unit for '€' */
  amount: number;
  activation: 'always' | 'minProduct' | 'minPrice' | 'minProductOrder' | 'minPriceOrder';
  /** a unit count for minProduct*, cents for minPrice*, 0 for always */
  threshold: number;
}

/** quantity threshold → unit price in cents (spec §3 discountPrice) */
export type DiscountPriceMap = Record<string, number>;
/** quantity threshold → free units (spec §3 discountAdd) */
export type DiscountAddMap = Record<string, number>;

// spec §3 Vintage.legal
export interface VintageLegal {
  da?: string | null;
  css?: string | null;
  typeDA?: 'DA2' | 'DSU' | 'NULL';
  /** spec §3 excise code (W200, W300, I000, S200...): the DRM line; when absent, the drink type decides */
  exciseCode?: string | null;
  customTaxName?: string | null;
  customTaxAmountPerHL?: number | null;
  customTaxFamilies?: string[];
  customTaxAdded?: boolean;
  customTaxVat?: boolean;
}

export interface VintageAdvanced {
  alcool?: { value: number };
}

// spec §3 Reservation line: selectedPrices
export interface ReservationPrice {
  rateId: string;
  name: string;
  kind: 'counting' | 'notCounting' | 'touristTax';
  priceTtcCents: number;
  quantity: number;
}

export interface TabBlock {
  type: string;
  [key: string]: unknown;
}
