import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

// Issue 17, the client list on 50,000 clients: the search reads a trigram index of search_text (migration
// 0021_clients_search_trgm, pg_trgm loaded into PGlite too), and the total is counted by a subquery beside the page
// instead of a window over every matching row. Both must keep answering what the list answered before.
const shopId = demoIds.shops.troisVallees;

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let agent: LoggedIn;

const list = async (query: string, session: LoggedIn, headers: Record<string, string> = {}) => {
  const res = await app.inject({
    method: 'GET',
    url: `/v1/clients?${query}`,
    headers: { ...session.headers, ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ids: res.json().map((c: { id: string }) => c.id), total: res.headers['x-total-count'] };
};

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, agent] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'agent@sarment.test'),
  ]);
  // another shop's clients that the search would match: never counted in Trois Vallées' total
  await database.db.execute(sql`
    insert into clients (shop_id, id, pipe, firstname, lastname)
    select ${demoIds.shops.lemoine}, 'cli_lemoine_helene_' || g, 'Client', 'Hélène', 'Dubois'
    from generate_series(1, 3) g`);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('GET /v1/clients on the trigram index (issue 17)', () => {
  it("serves a search's `like '%needle%'` from the trigram index", async () => {
    // with sequential scans priced out, the planner takes the index when its operator class serves `like`
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select id from clients where search_text like '%helene%'`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('clients_search_trgm_idx');
  });

  it("counts every matching client of the shop on each page, and none of another shop's", async () => {
    expect(await list('search=helene&pageSize=1', owner)).toEqual({
      ids: ['cli_trois_vallees_helene_dubois'],
      total: '1',
    });
    const first = await list('sort=name&pageSize=2', owner);
    const second = await list('sort=name&page=2&pageSize=2', owner);
    expect([first.total, second.total]).toEqual(['5', '5']);
    expect(new Set([...first.ids, ...second.ids]).size).toBe(4);
    // a search a trigram cannot serve (two letters) still finds by a plain scan
    expect((await list('search=du', owner)).ids).toContain('cli_trois_vallees_helene_dubois');
  });

  it("counts only the agent's own clients", async () => {
    const [counted] = await queryRows<{ mine: number }>(
      database.db,
      sql`select count(*)::int as mine from clients
          where shop_id = ${shopId} and agent_user_id = ${demoIds.users.agent}`,
    );
    const mine = counted?.mine ?? -1;
    const page = await list('pageSize=1', agent, { 'x-shop-id': shopId });
    expect(page.total).toBe(String(mine));
    expect(mine).toBeLessThan(5);
  });

  it('pages a filtered list in its sort order, dates never set last, with the filter’s total on every page', async () => {
    // seven cavistes of the Côte-d'Or, two without an order yet, and one of the Rhône the filter leaves out
    await database.db.execute(sql`
      insert into clients (shop_id, id, pipe, lastname, typology, department, last_order_at)
      select ${shopId}, 'cli_tv_page_' || g, 'Client', 'Pagecave ' || g, 'caviste',
             case when g = 8 then '69' else '21' end,
             case when g in (3, 6) then null else timestamptz '2025-01-01' + g * interval '9 days' end
      from generate_series(1, 8) g`);
    const filter = 'typology=caviste&department=21&search=pagecave&sort=-lastOrderAt&pageSize=3';
    const pages = await Promise.all([1, 2, 3].map((page) => list(`${filter}&page=${page}`, owner)));
    expect(pages.map((page) => page.ids)).toEqual([
      ['cli_tv_page_7', 'cli_tv_page_5', 'cli_tv_page_4'],
      ['cli_tv_page_2', 'cli_tv_page_1', 'cli_tv_page_3'],
      ['cli_tv_page_6'],
    ]);
    expect(pages.map((page) => page.total)).toEqual(['7', '7', '7']);
    // a page past the end has no row to carry the total: still told
    expect(await list(`${filter}&page=9`, owner)).toEqual({ ids: [], total: '7' });
    const ascending = await list('typology=caviste&department=21&search=pagecave&sort=lastOrderAt', owner);
    expect(ascending.ids).toEqual(['1', '2', '4', '5', '7', '3', '6'].map((n) => `cli_tv_page_${n}`));
  });
});
