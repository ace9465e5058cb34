import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';
import { demoLines } from '../cart/cart-test-data.ts';
import { testCards } from './test-card-provider.ts';

// Payments received from clients (issue 19): recorded against bills (contract POST /v1/payments), ventilated and
// undone, an overpayment turned into credit, credit notes used on a later bill or refunded; never more than the
// payment holds nor a bill asks; another shop's payment, credit or bill is unknown (404).
const caviste = 'cli_trois_vallees_caviste';
const buyer = 'cli_trois_vallees_buyer';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let otherOwner: LoggedIn;

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, session: LoggedIn, payload?: object) =>
  app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
const get = (url: string, session: LoggedIn = owner) =>
  app.inject({ method: 'GET', url, headers: session.headers });

/** An issued bill of `unitHT` HT at 20 % VAT (TTC = unitHT × 1.2). */
async function issuedBill(unitHT: number, client = caviste): Promise<{ id: string; number: string }> {
  const draft = await send('POST', '/v1/bills', owner, {
    client: { id: client },
    lines: [{ label: 'Prestation', unitHT, vatRate: 20, quantity: 1 }],
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const issued = await send('POST', `/v1/bills/${draft.json().id}/issue`, owner);
  expect(issued.statusCode, issued.body).toBe(200);
  return issued.json();
}

async function sums(): Promise<string> {
  const [row] = await queryRows<{ rows: string | null }>(
    database.db,
    sql`select concat_ws(E'\n---\n',
      (select string_agg(p::text, E'\n' order by p.id) from client_payments p),
      (select string_agg(a::text, E'\n' order by a.id) from payment_allocations a),
      (select string_agg(b::text, E'\n' order by b.bill_id) from bill_balances b),
      (select string_agg(c::text, E'\n' order by c.id) from client_credits c),
      (select string_agg(r::text, E'\n' order by r.id) from credit_refunds r)) as rows`,
  );
  return row?.rows ?? '';
}

/** The invariant: every payment's, credit's and bill's sums are the sums of their allocations. */
async function sumsAreExact() {
  const broken = await queryRows<{ id: string }>(
    database.db,
    sql`select p.id from client_payments p where p.allocated_cents <> coalesce((select sum(a.amount_cents)
        from payment_allocations a where a.shop_id = p.shop_id and a.payment_id = p.id), 0)
      union all
      select b.bill_id from bill_balances b where b.paid_cents <> coalesce((select sum(a.amount_cents)
        from payment_allocations a where a.shop_id = b.shop_id and a.bill_id = b.bill_id), 0)
      union all
      select c.id from client_credits c where c.used_cents <> coalesce((select sum(a.amount_cents)
        from payment_allocations a where a.shop_id = c.shop_id and a.credit_id = c.id), 0)`,
  );
  expect(broken).toEqual([]);
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, otherOwner] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('POST /v1/payments (contract)', () => {
  it('a transfer pays two bills in full and a third partly; each bill tells its paymentStatus', async () => {
    const [a, b, c] = [await issuedBill(100), await issuedBill(50), await issuedBill(200)];
    const res = await send('POST', '/v1/payments', owner, {
      type: 'transfer',
      amount: 300,
      date: '2026-11-20',
      reference: 'VIR CAVISTE 1120',
      allocations: [
        { bill: { id: a.id }, amount: 120 },
        { bill: { id: b.id }, amount: 60 },
        { bill: { id: c.id }, amount: 120 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json();
    expect(payment).toMatchObject({
      source: 'entered',
      type: 'transfer',
      typeLabel: 'Virement',
      status: 'paid',
      amount: 300,
      allocated: 300,
      unallocated: 0,
      date: '2026-11-20',
      client: { id: caviste },
    });
    expect(
      payment.allocations.map((x: { bill: { paymentStatus: string; remaining: number } }) => x.bill),
    ).toEqual([
      expect.objectContaining({ id: a.id, paymentStatus: 'paid', remaining: 0 }),
      expect.objectContaining({ id: b.id, paymentStatus: 'paid', remaining: 0 }),
      expect.objectContaining({ id: c.id, paymentStatus: 'partial', paid: 120, remaining: 120 }),
    ]);
    // the bills' own answers carry it (list and detail)
    expect((await get(`/v1/bills/${a.id}`)).json().paymentStatus).toBe('paid');
    expect((await get(`/v1/bills/${c.id}`)).json().paymentStatus).toBe('partial');
    const listed = (await get('/v1/bills?pageSize=100')).json() as { id: string; paymentStatus: string }[];
    expect(listed.find((bill) => bill.id === b.id)?.paymentStatus).toBe('paid');
    const open = await get(`/v1/payments/open-bills?client=${caviste}`);
    expect(open.json().map((bill: { id: string }) => bill.id)).toContain(c.id);
    expect(open.json().map((bill: { id: string }) => bill.id)).not.toContain(a.id);
    // the staff is told (spec §3: a payment type uses the payment icon)
    const [notification] = await queryRows<{ content: string }>(
      database.db,
      sql`select content from notifications where type = 'paymentReceived' order by created_at desc limit 1`,
    );
    expect(notification?.content).toMatch(/^Paiement reçu de .+ : 300,00\s€ \(Virement\)$/);
    await sumsAreExact();
  });

  it('takes amounts in euros exactly (0.1 + 0.2 is 30 cents) and keeps cents', async () => {
    const bill = await issuedBill(0.25); // 0.30 TTC
    const res = await send('POST', '/v1/payments', owner, {
      type: 'cash',
      amount: 0.1 + 0.2,
      date: '2026-11-21',
      allocations: [{ bill: { id: bill.id }, amount: 0.3 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().allocations[0].bill).toMatchObject({ paymentStatus: 'paid', remaining: 0 });
  });

  it('refuses an allocation beyond the bill’s remaining due or the payment, in French, changing nothing', async () => {
    const bill = await issuedBill(100);
    const before = await sums();
    const beyondBill = await send('POST', '/v1/payments', owner, {
      type: 'check',
      amount: 200,
      date: '2026-11-21',
      allocations: [{ bill: { id: bill.id }, amount: 120.01 }],
    });
    expect(beyondBill.statusCode).toBe(422);
    expect(beyondBill.json()).toMatchObject({
      message: 'La ventilation dépasse le reste à payer de la facture.',
      errors: [{ path: 'allocations.0.amount' }],
    });
    const beyondPayment = await send('POST', '/v1/payments', owner, {
      type: 'check',
      amount: 100,
      date: '2026-11-21',
      allocations: [{ bill: { id: bill.id }, amount: 110 }],
    });
    expect(beyondPayment.statusCode).toBe(422);
    expect(beyondPayment.json().message).toBe('La ventilation dépasse le montant non ventilé du paiement.');
    const draft = await send('POST', '/v1/bills', owner, {
      client: { id: caviste },
      lines: [{ label: 'Brouillon', unitHT: 10, vatRate: 20, quantity: 1 }],
    });
    const onDraft = await send('POST', '/v1/payments', owner, {
      type: 'check',
      amount: 12,
      date: '2026-11-21',
      allocations: [{ bill: { id: draft.json().id }, amount: 12 }],
    });
    expect(onDraft.statusCode).toBe(422);
    expect(onDraft.json().message).toBe('Seule une facture émise peut recevoir un paiement.');
    const otherClient = await issuedBill(10, buyer);
    const mixed = await send('POST', '/v1/payments', owner, {
      type: 'check',
      amount: 24,
      date: '2026-11-21',
      allocations: [
        { bill: { id: bill.id }, amount: 12 },
        { bill: { id: otherClient.id }, amount: 12 },
      ],
    });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().message).toBe("Cette facture n'est pas celle du client du paiement.");
    const badAmount = await send('POST', '/v1/payments', owner, {
      type: 'check',
      amount: 10.001,
      date: '2026-11-21',
      client: { id: caviste },
    });
    expect(badAmount.statusCode).toBe(400);
    expect(badAmount.json().message).toContain('au plus 2 décimales');
    const badType = await send('POST', '/v1/payments', owner, {
      type: 'bitcoin',
      amount: 10,
      date: '2026-11-21',
      client: { id: caviste },
    });
    expect(badType.statusCode).toBe(400);
    expect(await sums()).toBe(before);
  });
});

describe('ventilation (lettrage)', () => {
  it('ventilates a payment later, undoes one allocation, turns an overpayment into credit', async () => {
    const [a, b] = [await issuedBill(100), await issuedBill(100)];
    const created = await send('POST', '/v1/payments', owner, {
      type: 'check',
      amount: 250,
      date: '2026-11-22',
      client: { id: caviste },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ allocated: 0, unallocated: 250 });

    const ventilated = await send('POST', `/v1/payments/${id}/allocations`, owner, {
      allocations: [
        { bill: { id: a.id }, amount: 120 },
        { bill: { id: b.id }, amount: 100 },
      ],
    });
    expect(ventilated.statusCode, ventilated.body).toBe(200);
    expect(ventilated.json()).toMatchObject({ allocated: 220, unallocated: 30 });

    const allocationOfB = ventilated
      .json()
      .allocations.find((x: { bill: { id: string } }) => x.bill.id === b.id);
    const undone = await send('DELETE', `/v1/payments/${id}/allocations/${allocationOfB.id}`, owner);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ allocated: 120, unallocated: 130 });
    const [balanceOfB] = await queryRows<{ paymentStatus: string; paidCents: number }>(
      database.db,
      sql`select payment_status as "paymentStatus", paid_cents as "paidCents" from bill_balances
        where bill_id = ${b.id}`,
    );
    expect(balanceOfB).toEqual({ paymentStatus: 'missing', paidCents: 0 });

    const paidB = await send('POST', `/v1/payments/${id}/allocations`, owner, {
      allocations: [{ bill: { id: b.id }, amount: 120 }],
      leftoverToCredit: true,
    });
    expect(paidB.statusCode, paidB.body).toBe(200);
    expect(paidB.json()).toMatchObject({
      allocated: 240,
      credited: 10,
      unallocated: 0,
      credit: { amount: 10, status: 'full' },
    });
    const notCancelled = await send('POST', `/v1/payments/${id}/cancel`, owner);
    expect(notCancelled.statusCode).toBe(422);
    expect(notCancelled.json().message).toBe('Annulez d’abord les ventilations de ce paiement.');
    const mistaken = await send('POST', '/v1/payments', owner, {
      type: 'cash',
      amount: 15,
      date: '2026-11-22',
      client: { id: caviste },
    });
    const cancelled = await send('POST', `/v1/payments/${mistaken.json().id}/cancel`, owner);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', unallocated: 0 });
    const onCancelled = await send('POST', `/v1/payments/${mistaken.json().id}/allocations`, owner, {
      allocations: [{ bill: { id: a.id }, amount: 1 }],
    });
    expect(onCancelled.statusCode).toBe(422);
    expect(onCancelled.json().message).toBe('Ce paiement est annulé.');
    const nothingLeft = await send('POST', `/v1/payments/${id}/credit`, owner);
    expect(nothingLeft.statusCode).toBe(422);
    expect(nothingLeft.json().message).toBe('Il ne reste rien à convertir en avoir sur ce paiement.');
    await sumsAreExact();
  });
});

describe('credits', () => {
  it('an issued credit note is client credit, used on a new bill, then refunded; statuses follow', async () => {
    const billed = await issuedBill(100);
    const note = await send('POST', `/v1/bills/${billed.id}/credit-note`, owner, {});
    expect(note.statusCode, note.body).toBe(201);
    const list = await get(`/v1/credits?origin=creditNote&search=${note.json().number}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    const credit = list.json()[0];
    expect(credit).toMatchObject({
      origin: 'creditNote',
      creditNote: { id: note.json().id, number: note.json().number },
      client: { id: caviste },
      amount: 120,
      balance: 120,
      status: 'full',
    });

    const newBill = await issuedBill(50); // 60 TTC
    const used = await send('POST', `/v1/credits/${credit.id}/use`, owner, {
      bill: { id: newBill.id },
      amount: 60,
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({ used: 60, balance: 60, status: 'partial' });
    expect(used.json().uses[0].bill).toMatchObject({ id: newBill.id, paymentStatus: 'paid' });

    const tooMuch = await send('POST', `/v1/credits/${credit.id}/refund`, owner, {
      amount: 60.01,
      type: 'transfer',
      date: '2026-11-23',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe("Le remboursement dépasse le solde de l'avoir.");
    const refunded = await send('POST', `/v1/credits/${credit.id}/refund`, owner, {
      amount: 60,
      type: 'transfer',
      date: '2026-11-23',
      reference: 'VIR REMB',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ refunded: 60, balance: 0, status: 'empty' });
    expect(refunded.json().refunds[0]).toMatchObject({
      amount: 60,
      typeLabel: 'Virement',
      date: '2026-11-23',
    });

    const undone = await send('DELETE', `/v1/credits/${credit.id}/uses/${used.json().uses[0].id}`, owner);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ used: 0, balance: 60, status: 'partial' });
    await sumsAreExact();
  });
});

describe('the list', () => {
  it('lists entered payments and the e-shop’s card payments, filters, searches, sorts and exports', async () => {
    // a buyer pays by card in the e-shop; the seller validates, the card is debited
    const buyerSession = await loginAs(app, 'buyer@sarment.test');
    const order = await app.inject({
      method: 'POST',
      url: '/v1/orders/checkout',
      headers: buyerSession.headers,
      payload: {
        idempotencyKey: `receivables-${Date.now()}`,
        order: {
          seller: { id: demoIds.shops.troisVallees },
          products: [demoLines.bourgogne(1)],
          shipping: { type: demoIds.deliveryModes.troisVallees },
        },
        payment: { type: 'cb', card: { number: testCards.success, expMonth: 12, expYear: 2030, cvc: '123' } },
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json().order.id;
    await send('POST', `/v1/orders/${orderId}/validate`, owner);
    const all = await get('/v1/payments?pageSize=100');
    expect(all.statusCode, all.body).toBe(200);
    expect(Number(all.headers['x-total-count'])).toBe(all.json().length);
    const card = all.json().find((p: { order: { id: string } | null }) => p.order?.id === orderId);
    expect(card).toMatchObject({ source: 'shop', type: 'cb', status: 'paid', typeLabel: 'Carte bancaire' });
    expect(card.amount).toBeGreaterThan(0);
    expect((await get(`/v1/payments/${card.id}`)).json()).toMatchObject({ id: card.id, allocations: [] });
    const ventilateCard = await send('POST', `/v1/payments/${card.id}/allocations`, owner, {
      allocations: [],
    });
    expect(ventilateCard.statusCode).toBe(422);
    expect(
      (await get('/v1/payments?source=shop')).json().every((p: { source: string }) => p.source === 'shop'),
    ).toBe(true);
    const transfers = await get('/v1/payments?type=transfer&source=entered');
    expect(transfers.json().every((p: { type: string }) => p.type === 'transfer')).toBe(true);
    const searched = await get('/v1/payments?search=vir%20caviste');
    expect(searched.json().map((p: { reference: string }) => p.reference)).toEqual(['VIR CAVISTE 1120']);
    const sorted = await get('/v1/payments?sort=amount&source=entered');
    const amounts = sorted.json().map((p: { amount: number }) => p.amount);
    expect(amounts).toEqual([...amounts].sort((x, y) => x - y));
    const open = await get('/v1/payments?unallocated=true');
    expect(open.json().every((p: { unallocated: number }) => p.unallocated > 0)).toBe(true);
    const csv = await get('/v1/payments/export?format=csv&search=vir%20caviste');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Virement');
    expect(csv.body).toContain('300,00');
    const bad = await get('/v1/payments?sort=nope');
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for another shop’s payment, credit, bill and allocation, and lists none of them', async () => {
    const bill = await issuedBill(10);
    const payment = (
      await send('POST', '/v1/payments', owner, {
        type: 'cash',
        amount: 12,
        date: '2026-11-24',
        allocations: [{ bill: { id: bill.id }, amount: 6 }],
      })
    ).json();
    const before = await sums();
    expect((await get(`/v1/payments/${payment.id}`, otherOwner)).statusCode).toBe(404);
    expect(
      (await get('/v1/payments?pageSize=100', otherOwner)).json().map((p: { id: string }) => p.id),
    ).not.toContain(payment.id);
    const steal = await send('POST', `/v1/payments/${payment.id}/allocations`, otherOwner, {
      allocations: [{ bill: { id: bill.id }, amount: 6 }],
    });
    expect(steal.statusCode).toBe(404);
    const undo = await send(
      'DELETE',
      `/v1/payments/${payment.id}/allocations/${payment.allocations[0].id}`,
      otherOwner,
    );
    expect(undo.statusCode).toBe(404);
    const onVictimBill = await send('POST', '/v1/payments', otherOwner, {
      type: 'cash',
      amount: 6,
      date: '2026-11-24',
      allocations: [{ bill: { id: bill.id }, amount: 6 }],
    });
    expect(onVictimBill.statusCode).toBe(404);
    expect((await get(`/v1/payments/open-bills?client=${caviste}`, otherOwner)).statusCode).toBe(404);
    expect(await sums()).toBe(before);
  });
});
