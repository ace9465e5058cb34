import type { Executor } from '../../database.ts';
import { idPrefix, newId } from '../../ids.ts';
import { collectionPoints, deliveryModes } from '../../schema/delivery.ts';
import { eventRates, eventSlots, events } from '../../schema/events.ts';
import { notifications } from '../../schema/platform.ts';
import type {
  NewCollectionPoint,
  NewDeliveryMode,
  NewEventRate,
  NewEventSlot,
  NewOrder,
  NewOrderLine,
  NewShopEvent,
  NewStockLevel,
  NewStockMovement,
  NewUserNotification,
  Order,
  OrderLine,
  StockLevel,
} from '../../schema/rows.ts';
import { orderLines, orders } from '../../schema/sales.ts';
import { stockLevels, stockMovements } from '../../schema/stocks.ts';

type StockItem = Pick<NewStockLevel, 'shopId' | 'warehouseId' | 'productId' | 'vintageId' | 'formatId'>;

export function makeStockLevel(item: StockItem, quantity: number, overrides: Partial<NewStockLevel> = {}) {
  return {
    id: newId(idPrefix.stockLevel),
    ...item,
    vintageId: item.vintageId ?? null,
    quantity,
    ...overrides,
  };
}

/**
 * A stock level and the inventory movement that explains it, so the journal adds up to the level.
 */
export async function insertStock(
  db: Executor,
  item: StockItem,
  quantity: number,
  overrides: Partial<NewStockLevel> = {},
): Promise<StockLevel> {
  const [level] = await db
    .insert(stockLevels)
    .values(makeStockLevel(item, quantity, overrides))
    .returning();
  if (quantity !== 0) {
    const movement: NewStockMovement = {
      id: newId(idPrefix.stockMovement),
      ...item,
      delta: quantity,
      reason: 'inventory',
      note: 'Inventaire initial',
    };
    await db.insert(stockMovements).values(movement);
  }
  return level!;
}

export function makeEvent(shopId: string, overrides: Partial<NewShopEvent> = {}): NewShopEvent {
  return {
    shopId,
    id: newId(idPrefix.event),
    title: 'Dégustation',
    languages: ['fr'],
    durationMinutes: 90,
    mandatory: true,
    status: 'online',
    ...overrides,
  };
}

export function makeEventSlot(
  shopId: string,
  eventId: string,
  startsAt: Date,
  durationMinutes: number,
  overrides: Partial<NewEventSlot> = {},
): NewEventSlot {
  const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
  return { shopId, id: newId(idPrefix.eventSlot), eventId, startsAt, endsAt, placesTotal: 12, ...overrides };
}

export function makeEventRate(
  shopId: string,
  eventId: string,
  overrides: Partial<NewEventRate> = {},
): NewEventRate {
  return {
    shopId,
    id: newId(idPrefix.eventRate),
    eventId,
    name: 'Adulte',
    priceTtcCents: 2500,
    kind: 'counting',
    vatType: 'standard',
    ...overrides,
  };
}

/** An event with its slots (start times) and rates. */
export async function insertEvent(
  db: Executor,
  shopId: string,
  spec: { event?: Partial<NewShopEvent>; slotStarts?: Date[]; rates?: Partial<NewEventRate>[] } = {},
) {
  const [event] = await db.insert(events).values(makeEvent(shopId, spec.event)).returning();
  const { id, durationMinutes } = event!;
  const slotRows = (spec.slotStarts ?? []).map((start) => makeEventSlot(shopId, id, start, durationMinutes));
  const rateRows = (spec.rates ?? [{}]).map((rate, position) =>
    makeEventRate(shopId, id, { position, ...rate }),
  );
  const slots = slotRows.length ? await db.insert(eventSlots).values(slotRows).returning() : [];
  const rates = rateRows.length ? await db.insert(eventRates).values(rateRows).returning() : [];
  return { event: event!, slots, rates };
}

// Contract: Colissimo domicile, 9.90 TTC, 12 bottles a parcel, 7.00 per extra parcel, franco 24 products or 300.00
export function makeDeliveryMode(shopId: string, overrides: Partial<NewDeliveryMode> = {}): NewDeliveryMode {
  return {
    shopId,
    id: newId(idPrefix.deliveryMode),
    name: 'Colissimo domicile',
    countries: ['FR'],
    departments: null,
    priceTtcCents: 990,
    marginCents: 0,
    commissionBp: 0,
    vatType: 'standard',
    bottlesPerParcel: 12,
    extraParcelCents: 700,
    francoMinProducts: 24,
    francoMinAmountCents: 30_000,
    ...overrides,
  };
}

export function makeCollectionPoint(
  shopId: string,
  overrides: Partial<NewCollectionPoint> = {},
): NewCollectionPoint {
  return {
    shopId,
    id: newId(idPrefix.collectionPoint),
    name: 'Retrait au domaine',
    priceCents: 0,
    ...overrides,
  };
}

export async function insertDeliveryMode(
  db: Executor,
  shopId: string,
  overrides: Partial<NewDeliveryMode> = {},
) {
  const [mode] = await db.insert(deliveryModes).values(makeDeliveryMode(shopId, overrides)).returning();
  return mode!;
}

export async function insertCollectionPoint(
  db: Executor,
  shopId: string,
  overrides: Partial<NewCollectionPoint> = {},
) {
  const [point] = await db
    .insert(collectionPoints)
    .values(makeCollectionPoint(shopId, overrides))
    .returning();
  return point!;
}

export function makeOrder(shopId: string, overrides: Partial<NewOrder> = {}): NewOrder {
  return { shopId, id: newId(idPrefix.order), kind: 'order', status: 'pending', ...overrides };
}

type LineInput = Omit<NewOrderLine, 'shopId' | 'orderId' | 'lineNo'>;

/** An order whose totals are the sums of its lines' totals (VAT = TTC - HT). */
export async function insertOrder(
  db: Executor,
  shopId: string,
  lines: LineInput[],
  overrides: Partial<NewOrder> = {},
): Promise<{ order: Order; lines: OrderLine[] }> {
  const totalHtCents = lines.reduce((sum, line) => sum + line.totalHtCents, 0);
  const totalTtcCents = lines.reduce((sum, line) => sum + line.totalTtcCents, 0);
  const [order] = await db
    .insert(orders)
    .values(
      makeOrder(shopId, {
        totalHtCents,
        totalTtcCents,
        totalVatCents: totalTtcCents - totalHtCents,
        ...overrides,
      }),
    )
    .returning();
  const lineRows = lines.map((line, index) => ({ ...line, shopId, orderId: order!.id, lineNo: index + 1 }));
  const insertedLines = lineRows.length ? await db.insert(orderLines).values(lineRows).returning() : [];
  return { order: order!, lines: insertedLines };
}

export function makeNotification(
  userId: string,
  overrides: Partial<NewUserNotification> = {},
): NewUserNotification {
  return {
    id: newId(idPrefix.notification),
    userId,
    type: 'info',
    content: 'Notification',
    seen: false,
    ...overrides,
  };
}

export async function insertNotification(
  db: Executor,
  userId: string,
  overrides: Partial<NewUserNotification> = {},
) {
  const [notification] = await db
    .insert(notifications)
    .values(makeNotification(userId, overrides))
    .returning();
  return notification!;
}
