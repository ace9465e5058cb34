import { type Database, eq, products, users } from '@sarment/db';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { AuthContext } from './auth-context.ts';
import { contextOf, ofShop, type ServiceContext, withTransaction } from './service-context.ts';

const auth = {
  user: {
    id: 'usr_1',
    firstname: 'Claire',
    lastname: 'Martin',
    username: null,
    email: 'c@x.test',
    isPro: false,
  },
} as AuthContext;

const requestOf = (shopId: string | null): FastifyRequest =>
  ({
    tenant: shopId ? { shopId } : null,
    auth,
    routeOptions: { url: '/v1/test' },
  }) as unknown as FastifyRequest;

/** A database whose transaction hands `fn` a distinct executor, counting how many were opened. */
function fakeDatabase() {
  const transaction = { kind: 'tx' };
  const db = { transaction: vi.fn(async (fn: (tx: unknown) => Promise<unknown>) => fn(transaction)) };
  return { db: db as unknown as Database, transaction, opened: db.transaction };
}

describe('contextOf: a shop request as a service sees it', () => {
  it('holds the tenant, the actor with their display name, the database and the caller', () => {
    const { db } = fakeDatabase();
    const ctx = contextOf(requestOf('shp_a'), db);
    expect(ctx).toMatchObject({ shopId: 'shp_a', actor: { id: 'usr_1', name: 'Martin Claire' }, auth });
    expect(ctx.tx).toBe(db);
    expect(ctx.db).toBe(db);
  });

  it('reads the clock once per request: two contexts of one request share the time', async () => {
    const { db } = fakeDatabase();
    const request = requestOf('shp_a');
    const first = contextOf(request, db);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(contextOf(request, db).now).toBe(first.now);
    expect(contextOf(requestOf('shp_a'), db).now).not.toBe(first.now);
  });

  it('refuses a route without a tenant (not a shop route)', () => {
    expect(() => contextOf(requestOf(null), fakeDatabase().db)).toThrow(/not a shop route/);
  });
});

describe('withTransaction: one transaction per service call, however deep', () => {
  it('opens a transaction and runs with it as tx', async () => {
    const { db, transaction, opened } = fakeDatabase();
    const ctx = contextOf(requestOf('shp_a'), db);
    const seen = await withTransaction(ctx, async (inner) => inner.tx);
    expect(seen).toBe(transaction);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('reuses the open transaction when already inside one', async () => {
    const { db, transaction, opened } = fakeDatabase();
    const ctx = contextOf(requestOf('shp_a'), db);
    const seen = await withTransaction(ctx, (inner) => withTransaction(inner, async (deeper) => deeper.tx));
    expect(seen).toBe(transaction);
    expect(opened).toHaveBeenCalledTimes(1);
  });
});

describe('ofShop: the one tenant filter', () => {
  it("is the condition on the table's shop_id for the context's shop", () => {
    const ctx: Pick<ServiceContext, 'shopId'> = { shopId: 'shp_a' };
    expect(ofShop(ctx, products)).toEqual(eq(products.shopId, 'shp_a'));
    expect(ofShop(ctx, products)).not.toEqual(eq(products.shopId, 'shp_b'));
  });

  it('accepts only tables with a shop_id column (checked by the typecheck: tsc fails if it compiles)', () => {
    // @ts-expect-error users are global: they have no shop_id to filter on
    const globalTable = () => ofShop({ shopId: 'shp_a' }, users);
    expect(globalTable).toBeTypeOf('function');
  });
});
