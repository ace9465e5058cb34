// A code's last uses at checkout, on PostgreSQL only (PGlite runs one transaction at a time and would hide the
// race): 20 buyers at once with a code good for 5 orders; exactly 5 orders get it, the others are refused with
// the French message and no order.
import { randomUUID } from 'node:crypto';
import { type DbHandle, demoIds, openDatabase, queryRows, sql } from '@sarment/db';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { demoLines } from '../cart/cart-test-data.ts';

const BUYERS = 20;
const MAX_USES = 5;
const { shops, deliveryModes } = demoIds;

let testDb: TestDatabase;
let handle: DbHandle;
let app: FastifyInstance;
let buyer: LoggedIn;
const run = randomUUID().slice(0, 8);

describe.runIf(process.env.DATABASE_URL)(
  'a promotion code raced at checkout on PostgreSQL (issue 16)',
  () => {
    beforeAll(async () => {
      testDb = await createTestDatabase({ seed: true });
      handle = await openDatabase({ databaseUrl: testDb.databaseUrl!, poolSize: 25 });
      app = await buildApp({ db: handle });
      const owner = await loginAs(app, 'owner@trois-vallees.test');
      buyer = await loginAs(app, 'buyer@sarment.test');
      const res = await app.inject({
        method: 'POST',
        url: '/v1/promo-codes',
        headers: owner.headers,
        payload: { code: 'CINQ', kind: 'percent', value: 10, maxUses: MAX_USES },
      });
      expect(res.statusCode, res.body).toBe(201);
    });
    afterAll(async () => {
      await app?.close();
      await handle?.close();
      await testDb?.drop();
    });

    it(`${BUYERS} buyers, ${MAX_USES} uses: exactly ${MAX_USES} orders use it, the others get 409`, async () => {
      const answers = await Promise.all(
        Array.from({ length: BUYERS }, (_, i) =>
          app.inject({
            method: 'POST',
            url: '/v1/orders/checkout',
            headers: buyer.headers,
            payload: {
              idempotencyKey: `${run}-promo-${i}`,
              order: {
                seller: { id: shops.troisVallees },
                products: [demoLines.bourgogne(1)],
                shipping: { type: deliveryModes.troisVallees },
                promoCode: 'cinq',
              },
              payment: { type: 'transfer' },
            },
          }),
        ),
      );
      const placed = answers.filter((a) => a.statusCode === 201);
      const refused = answers.filter((a) => a.statusCode !== 201);
      expect(placed).toHaveLength(MAX_USES);
      for (const answer of refused) {
        expect(answer.statusCode, answer.body).toBe(409);
        expect(answer.json().message).toBe("Ce code promo n'est plus disponible");
      }
      const [code] = await queryRows<{ uses: number }>(
        handle.db,
        sql`select uses from promo_codes where shop_id = ${shops.troisVallees} and code = 'CINQ'`,
      );
      expect(code?.uses).toBe(MAX_USES);
      const [orders] = await queryRows<{ total: number }>(
        handle.db,
        sql`select count(*)::int as total from orders
          where shop_id = ${shops.troisVallees} and snapshot->'price'->'promoCode'->>'status' = 'applied'`,
      );
      expect(orders?.total).toBe(MAX_USES);
    });
  },
);
