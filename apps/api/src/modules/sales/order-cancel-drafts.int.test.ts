// Cancelling an order cancels the drafts prepared from it (a deposit bill, a bill): none can be issued afterwards,
// none takes a number, and their history says why. An issued document still refuses the cancellation (order-cancel).
import { randomUUID } from 'node:crypto';
import { demoIds } from '@sarment/db';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { cartLine } from '../cart/cart-test-data.ts';

const shopId = demoIds.shops.troisVallees;
const cavisteClient = 'cli_trois_vallees_caviste';

let database: TestDatabase;
let app: FastifyInstance;
let owner: LoggedIn;
let caviste: LoggedIn;

const send = (method: 'POST' | 'GET', url: string, session: LoggedIn, payload?: object) =>
  app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, caviste] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'caviste@sarment.test'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function validatedOrder(): Promise<string> {
  const placed = await send('POST', '/v1/orders/checkout', caviste, {
    idempotencyKey: `drafts-${randomUUID()}`,
    order: {
      seller: { id: shopId },
      products: [
        cartLine(
          demoIds.products.bourgognePinotNoir,
          demoIds.formats.bourgognePinotNoir75cl,
          demoIds.vintages.bourgognePinotNoir2022,
          2,
        ),
      ],
      shipping: { type: demoIds.deliveryModes.troisVallees },
    },
    payment: { type: 'transfer' },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().order.id as string;
  expect((await send('POST', `/v1/orders/${orderId}/validate`, owner)).statusCode).toBe(200);
  return orderId;
}

describe('cancelling an order with drafts prepared from it', () => {
  it('cancels the draft deposit bill, which can no longer be issued, and says so in its history', async () => {
    const orderId = await validatedOrder();
    const draft = await send('POST', '/v1/deposit-bills', owner, {
      client: { id: cavisteClient },
      order: { id: orderId },
      lines: [{ label: 'Acompte', unitHT: 10, vatRate: 20, quantity: 1 }],
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const draftId = draft.json().id as string;
    const other = await send('POST', '/v1/bills', owner, {
      client: { id: cavisteClient },
      lines: [{ label: 'Sans commande', unitHT: 10, vatRate: 20, quantity: 1 }],
    });
    expect(other.statusCode, other.body).toBe(201);

    const cancelled = await send('POST', `/v1/orders/${orderId}/cancel`, owner, { reason: 'Client parti' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const read = await send('GET', `/v1/deposit-bills/${draftId}`, owner);
    expect(read.json()).toMatchObject({ status: 'cancelled', number: null });
    const issue = await send('POST', `/v1/deposit-bills/${draftId}/issue`, owner);
    expect(issue.statusCode).toBe(422);
    // a draft of no order stays a draft
    expect((await send('GET', `/v1/bills/${other.json().id}`, owner)).json().status).toBe('draft');
    const history = await send('GET', `/v1/activity?entity=depositBill&entityId=${draftId}`, owner);
    expect(JSON.stringify(history.json())).toContain('Brouillon annulé avec la commande : Client parti');
  });

  it('refuses to issue a draft made afterwards for the cancelled order, in French', async () => {
    const orderId = await validatedOrder();
    const cancelled = await send('POST', `/v1/orders/${orderId}/cancel`, owner, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const number = cancelled.json().number as string;
    const draft = await send('POST', '/v1/deposit-bills', owner, {
      client: { id: cavisteClient },
      order: { id: orderId },
      lines: [{ label: 'Acompte', unitHT: 10, vatRate: 20, quantity: 1 }],
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const issue = await send('POST', `/v1/deposit-bills/${draft.json().id}/issue`, owner);
    expect(issue.statusCode).toBe(422);
    expect(issue.json().message).toBe(
      `La commande ${number} n’est plus en cours (annulée, refusée ou expirée) : ce document ne peut plus être émis.`,
    );
    const read = await send('GET', `/v1/deposit-bills/${draft.json().id}`, owner);
    expect(read.json()).toMatchObject({ status: 'draft', number: null });
  });

  it('an issue racing the cancellation of its order queues behind it: never a deadlock nor an issued document of a cancelled order', async () => {
    for (let round = 0; round < 5; round++) {
      const orderId = await validatedOrder();
      const draft = await send('POST', '/v1/deposit-bills', owner, {
        client: { id: cavisteClient },
        order: { id: orderId },
        lines: [{ label: 'Acompte', unitHT: 10, vatRate: 20, quantity: 1 }],
      });
      const draftId = draft.json().id as string;
      const [cancelled, issued] = await Promise.all([
        send('POST', `/v1/orders/${orderId}/cancel`, owner, {}),
        send('POST', `/v1/deposit-bills/${draftId}/issue`, owner),
      ]);
      const read = (await send('GET', `/v1/deposit-bills/${draftId}`, owner)).json();
      if (issued.statusCode === 200) {
        // the issue went first: the order now has an issued deposit bill and refuses the cancellation
        expect(cancelled.statusCode, cancelled.body).toBe(422);
        expect(read.status).toBe('issued');
      } else {
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        expect(issued.statusCode, issued.body).toBe(422);
        expect(read).toMatchObject({ status: 'cancelled', number: null });
      }
    }
  });
});
