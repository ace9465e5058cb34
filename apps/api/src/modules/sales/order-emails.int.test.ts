// Issue 15: the buyer's confirmation lists every line, the shipping, the tourist tax, the VAT and the total they add
// up to, names the seller and links to its conditions of sale and withdrawal form; the owner hears of the new
// order; the buyer hears of the seller's decision, by e-mail too.
import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import { eurosToCents } from '@sarment/domain/money';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { demoLines, firstTastingSlotId, tastingReservation } from '../cart/cart-test-data.ts';

const { shops, deliveryModes } = demoIds;

let database: TestDatabase;
let app: FastifyInstance;
let buyer: LoggedIn;
let owner: LoggedIn;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [buyer, owner] = await Promise.all([
    loginAs(app, 'buyer@sarment.test'),
    loginAs(app, 'owner@trois-vallees.test'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function checkout(key: string, order: object) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/orders/checkout',
    headers: buyer.headers,
    payload: {
      idempotencyKey: key,
      order: { seller: { id: shops.troisVallees }, ...order },
      payment: { type: 'check' },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as { id: string; number: string };
}

const mailsTo = (to: string, subject: string) =>
  queryRows<{ subject: string; text: string; html: string }>(
    database.db,
    sql`select subject, text_body as text, html_body as html from email_outbox
        where to_email = ${to} and subject like ${`%${subject}%`} order by created_at`,
  );

/** The amounts of the text rows 'label : 12,50 €', in cents. */
const amountOf = (line: string) =>
  eurosToCents(
    Number(
      /: (-?[\d\s\u202f]+,\d{2})\s€$/
        .exec(line)![1]!
        .replace(/[\s\u202f]/g, '')
        .replace(',', '.'),
    ),
  );

describe('the e-mails of a shop order (issue 15)', () => {
  it('confirms an order line by line, with totals that add up, the seller and its conditions', async () => {
    const slotId = await firstTastingSlotId(database.db);
    const placed = await checkout('order-mails-1', {
      products: [demoLines.bourgogne(3)],
      reservations: [tastingReservation(slotId, 2)],
      shipping: { type: deliveryModes.troisVallees },
    });
    const [mail] = await mailsTo('buyer@sarment.test', `Votre commande ${placed.number}`);
    expect(mail).toBeDefined();
    const lines = mail!.text.split('\n');
    const product = lines.find((line) => line.startsWith('3 × Bourgogne Pinot Noir'))!;
    const booking = lines.find((line) => line.startsWith('Dégustation des Premiers Crus'))!;
    const shipping = lines.find((line) => line.startsWith('Livraison : Colissimo domicile'))!;
    const tax = lines.find((line) => line.startsWith('Taxe de séjour'))!;
    const total = lines.find((line) => line.startsWith('Total TTC'))!;
    expect([product, booking, shipping, tax, total].every(Boolean)).toBe(true);
    expect(amountOf(product)).toBe(5400);
    expect(amountOf(shipping)).toBe(990);
    expect(amountOf(tax)).toBe(200);
    // what the buyer reads adds up to what the order costs
    expect(amountOf(product) + amountOf(booking) + amountOf(shipping) + amountOf(tax)).toBe(amountOf(total));
    const totalHT = amountOf(lines.find((line) => line.startsWith('Total HT'))!);
    const vats = lines.filter((line) => line.startsWith('TVA ')).map(amountOf);
    expect(totalHT + vats.reduce((a, b) => a + b, 0)).toBe(amountOf(total));
    expect(mail!.text).toContain('Vendeur : SCEA Domaine des Trois Vallées');
    expect(mail!.text).toMatch(/SIRET \d{14}/);
    expect(mail!.text).toContain('/trois-vallees/legal-notice#cgv');
    expect(mail!.text).toContain('/trois-vallees/legal-notice#retractation');
    expect(mail!.html).toContain('<table');
  });

  it('tells the owners of the new order, and the buyer of the decision', async () => {
    const placed = await checkout('order-mails-2', {
      products: [demoLines.bourgogne(1)],
      shipping: { type: deliveryModes.troisVallees },
    });
    const [news] = await mailsTo('owner@trois-vallees.test', `Nouvelle commande ${placed.number}`);
    expect(news?.text).toContain('Validez-la ou refusez-la depuis votre espace.');
    expect(news?.text).toContain(`/dashboard/orders/${placed.id}`);

    const validated = await app.inject({
      method: 'POST',
      url: `/v1/orders/${placed.id}/validate`,
      headers: owner.headers,
    });
    expect(validated.statusCode).toBe(200);
    const [yes] = await mailsTo(
      'buyer@sarment.test',
      `Votre commande ${placed.number} chez Domaine des Trois Vallées est validée`,
    );
    expect(yes?.text).toContain('a validé votre commande');

    const other = await checkout('order-mails-3', {
      products: [demoLines.bourgogne(1)],
      shipping: { type: deliveryModes.troisVallees },
    });
    await app.inject({ method: 'POST', url: `/v1/orders/${other.id}/refuse`, headers: owner.headers });
    const [no] = await mailsTo(
      'buyer@sarment.test',
      `Votre commande ${other.number} chez Domaine des Trois Vallées est refusée`,
    );
    expect(no?.text).toContain('Rien ne vous est débité');
  });

  it('keeps when the buyer accepted the conditions of sale with the order', async () => {
    const placed = await checkout('order-terms-1', {
      products: [demoLines.bourgogne(1)],
      shipping: { type: deliveryModes.troisVallees },
    });
    const [before] = await queryRows<{ accepted: string | null }>(
      database.db,
      sql`select snapshot->>'termsAcceptedAt' as accepted from orders where id = ${placed.id}`,
    );
    expect(before?.accepted).toBeNull();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/orders/checkout',
      headers: buyer.headers,
      payload: {
        idempotencyKey: 'order-terms-2',
        order: {
          seller: { id: shops.troisVallees },
          products: [demoLines.bourgogne(1)],
          shipping: { type: deliveryModes.troisVallees },
        },
        payment: { type: 'check' },
        termsAccepted: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const [after] = await queryRows<{ accepted: string | null }>(
      database.db,
      sql`select snapshot->>'termsAcceptedAt' as accepted from orders where id = ${res.json().order.id}`,
    );
    expect(after?.accepted).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
