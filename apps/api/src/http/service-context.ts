// The one argument every shop-scoped service and repository takes first (issue 16): which shop, who acts, the
// request's one clock, and where to run queries (the database or the open transaction). Repositories filter
// tenant tables with `ofShop(ctx, table)`, never with a condition of their own.
import { type Column, type Database, type Executor, eq, type SQL } from '@sarment/db';
import type { FastifyRequest } from 'fastify';
import { type Actor, actorOf } from '../modules/activity/record-activity.ts';
import { type Tenant, tenantOf } from './access.ts';
import type { AuthContext } from './auth-context.ts';

export interface ServiceContext {
  shopId: string;
  /** who acts, with the name they had then; null for the system (imports, scheduled jobs) */
  actor: Actor;
  /** read once per request: every row and log entry a request writes carries the same time */
  now: Date;
  /** where queries run: the database, or the transaction `withTransaction` opened */
  tx: Executor;
  /** the caller, for the rules that depend on the viewer (prices, a member's view); null for the system */
  auth: AuthContext | null;
  /** the database itself whatever `tx` is: the key of the per-database caches, emptied after a commit */
  db: Database;
}

/** What a repository needs of the context: the shop its rows belong to and where to run its queries. */
export type ShopScope = Pick<ServiceContext, 'shopId' | 'tx'>;

const requestTimes = new WeakMap<FastifyRequest, Date>();

/** The request's clock: the same time however often it is read during one request. */
function nowOf(request: FastifyRequest): Date {
  let now = requestTimes.get(request);
  if (!now) {
    now = new Date();
    requestTimes.set(request, now);
  }
  return now;
}

/**
 * The context of a shop route's request: its tenant, set by the access check, or the one a route resolved itself
 * (GET /v1/products answers staff and buyers alike, and resolves the staff's shop in its handler).
 */
export function contextOf(
  request: FastifyRequest,
  db: Database,
  tenant: Tenant = tenantOf(request),
): ServiceContext {
  return {
    shopId: tenant.shopId,
    actor: actorOf(request.auth),
    now: nowOf(request),
    tx: db,
    auth: request.auth,
    db,
  };
}

/** Runs `fn` in one transaction: a new one, or the caller's when `ctx` is already inside one. */
export function withTransaction<T>(ctx: ServiceContext, fn: (ctx: ServiceContext) => Promise<T>): Promise<T> {
  if (ctx.tx !== ctx.db) return fn(ctx);
  return ctx.db.transaction((tx) => fn({ ...ctx, tx }));
}

/** The tenant filter: the rows of `table` that belong to the context's shop (only tables with a shop_id). */
export function ofShop(ctx: Pick<ServiceContext, 'shopId'>, table: { shopId: Column }): SQL {
  return eq(table.shopId, ctx.shopId);
}
