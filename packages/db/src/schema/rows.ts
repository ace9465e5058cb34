// Row types: `Product` is what a select returns, `NewProduct` what an insert takes.
import type {
  formatPrices,
  formats,
  gtins,
  nutritionDeclarations,
  packings,
  products,
  vintages,
} from './catalogue.ts';
import type { clientAddresses, clientContacts, clients } from './crm.ts';
import type { collectionPoints, deliveryModes } from './delivery.ts';
import type { eventRates, eventSlots, events } from './events.ts';
import type { authTokens, emailOutbox, mainAccountLinks, sessions, users } from './identity.ts';
import type { documentsToDownload, maintenances, notifications, referenceEntries } from './platform.ts';
import type {
  carts,
  documentCounters,
  orderLines,
  orderReservations,
  orders,
  paymentGroups,
  payments,
} from './sales.ts';
import type { apiKeys, shopBanks, shopMembers, shops, shopTabs, shopTypologies } from './shops.ts';
import type { stockLevels, stockMovements, warehouses } from './stocks.ts';

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type MainAccountLink = typeof mainAccountLinks.$inferSelect;
export type NewMainAccountLink = typeof mainAccountLinks.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type AuthToken = typeof authTokens.$inferSelect;
export type NewAuthToken = typeof authTokens.$inferInsert;
export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
export type NewEmailOutboxRow = typeof emailOutbox.$inferInsert;

export type Shop = typeof shops.$inferSelect;
export type NewShop = typeof shops.$inferInsert;
export type ShopTypology = typeof shopTypologies.$inferSelect;
export type NewShopTypology = typeof shopTypologies.$inferInsert;
export type ShopMember = typeof shopMembers.$inferSelect;
export type NewShopMember = typeof shopMembers.$inferInsert;
export type Client = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;
export type ClientContact = typeof clientContacts.$inferSelect;
export type NewClientContact = typeof clientContacts.$inferInsert;
export type ClientAddress = typeof clientAddresses.$inferSelect;
export type NewClientAddress = typeof clientAddresses.$inferInsert;
export type ShopTab = typeof shopTabs.$inferSelect;
export type NewShopTab = typeof shopTabs.$inferInsert;
export type ShopBank = typeof shopBanks.$inferSelect;
export type NewShopBank = typeof shopBanks.$inferInsert;
export type ApiKey = typeof apiKeys.$inferSelect;
export type NewApiKey = typeof apiKeys.$inferInsert;

export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type Vintage = typeof vintages.$inferSelect;
export type NewVintage = typeof vintages.$inferInsert;
export type Format = typeof formats.$inferSelect;
export type NewFormat = typeof formats.$inferInsert;
export type FormatPrice = typeof formatPrices.$inferSelect;
export type NewFormatPrice = typeof formatPrices.$inferInsert;
export type Packing = typeof packings.$inferSelect;
export type NewPacking = typeof packings.$inferInsert;
export type NutritionDeclaration = typeof nutritionDeclarations.$inferSelect;
export type NewNutritionDeclaration = typeof nutritionDeclarations.$inferInsert;
export type Gtin = typeof gtins.$inferSelect;
export type NewGtin = typeof gtins.$inferInsert;

export type Warehouse = typeof warehouses.$inferSelect;
export type NewWarehouse = typeof warehouses.$inferInsert;
export type StockLevel = typeof stockLevels.$inferSelect;
export type NewStockLevel = typeof stockLevels.$inferInsert;
export type StockMovement = typeof stockMovements.$inferSelect;
export type NewStockMovement = typeof stockMovements.$inferInsert;

export type ShopEvent = typeof events.$inferSelect;
export type NewShopEvent = typeof events.$inferInsert;
export type EventSlot = typeof eventSlots.$inferSelect;
export type NewEventSlot = typeof eventSlots.$inferInsert;
export type EventRate = typeof eventRates.$inferSelect;
export type NewEventRate = typeof eventRates.$inferInsert;

export type DeliveryMode = typeof deliveryModes.$inferSelect;
export type NewDeliveryMode = typeof deliveryModes.$inferInsert;
export type CollectionPoint = typeof collectionPoints.$inferSelect;
export type NewCollectionPoint = typeof collectionPoints.$inferInsert;

export type Cart = typeof carts.$inferSelect;
export type NewCart = typeof carts.$inferInsert;
export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderLine = typeof orderLines.$inferSelect;
export type NewOrderLine = typeof orderLines.$inferInsert;
export type OrderReservation = typeof orderReservations.$inferSelect;
export type NewOrderReservation = typeof orderReservations.$inferInsert;
export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentGroup = typeof paymentGroups.$inferSelect;
export type NewPaymentGroup = typeof paymentGroups.$inferInsert;
export type DocumentCounter = typeof documentCounters.$inferSelect;

export type UserNotification = typeof notifications.$inferSelect;
export type NewUserNotification = typeof notifications.$inferInsert;
export type Maintenance = typeof maintenances.$inferSelect;
export type NewMaintenance = typeof maintenances.$inferInsert;
export type DocumentToDownload = typeof documentsToDownload.$inferSelect;
export type NewDocumentToDownload = typeof documentsToDownload.$inferInsert;
export type ReferenceEntry = typeof referenceEntries.$inferSelect;
