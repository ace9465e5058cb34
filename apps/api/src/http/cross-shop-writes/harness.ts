import { demoIds, queryRows, sql } from '@sarment/db';
import type { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { LoggedIn } from '../../testing/auth.ts';

// The shared pieces of the cross-shop writes test (../cross-shop-writes.int.test.ts): the app and both owners'
// sessions, and what one business area brings to the test. Each area's file makes the victim's resources its
// routes name, and says how to reach them, how its owner calls them, and how the attacker's bodies name them.

/** The shop attacked: Trois Vallées, by Champagne Lemoine's owner. */
export const victimShop = demoIds.shops.troisVallees;

/** The app, its database and both owners' sessions, set by the test's beforeAll before any area's setup. */
export const world = {} as {
  app: FastifyInstance;
  database: Awaited<ReturnType<typeof createTestDatabase>>;
  victim: LoggedIn;
  attacker: LoggedIn;
};

export type Request = Pick<InjectOptions, 'payload' | 'headers'>;
/** A URL of the attacker's and a body naming the victim's resources. */
export type Attempt = [url: string, payload: object];

/** What one business area brings to the test; routes are named `POST /v1/orders/:id/shipments`. */
export interface CrossShopArea {
  /** makes the victim's (and the attacker's) resources this area's routes name; runs in the areas' order */
  setup?: () => Promise<void>;
  /** the victim's resource for each path parameter, named by the collection it follows (`orders/:id`) */
  victimIdFor?: Record<string, () => string>;
  /** a well-formed request of each route that needs more than a JSON body (the victim's own) */
  requests?: () => Record<string, Request>;
  /** a well-formed body for each write route (the victim's own, saved back): the control proves it */
  bodies?: () => Record<string, unknown>;
  /** from the attacker's own shop, bodies naming the victim's resources; [] when there is nothing to name */
  attempts?: () => Record<string, Attempt[]>;
}

/** POSTs as `session` and answers the JSON it gets. */
export async function post(session: LoggedIn, url: string, payload?: object) {
  const res = await world.app.inject({
    method: 'POST',
    url,
    headers: session.headers,
    ...(payload ? { payload } : {}),
  });
  return res.json();
}

/** GETs as `session` and answers the JSON it gets. */
export async function get(session: LoggedIn, url: string) {
  return (await world.app.inject({ method: 'GET', url, headers: session.headers })).json();
}

/** The victim's Pinot 2022 in 75 cl, as the stock and sales routes name an item. */
export const victimPinot = () => ({
  product: { id: demoIds.products.bourgognePinotNoir },
  format: { id: demoIds.formats.bourgognePinotNoir75cl },
  vintage: { id: demoIds.vintages.bourgognePinotNoir2022 },
});

/** The attacker's Brut Réserve (no vintage) in 75 cl. */
export const attackerBrut = () => ({
  product: { id: demoIds.products.brutReserve },
  format: { id: demoIds.formats.brutReserve75cl },
  vintage: { id: demoIds.vintages.brutReserveNv },
});

/** Every row of every tenant table that belongs to the victim shop, and the shop itself, as one text. */
export async function victimRows(): Promise<Record<string, string>> {
  const { db } = world.database;
  const tables = await queryRows<{ table: string }>(
    db,
    sql`select table_name as "table" from information_schema.columns
        where table_schema = 'public' and column_name = 'shop_id' order by table_name`,
  );
  const dump: Record<string, string> = {};
  for (const { table } of tables) {
    const [row] = await queryRows<{ rows: string | null }>(
      db,
      sql`select string_agg(t::text, E'\n' order by t::text) as rows from ${sql.identifier(table)} t
          where t.shop_id = ${victimShop}`,
    );
    dump[table] = row?.rows ?? '';
  }
  const [shop] = await queryRows<{ row: string }>(
    db,
    sql`select s::text as row from shops s where s.id = ${victimShop}`,
  );
  dump.shops = shop?.row ?? '';
  return dump;
}
