// Status vocabularies of spec §4 are the domain's (one list for rules, labels and CHECK constraints).
export {
  type DeliveryStatus,
  deliveryStatuses,
  type OrderStatus,
  orderStatuses,
  type PaymentStatus,
  type ProductStatus,
  paymentStatuses,
  productStatuses,
} from '@sarment/domain/reference';

// Vocabularies stored as text and guarded by CHECK constraints (not PostgreSQL enums: a new value is then a
// one-line migration, and Citus distributes plain text columns without extra type propagation).

// spec §6: roles and spec §3 Shop.integration keys are the domain's lists (the access rules read them too)
export {
  type Integration as IntegrationKey,
  integrations as integrationKeys,
} from '@sarment/domain/access/permissions';
export {
  type ShopMemberRole as MemberRole,
  shopMemberRoles as memberRoles,
  type UserRole,
  userRoles,
} from '@sarment/domain/access/roles';

export const sessionKinds = ['web', 'api'] as const;
// invite: a collaborator's invitation to choose a password (team area, valid 7 days)
export const authTokenKinds = ['reset', 'validate', 'invite'] as const;

// spec §3 reference lists: business typologies
export const businessTypes = ['wine', 'champaign', 'beer', 'spirit', 'cider', 'other'] as const;
export type BusinessType = (typeof businessTypes)[number];

// spec §3 Product
export const productTypes = ['bottle', 'accessory', 'prestation', 'box'] as const;
export type ProductType = (typeof productTypes)[number];

export const vatTypes = ['standard', 'medium', 'reduced'] as const;
export type VatType = (typeof vatTypes)[number];

// spec §3 Promotion: a promotion code takes a percent or an amount off, above a product count or an amount
export const promoCodeKinds = ['percent', 'amount'] as const;
export type PromoCodeKind = (typeof promoCodeKinds)[number];
export const promoCodeThresholdKinds = ['none', 'productCount', 'amount'] as const;
export type PromoCodeThresholdKind = (typeof promoCodeThresholdKinds)[number];

// spec §3 reference lists: format types (vrac = bulk)
export const formatTypes = ['bottle', 'bib', 'vrac', 'packing', 'custom'] as const;
export type FormatType = (typeof formatTypes)[number];

export const eventStatuses = ['online', 'paused', 'closed'] as const;
export const eventRateKinds = ['counting', 'notCounting', 'touristTax'] as const;
export type EventRateKind = (typeof eventRateKinds)[number];

// issue 20: the stock ledger's reasons and the warehouses' tax statuses are the domain's
export {
  type StockMovementReason,
  stockEntryReasons,
  stockExitReasons,
  stockMovementReasons,
  type WarehouseTaxStatus,
  warehouseTaxStatuses,
} from '@sarment/domain/stocks';

// spec §1: the sales documents an owner keeps
export const orderKinds = [
  'order',
  'quote',
  'bill',
  'depositBill',
  'creditNote',
  'sample',
  'future',
] as const;
export type OrderKind = (typeof orderKinds)[number];
