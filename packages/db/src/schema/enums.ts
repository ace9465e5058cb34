// Vocabularies stored as text and guarded by CHECK constraints (not PostgreSQL enums: a new value is then a
// one-line migration, and Citus distributes plain text columns without extra type propagation).

// spec §6: roles
export const userRoles = ['buyer', 'owner', 'iam', 'agent', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const memberRoles = ['owner', 'iam', 'agent'] as const;
export type MemberRole = (typeof memberRoles)[number];

export const sessionKinds = ['web', 'api'] as const;
export const authTokenKinds = ['reset', 'validate'] as const;

// spec §3 reference lists: business typologies
export const businessTypes = ['wine', 'champaign', 'beer', 'spirit', 'cider', 'other'] as const;
export type BusinessType = (typeof businessTypes)[number];

// spec §3 Shop.integration: the 13 integrations a shop switches on or off
export const integrationKeys = [
  'crm',
  'campaigns',
  'salesPoint',
  'stocks',
  'agents',
  'iam',
  'shop',
  'analytics',
  'reservations',
  'accounting',
  'purchase',
  'futures',
  'iframes',
] as const;
export type IntegrationKey = (typeof integrationKeys)[number];

// spec §3 Product
export const productTypes = ['bottle', 'accessory', 'prestation', 'box'] as const;
export type ProductType = (typeof productTypes)[number];

// spec §4: product statuses
export const productStatuses = ['online', 'paused', 'outofstock', 'closed'] as const;
export type ProductStatus = (typeof productStatuses)[number];

export const vatTypes = ['standard', 'medium', 'reduced'] as const;
export type VatType = (typeof vatTypes)[number];

// spec §3 reference lists: format types (vrac = bulk)
export const formatTypes = ['bottle', 'bib', 'vrac', 'packing', 'custom'] as const;
export type FormatType = (typeof formatTypes)[number];

export const eventStatuses = ['online', 'paused', 'closed'] as const;
export const eventRateKinds = ['counting', 'notCounting', 'touristTax'] as const;
export type EventRateKind = (typeof eventRateKinds)[number];

export const stockMovementReasons = [
  'inventory',
  'restock',
  'sale',
  'cancellation',
  'return',
  'transfer',
  'adjustment',
  'breakage',
] as const;
export type StockMovementReason = (typeof stockMovementReasons)[number];

// spec §4: order statuses
export const orderStatuses = [
  'draft',
  'pending',
  'validated',
  'refused',
  'cancelled',
  'aborted',
  'expired',
  'invoiced',
  'error',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

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

// spec §4: delivery statuses
export const deliveryStatuses = [
  'pending',
  'preparation',
  'pendingPickup',
  'pickup',
  'transit',
  'partiallyDelivered',
  'partiallyReturned',
  'delivered',
  'returned',
  'error',
  'exception',
] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

// spec §4: payment statuses
export const paymentStatuses = [
  'pending',
  'setup',
  'processing',
  'requiresAction',
  'paid',
  'partial',
  'missing',
  'refunded',
  'error',
  'cancelled',
  'scheduled',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
