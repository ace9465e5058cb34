// GDPR for a client (issue 17): the export of what the shop holds (art. 15 and 20) and anonymisation (art. 17).
// Orders keep their frozen snapshot (legal documents: the bill's buyer is kept for 10 years, Code de commerce
// L123-22), so anonymisation waits until no order is open, then clears the file, its contacts and addresses, the
// personal values of its own log entries, and the link to the account.
import { activityLog, and, clientAddresses, clientContacts, eq, inArray, orders } from '@sarment/db';
import { cents, centsToEuros } from '@sarment/domain/money';
import { unprocessable } from '../../http/errors.ts';
import { ofShop, type ServiceContext, type ShopScope, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { announceAuthChange } from '../identity/auth-cache.ts';
import { describeClient } from './client-describe.ts';
import { clientOrders, clientReservations, clientTimeline } from './client-history.ts';
import { clientReaderOf, clientWriterOf } from './client-viewer.ts';
import * as repo from './clients.repo.ts';
import type { ClientAnswer } from './clients.schemas.ts';
import { clientErrors, clientNotFound, ENTITY } from './clients.service.ts';

export const gdprMessages = {
  openOrder: 'Ce client a une commande en cours : il pourra être anonymisé quand elle sera terminée.',
  anonymousName: 'Client anonymisé',
} as const;

/** Orders still running: not yet delivered and billed, nor closed. */
const openOrderStatuses = ['draft', 'pending', 'validated'] as const;

export async function exportClientData(ctx: ServiceContext, id: string) {
  const viewer = clientReaderOf(ctx);
  const file = await repo.findClientFile(ctx, viewer, id);
  if (!file) throw clientNotFound();
  const [orderRows, reservationRows, history] = await Promise.all([
    clientOrders(ctx, file.client),
    clientReservations(ctx, file.client),
    clientTimeline(ctx, file.client),
  ]);
  return {
    exportedAt: ctx.now.toISOString(),
    client: describeClient(file),
    orders: orderRows.map((order) => ({
      id: order.id,
      number: order.number,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      totalTTC: centsToEuros(cents(order.totalTtcCents)),
    })),
    reservations: reservationRows.map((reservation) => ({
      id: reservation.id,
      eventId: reservation.eventId,
      persons: reservation.persons,
      status: reservation.status,
      createdAt: reservation.createdAt.toISOString(),
    })),
    history,
  };
}

export async function readClientTimeline(ctx: ServiceContext, id: string) {
  const client = await repo.findClientRow(ctx, clientReaderOf(ctx), id);
  if (!client) throw clientNotFound();
  return clientTimeline(ctx, client);
}

async function hasOpenOrder(scope: ShopScope, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const [row] = await scope.tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        ofShop(scope, orders),
        eq(orders.buyerUserId, userId),
        eq(orders.kind, 'order'),
        inArray(orders.status, [...openOrderStatuses]),
      ),
    )
    .limit(1);
  return !!row;
}

export async function anonymiseClient(ctx: ServiceContext, id: string): Promise<ClientAnswer> {
  const viewer = clientWriterOf(ctx);
  const existing = await repo.findClientRow(ctx, viewer, id);
  if (!existing) throw clientNotFound();
  if (existing.anonymisedAt) throw unprocessable(clientErrors.anonymised, 'client_anonymised');
  if (await hasOpenOrder(ctx, existing.userId))
    throw unprocessable(gdprMessages.openOrder, 'client_open_order');
  return withTransaction(ctx, async (ctx) => {
    await repo.updateClientRow(ctx, id, {
      userId: null,
      civility: null,
      firstname: null,
      lastname: gdprMessages.anonymousName,
      email: null,
      phone: null,
      businessReason: null,
      businessName: null,
      siret: null,
      siren: null,
      nic: null,
      vatNumber: null,
      exciseNumber: null,
      tags: [],
      notes: null,
      marketingConsent: false,
      marketingConsentAt: null,
      marketingConsentSource: null,
      city: null,
      zipcode: null,
      department: null,
      anonymisedAt: ctx.now,
      updatedAt: ctx.now,
    });
    await ctx.tx
      .delete(clientContacts)
      .where(and(ofShop(ctx, clientContacts), eq(clientContacts.clientId, id)));
    await ctx.tx
      .delete(clientAddresses)
      .where(and(ofShop(ctx, clientAddresses), eq(clientAddresses.clientId, id)));
    // the file's history keeps who did what and when, not the personal values it held
    await ctx.tx
      .update(activityLog)
      .set({ before: {}, after: {}, summary: gdprMessages.anonymousName })
      .where(and(ofShop(ctx, activityLog), eq(activityLog.entity, ENTITY), eq(activityLog.entityId, id)));
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'statusChanged',
      before: { anonymisedAt: null },
      after: { anonymisedAt: ctx.now.toISOString() },
      summary: gdprMessages.anonymousName,
    });
    if (existing.userId) await announceAuthChange(ctx.tx, existing.userId);
    const file = await repo.findClientFile(ctx, viewer, id);
    if (!file) throw clientNotFound();
    return describeClient(file);
  });
}
