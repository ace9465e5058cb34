import type { Executor, Shop } from '@sarment/db';
import { hasPermission, isIntegrationActive, type Permission } from '@sarment/domain/access';
import { personDisplayName } from '@sarment/domain/identity';
import { type Cents, centsToEuros } from '@sarment/domain/money';
import { addDays, fiscalYearOf, parisDateOf, parisStartOfDay } from '@sarment/domain/reference';
import type { z } from 'zod';
import type { AuthContext, AuthMembership } from '../../http/auth-context.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { listOpenTasksOf } from '../crm/tasks.repo.ts';
import {
  countBuyerOrders,
  countOrdersCreatedBy,
  countOrdersToHandle,
  listRecentBuyerOrders,
  listRecentShopOrders,
  listShopNames,
  type RecentOrderRow,
  summariseUpcomingReservations,
  sumSoldOrders,
} from './dashboard.repo.ts';
import type { agentSummary, buyerSummary, shopSummary } from './dashboard.schemas.ts';

const RECENT_ORDERS = 5;
/** the dashboard's tasks card names the soonest few of the caller's open tasks */
const NEXT_TASKS = 3;
const euros = (amount: number) => centsToEuros(amount as Cents);

function buyerNameOf(row: RecentOrderRow): string | null {
  const name = personDisplayName({
    username: row.buyerUsername,
    firstname: row.buyerFirstname,
    lastname: row.buyerLastname,
    isPro: row.buyerIsPro,
    business: row.buyerBusiness,
    email: row.buyerEmail,
  });
  return name || null;
}

function toRecentOrder(row: RecentOrderRow) {
  return {
    id: row.id,
    shopId: row.shopId,
    shopName: row.shopName,
    number: row.number,
    status: row.status,
    totalTtc: euros(row.totalTtcCents),
    createdAt: row.createdAt.toISOString(),
    buyerName: buyerNameOf(row),
  };
}

const toReservations = (summary: { count: number; persons: number; next: Date | null }) => ({
  count: summary.count,
  persons: summary.persons,
  next: summary.next?.toISOString() ?? null,
});

/** The permission check of spec §6 for the caller's membership in the tenant shop. */
function permissionCheck(auth: AuthContext, membership: AuthMembership, shop: Shop) {
  const user = {
    id: auth.user.id,
    role: membership.role,
    shops: auth.memberships.map((m) => ({ id: m.shopId })),
  };
  const authorizations = membership.authorizations
    ? { byUser: { [auth.user.id]: membership.authorizations as Record<string, boolean> } }
    : null;
  const accessShop = { id: shop.id, integration: shop.integration, authorizations };
  return (permission: Permission) => hasPermission(user, accessShop, permission);
}

export async function buildShopSummary(
  ctx: ServiceContext,
  auth: AuthContext,
  tenant: { shop: Shop; membership: AuthMembership },
): Promise<z.infer<typeof shopSummary>> {
  const { shop } = tenant;
  const may = permissionCheck(auth, tenant.membership, shop);
  const fiscalYear = fiscalYearOf(parisDateOf(ctx.now), shop.settings);
  const seesOrders = may('seeAllOrder');
  const seesReservations = isIntegrationActive(shop, 'reservations') && may('seeAllResa');
  const [toHandle, sold, reservations, recent, tasks] = await Promise.all([
    seesOrders ? countOrdersToHandle(ctx) : null,
    seesOrders
      ? sumSoldOrders(ctx, parisStartOfDay(fiscalYear.start), parisStartOfDay(addDays(fiscalYear.end, 1)))
      : null,
    seesReservations ? summariseUpcomingReservations(ctx.tx, { shopId: ctx.shopId }, ctx.now) : null,
    seesOrders ? listRecentShopOrders(ctx, RECENT_ORDERS) : null,
    listOpenTasksOf(ctx, auth.user.id, NEXT_TASKS, ctx.now),
  ]);
  return {
    shop: { id: shop.id, name: shop.name },
    fiscalYear,
    ordersToHandle: toHandle,
    revenue: sold
      ? { totalHt: euros(sold.htCents), totalTtc: euros(sold.ttcCents), orderCount: sold.orderCount }
      : null,
    upcomingReservations: reservations ? toReservations(reservations) : null,
    tasks: {
      open: tasks.total,
      overdue: tasks.overdue,
      next: tasks.rows.map((task) => ({
        id: task.id,
        title: task.title,
        dueAt: task.dueAt.toISOString(),
        status: task.dueAt.getTime() < ctx.now.getTime() ? ('overdue' as const) : ('open' as const),
      })),
    },
    recentOrders: recent ? recent.map(toRecentOrder) : null,
  };
}

export async function buildBuyerSummary(
  db: Executor,
  userId: string,
  now: Date,
): Promise<z.infer<typeof buyerSummary>> {
  const [counts, reservations, recent] = await Promise.all([
    countBuyerOrders(db, userId),
    summariseUpcomingReservations(db, { buyerUserId: userId }, now),
    listRecentBuyerOrders(db, userId, RECENT_ORDERS),
  ]);
  return {
    ordersInProgress: counts.inProgress,
    ordersTotal: counts.total,
    upcomingReservations: toReservations(reservations),
    recentOrders: recent.map(toRecentOrder),
  };
}

/** The shops an agent works for, with the orders the agent entered there (an agent sees only their own). */
export async function buildAgentSummary(
  db: Executor,
  auth: AuthContext,
  now: Date,
): Promise<z.infer<typeof agentSummary>> {
  const shopIds = auth.memberships.filter((m) => m.role === 'agent').map((m) => m.shopId);
  const monthStart = parisStartOfDay(`${parisDateOf(now).slice(0, 8)}01`);
  const shops = (await listShopNames(db, shopIds)).sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return {
    shops: await Promise.all(
      shops.map(async (shop) => {
        const tasks = await listOpenTasksOf({ tx: db, shopId: shop.id }, auth.user.id, 0, now);
        return {
          id: shop.id,
          name: shop.name,
          ordersToHandle: await countOrdersToHandle({ tx: db, shopId: shop.id }, auth.user.id),
          ordersEnteredThisMonth: await countOrdersCreatedBy(
            { tx: db, shopId: shop.id },
            auth.user.id,
            monthStart,
          ),
          openTasks: tasks.total,
          overdueTasks: tasks.overdue,
        };
      }),
    ),
  };
}
