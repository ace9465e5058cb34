// Delivery statuses of a shipment (spec §4: pending, preparation, pendingPickup, pickup, transit,
// partiallyDelivered, partiallyReturned, delivered, returned, error, exception; the spec does not show the
// transitions, so they are written here) and the delivery status an order takes from its shipments (issue 18).
import type { DeliveryStatus } from '../reference/statuses.ts';

export type { DeliveryStatus };

/** A shipment starts here: the goods are picked from the warehouse and packed (they left the stock). */
export const initialShipmentStatus: DeliveryStatus = 'preparation';

const problems: readonly DeliveryStatus[] = ['error', 'exception'];

/**
 * Where a shipment may go from each status. Forward along the carrier's way (preparation → pendingPickup →
 * pickup → transit → delivered), to a problem (error, exception) from anywhere not final, back from a problem
 * to the way, and a delivered parcel may still come back (returned, partiallyReturned). returned is final.
 */
const transitions: Readonly<Record<DeliveryStatus, readonly DeliveryStatus[]>> = {
  pending: ['preparation', 'pendingPickup', 'pickup', 'transit', ...problems],
  preparation: ['pendingPickup', 'pickup', 'transit', ...problems],
  pendingPickup: ['pickup', 'transit', ...problems],
  pickup: ['transit', 'delivered', 'partiallyDelivered', ...problems],
  transit: ['delivered', 'partiallyDelivered', 'returned', 'partiallyReturned', ...problems],
  partiallyDelivered: ['delivered', 'returned', 'partiallyReturned', ...problems],
  delivered: ['returned', 'partiallyReturned'],
  partiallyReturned: ['returned'],
  returned: [],
  error: ['preparation', 'pendingPickup', 'pickup', 'transit', 'delivered', 'returned', 'exception'],
  exception: ['transit', 'delivered', 'partiallyDelivered', 'returned', 'partiallyReturned', 'error'],
};

/** The statuses a shipment may move to next. Example: from 'pickup', 'transit' is one of them. */
export function nextDeliveryStatuses(status: DeliveryStatus): readonly DeliveryStatus[] {
  return transitions[status];
}

export function canMoveDelivery(from: DeliveryStatus, to: DeliveryStatus): boolean {
  return transitions[from].includes(to);
}

const labels: Readonly<Record<DeliveryStatus, string>> = {
  pending: 'En attente',
  preparation: 'En préparation',
  pendingPickup: "En attente d'enlèvement",
  pickup: 'Enlevée',
  transit: 'En transit',
  partiallyDelivered: 'Partiellement livrée',
  partiallyReturned: 'Partiellement retournée',
  delivered: 'Livrée',
  returned: 'Retournée',
  error: 'Erreur',
  exception: 'Incident',
};

/** French refusal. Example: « Impossible de passer l'expédition de « Livrée » à « En préparation ». » */
export function refusedDeliveryMessage(from: DeliveryStatus, to: DeliveryStatus): string {
  return `Impossible de passer l'expédition de « ${labels[from]} » à « ${labels[to]} ».`;
}

/** The goods have left with the carrier (what the stock's `reserved` stops holding, and the buyer's e-mail). */
export function isHandedToCarrier(status: DeliveryStatus): boolean {
  return !['pending', 'preparation', 'pendingPickup'].includes(status);
}

// the carrier's way, least advanced first
const progress: readonly DeliveryStatus[] = ['pending', 'preparation', 'pendingPickup', 'pickup', 'transit'];

/** How much of an order its shipments carry: nothing yet, part of it, or every unit ordered. */
export type OrderFulfilment = 'none' | 'partial' | 'shipped';

export function orderFulfilment(ordered: number, shipped: number): OrderFulfilment {
  if (shipped <= 0) return 'none';
  return shipped >= ordered ? 'shipped' : 'partial';
}

/**
 * The delivery status of an order, from its shipments' statuses and whether every unit is shipped (null:
 * no shipment yet, the order keeps its own). A problem wins (exception, then error); then returns; a fully shipped
 * order is delivered when all are, partiallyDelivered when some are, else at its least advanced shipment; a
 * partly shipped order is partiallyDelivered once something arrived, else in preparation (the rest is still to go).
 * Example: shipments [delivered, transit] of a whole order give 'partiallyDelivered'.
 */
export function orderDeliveryStatus(
  shipments: readonly DeliveryStatus[],
  fulfilment: OrderFulfilment,
): DeliveryStatus | null {
  if (shipments.length === 0 || fulfilment === 'none') return null;
  if (shipments.includes('exception')) return 'exception';
  if (shipments.includes('error')) return 'error';
  if (shipments.every((s) => s === 'returned')) return 'returned';
  if (shipments.some((s) => s === 'returned' || s === 'partiallyReturned')) return 'partiallyReturned';
  const arrived = shipments.filter((s) => s === 'delivered' || s === 'partiallyDelivered');
  if (fulfilment === 'partial') return arrived.length > 0 ? 'partiallyDelivered' : 'preparation';
  if (shipments.every((s) => s === 'delivered')) return 'delivered';
  if (arrived.length > 0) return 'partiallyDelivered';
  const least = Math.min(...shipments.map((s) => progress.indexOf(s)).filter((i) => i >= 0));
  return progress[least] ?? 'preparation';
}
