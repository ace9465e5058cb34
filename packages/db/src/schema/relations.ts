// Relations for drizzle's relational queries (`db.query.products.findMany({ with: { formats: true } })`).
// Every relation between tenant tables joins on shop_id too, like the foreign keys.
import { relations } from 'drizzle-orm';
import { formatPrices, formats, nutritionDeclarations, products, vintages } from './catalogue.ts';
import { clientAddresses, clientContacts, clients } from './crm.ts';
import { eventRates, eventSlots, events } from './events.ts';
import { mainAccountLinks, users } from './identity.ts';
import { orderLines, orderReservations, orders, payments } from './sales.ts';
import { shopMembers, shops, shopTabs, shopTypologies } from './shops.ts';
import { stockLevels, warehouses } from './stocks.ts';

export const usersRelations = relations(users, ({ many }) => ({
  memberships: many(shopMembers),
  clientLinks: many(clients),
  subAccountLinks: many(mainAccountLinks, { relationName: 'main' }),
  mainAccountLinks: many(mainAccountLinks, { relationName: 'sub' }),
}));

export const mainAccountLinksRelations = relations(mainAccountLinks, ({ one }) => ({
  main: one(users, { fields: [mainAccountLinks.mainUserId], references: [users.id], relationName: 'main' }),
  sub: one(users, { fields: [mainAccountLinks.subUserId], references: [users.id], relationName: 'sub' }),
}));

export const shopsRelations = relations(shops, ({ many }) => ({
  typologies: many(shopTypologies),
  members: many(shopMembers),
  tabs: many(shopTabs),
  products: many(products),
  warehouses: many(warehouses),
  events: many(events),
}));

export const shopTypologiesRelations = relations(shopTypologies, ({ one }) => ({
  shop: one(shops, { fields: [shopTypologies.shopId], references: [shops.id] }),
}));

export const shopMembersRelations = relations(shopMembers, ({ one }) => ({
  shop: one(shops, { fields: [shopMembers.shopId], references: [shops.id] }),
  user: one(users, { fields: [shopMembers.userId], references: [users.id] }),
}));

export const clientsRelations = relations(clients, ({ one, many }) => ({
  shop: one(shops, { fields: [clients.shopId], references: [shops.id] }),
  user: one(users, { fields: [clients.userId], references: [users.id] }),
  contacts: many(clientContacts),
  addresses: many(clientAddresses),
}));

export const clientContactsRelations = relations(clientContacts, ({ one }) => ({
  client: one(clients, {
    fields: [clientContacts.shopId, clientContacts.clientId],
    references: [clients.shopId, clients.id],
  }),
}));

export const clientAddressesRelations = relations(clientAddresses, ({ one }) => ({
  client: one(clients, {
    fields: [clientAddresses.shopId, clientAddresses.clientId],
    references: [clients.shopId, clients.id],
  }),
}));

export const shopTabsRelations = relations(shopTabs, ({ one }) => ({
  shop: one(shops, { fields: [shopTabs.shopId], references: [shops.id] }),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  shop: one(shops, { fields: [products.shopId], references: [shops.id] }),
  vintages: many(vintages),
  formats: many(formats),
  nutritionDeclarations: many(nutritionDeclarations),
  stockLevels: many(stockLevels),
}));

export const vintagesRelations = relations(vintages, ({ one }) => ({
  product: one(products, {
    fields: [vintages.shopId, vintages.productId],
    references: [products.shopId, products.id],
  }),
}));

export const formatsRelations = relations(formats, ({ one, many }) => ({
  product: one(products, {
    fields: [formats.shopId, formats.productId],
    references: [products.shopId, products.id],
  }),
  prices: many(formatPrices),
}));

export const formatPricesRelations = relations(formatPrices, ({ one }) => ({
  format: one(formats, {
    fields: [formatPrices.shopId, formatPrices.formatId],
    references: [formats.shopId, formats.id],
  }),
}));

export const nutritionDeclarationsRelations = relations(nutritionDeclarations, ({ one }) => ({
  product: one(products, {
    fields: [nutritionDeclarations.shopId, nutritionDeclarations.productId],
    references: [products.shopId, products.id],
  }),
}));

export const warehousesRelations = relations(warehouses, ({ one, many }) => ({
  shop: one(shops, { fields: [warehouses.shopId], references: [shops.id] }),
  stockLevels: many(stockLevels),
}));

export const stockLevelsRelations = relations(stockLevels, ({ one }) => ({
  warehouse: one(warehouses, {
    fields: [stockLevels.shopId, stockLevels.warehouseId],
    references: [warehouses.shopId, warehouses.id],
  }),
  product: one(products, {
    fields: [stockLevels.shopId, stockLevels.productId],
    references: [products.shopId, products.id],
  }),
}));

export const eventsRelations = relations(events, ({ one, many }) => ({
  shop: one(shops, { fields: [events.shopId], references: [shops.id] }),
  slots: many(eventSlots),
  rates: many(eventRates),
}));

export const eventSlotsRelations = relations(eventSlots, ({ one }) => ({
  event: one(events, {
    fields: [eventSlots.shopId, eventSlots.eventId],
    references: [events.shopId, events.id],
  }),
}));

export const eventRatesRelations = relations(eventRates, ({ one }) => ({
  event: one(events, {
    fields: [eventRates.shopId, eventRates.eventId],
    references: [events.shopId, events.id],
  }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  shop: one(shops, { fields: [orders.shopId], references: [shops.id] }),
  buyer: one(users, { fields: [orders.buyerUserId], references: [users.id] }),
  lines: many(orderLines),
  reservations: many(orderReservations),
  payments: many(payments),
}));

export const orderLinesRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, {
    fields: [orderLines.shopId, orderLines.orderId],
    references: [orders.shopId, orders.id],
  }),
}));

export const orderReservationsRelations = relations(orderReservations, ({ one }) => ({
  order: one(orders, {
    fields: [orderReservations.shopId, orderReservations.orderId],
    references: [orders.shopId, orders.id],
  }),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  order: one(orders, { fields: [payments.shopId, payments.orderId], references: [orders.shopId, orders.id] }),
}));
