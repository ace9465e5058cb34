// Shipments and samples (issue 18): an order ships in parts, never beyond what was ordered (even when shipments
// race), its stock leaves once through the ledger, its delivery status follows; samples leave stock with a reason.
import { randomUUID } from 'node:crypto';
import { demoIds, queryRows, sql, warehouses } from '@sarment/db';
import { makeWarehouse } from '@sarment/db/seed';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { cartLine } from '../cart/cart-test-data.ts';

const shopId = demoIds.shops.troisVallees;
const chai = demoIds.warehouses.troisVallees;
const annex = 'wh_trois_vallees_annexe_expeditions';
const caviste = 'cli_trois_vallees_caviste';
const pinot = {
  product: { id: demoIds.products.bourgognePinotNoir },
  format: { id: demoIds.formats.bourgognePinotNoir75cl },
  vintage: { id: demoIds.vintages.bourgognePinotNoir2022 },
};
const chablis = {
  product: { id: demoIds.products.chablisMontmains },
  format: { id: demoIds.formats.chablisMontmainsMagnum },
  vintage: { id: demoIds.vintages.chablisMontmains2021 },
};

let database: TestDatabase;
let app: FastifyInstance;
let owner: LoggedIn;
let iam: LoggedIn;
let otherOwner: LoggedIn;
let cavisteBuyer: LoggedIn;
let buyer: LoggedIn;

type Method = 'POST' | 'GET';
const send = (method: Method, url: string, session: LoggedIn, payload?: object) =>
  app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, iam, otherOwner, cavisteBuyer, buyer] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'iam@trois-vallees.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
    loginAs(app, 'caviste@sarment.test'),
    loginAs(app, 'buyer@sarment.test'),
  ]);
  await database.db
    .insert(warehouses)
    .values(makeWarehouse(shopId, { id: annex, name: 'Annexe', isDefault: false }));
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** An order made in the back office: a quote for the caviste, issued and accepted. */
async function backOfficeOrder(lines: object[]): Promise<string> {
  const draft = await send('POST', '/v1/quotes', owner, { client: { id: caviste }, lines });
  expect(draft.statusCode, draft.body).toBe(201);
  await send('POST', `/v1/quotes/${draft.json().id}/issue`, owner);
  const order = await send('POST', `/v1/quotes/${draft.json().id}/accept`, owner);
  expect(order.statusCode, order.body).toBe(201);
  return order.json().id;
}

type Item = { product: { id: string }; format: { id: string }; vintage: { id: string } };

async function level(item: Item, warehouseId = chai) {
  const res = await send('GET', `/v1/stocks?product=${item.product.id}&warehouse=${warehouseId}`, owner);
  const line = res.json().find((l: { format: { id: string } }) => l.format.id === item.format.id) as
    | { quantity: number; reserved: number; available: number }
    | undefined;
  return line ?? { quantity: 0, reserved: 0, available: 0 };
}

const shipping = (orderId: string) => send('GET', `/v1/orders/${orderId}/shipments`, owner);

async function movementsOf(documentId: string) {
  return queryRows<{ delta: number; reason: string; warehouse_id: string; document_type: string }>(
    database.db,
    sql`select delta, reason, warehouse_id, document_type from stock_movements
      where shop_id = ${shopId} and document_id = ${documentId} order by delta`,
  );
}

describe('shipping an order made in the back office', () => {
  let orderId: string;
  let first: { id: string; number: string };

  it('ships part of a line: a BL number, its parcel, one sale movement from the chosen cellar, the buyer told', async () => {
    orderId = await backOfficeOrder([
      { ...pinot, quantity: 24 },
      { ...chablis, quantity: 3 },
    ]);
    const state = (await shipping(orderId)).json();
    expect(state).toMatchObject({
      fulfilment: 'none',
      lines: [
        { id: '1', ordered: 24, shipped: 0, remaining: 24, eq75: 1 },
        { id: '2', ordered: 3, shipped: 0, remaining: 3, eq75: 2 },
      ],
    });
    const before = await level(pinot);
    const res = await send('POST', `/v1/orders/${orderId}/shipments`, owner, {
      lines: [{ line: { id: '1' }, quantity: 10 }],
      warehouse: { id: chai },
      carrier: 'Colissimo',
      trackingNumber: '6A00000000001',
    });
    expect(res.statusCode, res.body).toBe(201);
    first = res.json();
    expect(res.json()).toMatchObject({
      number: expect.stringMatching(/^BL\d{4}-\d{5}$/),
      deliveryStatus: 'preparation',
      parcelCount: 1,
      parcels: [{ number: 1, eq75: 10, lines: [{ lineNo: 1, quantity: 10 }] }],
      trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A00000000001',
      order: { id: orderId },
      warehouse: { id: chai },
      lines: [{ lineNo: 1, orderLine: { id: '1' }, quantity: 10 }],
    });
    expect(await level(pinot)).toMatchObject({ available: before.available - 10 });
    expect(await movementsOf(first.id)).toEqual([
      { delta: -10, reason: 'sale', warehouse_id: chai, document_type: 'shipment' },
    ]);
    const movements = (
      await send('GET', `/v1/stock-movements?product=${pinot.product.id}&reason=sale`, owner)
    ).json();
    expect(movements).toContainEqual(
      expect.objectContaining({ quantity: -10, document: { type: 'shipment', id: first.id } }),
    );
    expect((await shipping(orderId)).json()).toMatchObject({
      fulfilment: 'partial',
      order: { deliveryStatus: 'preparation' },
      lines: [{ shipped: 10, remaining: 14 }, { shipped: 0 }],
    });
    const [mail] = await queryRows<{ subject: string; text_body: string }>(
      database.db,
      sql`select subject, text_body from email_outbox where text_body like ${`%${first.number}%`}`,
    );
    expect(mail?.subject).toMatch(/^Une partie de votre commande .* est expédiée$/);
    expect(mail?.text_body).toContain('6A00000000001');
  });

  it('never ships more than ordered minus shipped: 409 in French, nothing written', async () => {
    const before = await level(pinot);
    const res = await send('POST', `/v1/orders/${orderId}/shipments`, owner, {
      lines: [{ line: { id: '1' }, quantity: 15 }],
      warehouse: { id: chai },
      carrier: 'Colissimo',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatch(/il reste 14 à expédier, 15 demandés/);
    expect(await level(pinot)).toEqual(before);
    expect((await shipping(orderId)).json().shipments).toHaveLength(1);
    const unknown = await send('POST', `/v1/orders/${orderId}/shipments`, owner, {
      lines: [{ line: { id: '9' }, quantity: 1 }],
      warehouse: { id: chai },
      carrier: 'Colissimo',
    });
    expect(unknown.statusCode, unknown.body).toBe(422);
  });

  it('the rest ships in the parcels asked for; fewer than 12 bottles a parcel allows is refused', async () => {
    const tooFew = await send('POST', `/v1/orders/${orderId}/shipments`, owner, {
      lines: [
        { line: { id: '1' }, quantity: 14 },
        { line: { id: '2' }, quantity: 3 },
      ],
      warehouse: { id: chai },
      carrier: 'DHL',
      parcels: 1,
    });
    expect(tooFew.statusCode, tooFew.body).toBe(422);
    expect(tooFew.json().message).toMatch(/au plus 12 bouteilles/);
    const res = await send('POST', `/v1/orders/${orderId}/shipments`, owner, {
      lines: [
        { line: { id: '1' }, quantity: 14 },
        { line: { id: '2' }, quantity: 3 },
      ],
      warehouse: { id: chai },
      carrier: 'DHL',
      parcels: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().parcelCount).toBe(2);
    expect(res.json().parcels.map((p: { eq75: number }) => p.eq75)).toEqual([12, 8]);
    expect(await movementsOf(res.json().id)).toEqual([
      { delta: -14, reason: 'sale', warehouse_id: chai, document_type: 'shipment' },
      { delta: -3, reason: 'sale', warehouse_id: chai, document_type: 'shipment' },
    ]);
    const state = (await shipping(orderId)).json();
    expect(state).toMatchObject({ fulfilment: 'shipped', order: { deliveryStatus: 'preparation' } });
    const done = await send('POST', `/v1/orders/${orderId}/shipments`, owner, {
      lines: [{ line: { id: '2' }, quantity: 1 }],
      warehouse: { id: chai },
      carrier: 'DHL',
    });
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toMatch(/déjà entièrement expédié/);
  });

  it('delivery statuses move by the domain transitions; the order follows its shipments', async () => {
    const { shipments } = (await shipping(orderId)).json() as { shipments: { id: string }[] };
    const move = (id: string, status: string) =>
      send('POST', `/v1/shipments/${id}/status`, owner, { status });
    const refused = await move(shipments[0]!.id, 'pending');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      "Impossible de passer l'expédition de « En préparation » à « En attente ».",
    );
    for (const status of ['pendingPickup', 'pickup', 'transit', 'delivered']) {
      const res = await move(shipments[0]!.id, status);
      expect(res.statusCode, res.body).toBe(200);
    }
    const read = (await send('GET', `/v1/shipments/${shipments[0]!.id}`, owner)).json();
    expect(read).toMatchObject({
      deliveryStatus: 'delivered',
      nextStatuses: ['returned', 'partiallyReturned'],
    });
    expect(read.shippedAt).not.toBeNull();
    expect(read.deliveredAt).not.toBeNull();
    expect((await shipping(orderId)).json().order.deliveryStatus).toBe('partiallyDelivered');
    await move(shipments[1]!.id, 'transit');
    await move(shipments[1]!.id, 'delivered');
    expect((await shipping(orderId)).json().order.deliveryStatus).toBe('delivered');
  });

  it('lists, filters, searches and exports the shipments', async () => {
    const list = await send('GET', `/v1/shipments?order=${orderId}&sort=number`, owner);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.json().map((s: { number: string }) => s.number)[0]).toBe(first.number);
    const dhl = await send('GET', `/v1/shipments?order=${orderId}&carrier=dhl`, owner);
    expect(dhl.json()).toHaveLength(1);
    const searched = await send('GET', `/v1/shipments?search=${encodeURIComponent(first.number)}`, owner);
    expect(searched.json().map((s: { id: string }) => s.id)).toEqual([first.id]);
    const byStatus = await send('GET', `/v1/shipments?order=${orderId}&status=delivered`, owner);
    expect(byStatus.json()).toHaveLength(2);
    const csv = await send('GET', `/v1/shipments/export?format=csv&order=${orderId}`, owner);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(first.number);
    expect(csv.body).toContain('Transporteur');
  });

  it('the delivery note prints as a PDF', async () => {
    const res = await send('GET', `/v1/shipments/${first.id}/pdf`, owner);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('another shop sees none of it (404), and an iam without manageDelivery is refused (422)', async () => {
    expect((await send('GET', `/v1/shipments/${first.id}`, otherOwner)).statusCode).toBe(404);
    expect((await send('GET', `/v1/orders/${orderId}/shipments`, otherOwner)).statusCode).toBe(404);
    const attack = await send('POST', `/v1/orders/${orderId}/shipments`, otherOwner, {
      lines: [{ line: { id: '1' }, quantity: 1 }],
      warehouse: { id: demoIds.warehouses.lemoine },
      carrier: 'Colissimo',
    });
    expect(attack.statusCode).toBe(404);
    const status = await send('POST', `/v1/shipments/${first.id}/status`, otherOwner, { status: 'returned' });
    expect(status.statusCode).toBe(404);
    expect((await send('GET', '/v1/shipments', otherOwner)).json()).toEqual([]);
    expect((await send('GET', '/v1/shipments', iam)).statusCode).toBe(422);
  });

  it("a warehouse of another shop is unknown (404) and the order's own stays untouched", async () => {
    const other = await backOfficeOrder([{ ...pinot, quantity: 1 }]);
    const res = await send('POST', `/v1/orders/${other}/shipments`, owner, {
      lines: [{ line: { id: '1' }, quantity: 1 }],
      warehouse: { id: demoIds.warehouses.lemoine },
      carrier: 'Colissimo',
    });
    expect(res.statusCode).toBe(404);
    expect((await shipping(other)).json().fulfilment).toBe('none');
  });
});

describe("shipping a shop order: its checkout's stock is not taken twice", () => {
  let orderId: string;

  it('the shipment writes no movement; the bottles stay reserved until the carrier takes them', async () => {
    const placed = await app.inject({
      method: 'POST',
      url: '/v1/orders/checkout',
      headers: cavisteBuyer.headers,
      payload: {
        idempotencyKey: `ship-${randomUUID()}`,
        order: {
          seller: { id: shopId },
          products: [cartLine(pinot.product.id, pinot.format.id, pinot.vintage.id, 6)],
          shipping: { type: demoIds.deliveryModes.troisVallees },
          payment: { type: 'transfer' },
        },
        payment: { type: 'transfer' },
      },
    });
    expect(placed.statusCode, placed.body).toBeLessThan(300);
    orderId = placed.json().order.id;
    const pending = await send('POST', `/v1/orders/${orderId}/shipments`, owner, {
      lines: [{ line: { id: '1' }, quantity: 6 }],
      warehouse: { id: chai },
      carrier: 'Colissimo',
    });
    expect(pending.statusCode, 'a pending order is not shipped before the seller validates it').toBe(422);
    const validated = await send('POST', `/v1/orders/${orderId}/validate`, owner);
    expect(validated.statusCode, validated.body).toBe(200);
    const before = await level(pinot);
    expect(before.reserved).toBeGreaterThanOrEqual(6);
    const elsewhere = await send('POST', `/v1/orders/${orderId}/shipments`, owner, {
      lines: [{ line: { id: '1' }, quantity: 6 }],
      warehouse: { id: annex },
      carrier: 'Colissimo',
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(422);
    expect(elsewhere.json().message).toContain('Chai');
    const res = await send('POST', `/v1/orders/${orderId}/shipments`, owner, {
      lines: [{ line: { id: '1' }, quantity: 6 }],
      warehouse: { id: chai },
      carrier: 'Chronopost',
      trackingNumber: 'XY123',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await movementsOf(res.json().id)).toEqual([]);
    expect(await level(pinot)).toEqual(before);
    await send('POST', `/v1/shipments/${res.json().id}/status`, owner, { status: 'pickup' });
    const after = await level(pinot);
    expect(after).toEqual({
      ...after,
      available: before.available,
      reserved: before.reserved - 6,
      quantity: before.quantity - 6,
    });
  });

  it('the buyer reads the status and the tracking link of their order; another buyer gets 404', async () => {
    const mine = await send('GET', `/v1/orders/mine/${orderId}/shipments`, cavisteBuyer);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      fulfilment: 'shipped',
      order: { deliveryStatus: 'pickup' },
      shipments: [{ carrier: 'Chronopost', trackingNumber: 'XY123', deliveryStatus: 'pickup', units: 6 }],
    });
    expect(mine.json().shipments[0].trackingUrl).toContain('XY123');
    expect((await send('GET', `/v1/orders/mine/${orderId}/shipments`, buyer)).statusCode).toBe(404);
    const [mail] = await queryRows<{ subject: string; to_email: string }>(
      database.db,
      sql`select subject, to_email from email_outbox where subject like 'Votre commande % est expédiée'
        and text_body like '%XY123%'`,
    );
    expect(mail?.to_email).toBe('caviste@sarment.test');
  });
});

describe('concurrent shipments of one order', () => {
  it('never carry more than ordered: the order lock queues them', async () => {
    const orderId = await backOfficeOrder([{ ...pinot, quantity: 12 }]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        send('POST', `/v1/orders/${orderId}/shipments`, owner, {
          lines: [{ line: { id: '1' }, quantity: 5 }],
          warehouse: { id: chai },
          carrier: 'Colissimo',
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c !== 201).every((c) => c === 409)).toBe(true);
    const state = (await shipping(orderId)).json();
    expect(state.lines[0]).toMatchObject({ ordered: 12, shipped: 10, remaining: 2 });
    const [moved] = await queryRows<{ units: number }>(
      database.db,
      sql`select coalesce(-sum(m.delta), 0)::int as units from stock_movements m
        join delivery_notes n on n.shop_id = m.shop_id and n.document_id = m.document_id
        where n.order_id = ${orderId}`,
    );
    expect(moved?.units).toBe(10);
  });
});

describe('samples', () => {
  let sampleId: string;

  it('gives bottles to a client at no charge: an EC number, one sample movement per line', async () => {
    const before = await level(pinot);
    const res = await send('POST', '/v1/samples', owner, {
      client: { id: caviste },
      lines: [{ ...pinot, quantity: 2 }],
      warehouse: { id: chai },
      reason: 'Dégustation au salon',
    });
    expect(res.statusCode, res.body).toBe(201);
    sampleId = res.json().id;
    expect(res.json()).toMatchObject({
      number: expect.stringMatching(/^EC\d{4}-\d{5}$/),
      reason: 'Dégustation au salon',
      bottles: 2,
      lines: [{ quantity: 2, label: expect.stringContaining('Bourgogne Pinot Noir') }],
    });
    expect(await movementsOf(sampleId)).toEqual([
      { delta: -2, reason: 'sample', warehouse_id: chai, document_type: 'sample' },
    ]);
    expect(await level(pinot)).toMatchObject({ available: before.available - 2 });
    const [doc] = await queryRows<{ total_ttc_cents: number; status: string }>(
      database.db,
      sql`select total_ttc_cents, status from sales_documents where id = ${sampleId}`,
    );
    expect(doc).toEqual({ total_ttc_cents: 0, status: 'issued' });
  });

  it('a sample beyond the stock is refused (422) and writes nothing', async () => {
    const before = await level(chablis);
    const res = await send('POST', '/v1/samples', owner, {
      client: { id: caviste },
      lines: [{ ...chablis, quantity: before.available + 1 }],
      warehouse: { id: chai },
      reason: 'Salon',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(await level(chablis)).toEqual(before);
  });

  it('lists, reads and exports samples; another shop gets 404 and cannot name this shop’s client', async () => {
    const list = await send('GET', `/v1/samples?client=${caviste}`, owner);
    expect(list.json().map((s: { id: string }) => s.id)).toContain(sampleId);
    expect((await send('GET', `/v1/samples/${sampleId}`, owner)).json().reason).toBe('Dégustation au salon');
    const csv = await send('GET', '/v1/samples/export?format=csv', owner);
    expect(csv.body).toContain('Dégustation au salon');
    expect((await send('GET', `/v1/samples/${sampleId}`, otherOwner)).statusCode).toBe(404);
    const attack = await send('POST', '/v1/samples', otherOwner, {
      client: { id: caviste },
      lines: [{ ...pinot, quantity: 1 }],
      warehouse: { id: chai },
      reason: 'Pirate',
    });
    expect(attack.statusCode).toBe(404);
    const pdf = await send('GET', `/v1/samples/${sampleId}/pdf`, owner);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
  });
});
