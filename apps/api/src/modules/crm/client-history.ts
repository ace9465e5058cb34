// A client's timeline (issue 17, the kit's history): orders of the account, reservations, tasks, opportunities and
// the file's own log entries, newest first. Read for a client the viewer may see (the caller checks).
import {
  activityLog,
  and,
  type Client,
  desc,
  eq,
  opportunities,
  or,
  orders,
  reservations,
  type SQL,
  tasks,
} from '@sarment/db';
import { cents, centsToEuros } from '@sarment/domain/money';
import { ofShop, type ShopScope } from '../../http/service-context.ts';
import type { TimelineEntry } from './clients.schemas.ts';

const LIMIT = 100;

const actionTitles: Record<string, string> = {
  created: 'Fiche créée',
  updated: 'Fiche modifiée',
  deleted: 'Fiche supprimée',
  statusChanged: 'Fiche anonymisée',
};

export async function clientOrders(scope: ShopScope, client: Client) {
  if (!client.userId) return [];
  return scope.tx
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      createdAt: orders.createdAt,
      totalTtcCents: orders.totalTtcCents,
    })
    .from(orders)
    .where(and(ofShop(scope, orders), eq(orders.buyerUserId, client.userId), eq(orders.kind, 'order')))
    .orderBy(desc(orders.createdAt))
    .limit(LIMIT);
}

export async function clientReservations(scope: ShopScope, client: Client) {
  const ofClient: SQL | undefined = client.userId
    ? or(eq(reservations.clientId, client.id), eq(reservations.buyerId, client.userId))
    : eq(reservations.clientId, client.id);
  return scope.tx
    .select({
      id: reservations.id,
      eventId: reservations.eventId,
      persons: reservations.persons,
      status: reservations.status,
      totalTtcCents: reservations.totalTtcCents,
      createdAt: reservations.createdAt,
    })
    .from(reservations)
    .where(and(ofShop(scope, reservations), ofClient))
    .orderBy(desc(reservations.createdAt))
    .limit(LIMIT);
}

export async function clientTimeline(scope: ShopScope, client: Client): Promise<TimelineEntry[]> {
  const [orderRows, reservationRows, taskRows, opportunityRows, logRows] = await Promise.all([
    clientOrders(scope, client),
    clientReservations(scope, client),
    scope.tx
      .select()
      .from(tasks)
      .where(and(ofShop(scope, tasks), eq(tasks.clientId, client.id)))
      .orderBy(desc(tasks.dueAt))
      .limit(LIMIT),
    scope.tx
      .select()
      .from(opportunities)
      .where(and(ofShop(scope, opportunities), eq(opportunities.clientId, client.id)))
      .orderBy(desc(opportunities.createdAt))
      .limit(LIMIT),
    scope.tx
      .select()
      .from(activityLog)
      .where(
        and(
          ofShop(scope, activityLog),
          eq(activityLog.entity, 'client'),
          eq(activityLog.entityId, client.id),
        ),
      )
      .orderBy(desc(activityLog.at))
      .limit(LIMIT),
  ]);
  const entries: TimelineEntry[] = [
    ...orderRows.map((order) => ({
      kind: 'order' as const,
      id: order.id,
      at: order.createdAt.toISOString(),
      title: order.number ? `Commande ${order.number}` : 'Commande',
      detail: null,
      status: order.status,
      amountTTC: centsToEuros(cents(order.totalTtcCents)),
    })),
    ...reservationRows.map((reservation) => ({
      kind: 'reservation' as const,
      id: reservation.id,
      at: reservation.createdAt.toISOString(),
      title: `Réservation pour ${reservation.persons} personne${reservation.persons > 1 ? 's' : ''}`,
      detail: null,
      status: reservation.status,
      amountTTC: centsToEuros(cents(reservation.totalTtcCents)),
    })),
    ...taskRows.map((task) => ({
      kind: 'task' as const,
      id: task.id,
      at: task.dueAt.toISOString(),
      title: `Tâche : ${task.title}`,
      detail: task.notes,
      status: task.doneAt ? 'done' : 'open',
      amountTTC: null,
    })),
    ...opportunityRows.map((opportunity) => ({
      kind: 'opportunity' as const,
      id: opportunity.id,
      at: opportunity.createdAt.toISOString(),
      title: `Opportunité : ${opportunity.name}`,
      detail: null,
      status: opportunity.status,
      amountTTC: centsToEuros(cents(opportunity.amountCents)),
    })),
    ...logRows.map((entry) => ({
      kind: 'activity' as const,
      id: entry.id,
      at: entry.at.toISOString(),
      title: actionTitles[entry.action] ?? entry.action,
      detail: entry.actorName ? `par ${entry.actorName}` : null,
      status: null,
      amountTTC: null,
    })),
  ];
  return entries.sort((a, b) => b.at.localeCompare(a.at)).slice(0, LIMIT);
}
