import { demoIds, queryRows, sql } from '@sarment/db';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../testing/auth.ts';
import { demoLines } from '../cart/cart-test-data.ts';
import { buyer, caviste, receivablesTestKit } from './receivables-test-kit.ts';
import { testCards } from './test-card-provider.ts';

// Payments received from clients (issue 19): recorded against bills (contract POST /v1/payments), listed with the
// e-shop's card payments; never more than the payment holds nor a bill asks; another shop's payment, credit or bill
// is unknown (404). Ventilating later and undoing: bill-allocations.int.test.ts; credits: credits.int.test.ts.
const { kit, send, get, issuedBill, sums, sumsAreExact } = receivablesTestKit();

describe('POST /v1/payments (contract)', () => {
  it('a transfer pays two bills in full and a third partly; each bill tells its paymentStatus', async () => {
    const [a, b, c] = [await issuedBill(100), await issuedBill(50), await issuedBill(200)];
    const res = await send('POST', '/v1/payments', kit.owner, {
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
      kit.database.db,
      sql`select content from notifications where type = 'paymentReceived' order by created_at desc limit 1`,
    );
    expect(notification?.content).toMatch(/^Paiement reçu de .+ : 300,00\s€ \(Virement\)$/);
    await sumsAreExact();
  });

  it('takes amounts in euros exactly (0.1 + 0.2 is 30 cents) and keeps cents', async () => {
    const bill = await issuedBill(0.25); // 0.30 TTC
    const res = await send('POST', '/v1/payments', kit.owner, {
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
    const beyondBill = await send('POST', '/v1/payments', kit.owner, {
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
    const beyondPayment = await send('POST', '/v1/payments', kit.owner, {
      type: 'check',
      amount: 100,
      date: '2026-11-21',
      allocations: [{ bill: { id: bill.id }, amount: 110 }],
    });
    expect(beyondPayment.statusCode).toBe(422);
    expect(beyondPayment.json().message).toBe('La ventilation dépasse le montant non ventilé du paiement.');
    const draft = await send('POST', '/v1/bills', kit.owner, {
      client: { id: caviste },
      lines: [{ label: 'Brouillon', unitHT: 10, vatRate: 20, quantity: 1 }],
    });
    const onDraft = await send('POST', '/v1/payments', kit.owner, {
      type: 'check',
      amount: 12,
      date: '2026-11-21',
      allocations: [{ bill: { id: draft.json().id }, amount: 12 }],
    });
    expect(onDraft.statusCode).toBe(422);
    expect(onDraft.json().message).toBe('Seule une facture émise peut recevoir un paiement.');
    const otherClient = await issuedBill(10, buyer);
    const mixed = await send('POST', '/v1/payments', kit.owner, {
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
    const badAmount = await send('POST', '/v1/payments', kit.owner, {
      type: 'check',
      amount: 10.001,
      date: '2026-11-21',
      client: { id: caviste },
    });
    expect(badAmount.statusCode).toBe(400);
    expect(badAmount.json().message).toContain('au plus 2 décimales');
    const badType = await send('POST', '/v1/payments', kit.owner, {
      type: 'bitcoin',
      amount: 10,
      date: '2026-11-21',
      client: { id: caviste },
    });
    expect(badType.statusCode).toBe(400);
    expect(await sums()).toBe(before);
  });
});

describe('the list', () => {
  it('lists entered payments and the e-shop’s card payments, filters, searches, sorts and exports', async () => {
    // a buyer pays by card in the e-shop; the seller validates, the card is debited
    const buyerSession = await loginAs(kit.app, 'buyer@sarment.test');
    const order = await kit.app.inject({
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
    await send('POST', `/v1/orders/${orderId}/validate`, kit.owner);
    const all = await get('/v1/payments?pageSize=100');
    expect(all.statusCode, all.body).toBe(200);
    expect(Number(all.headers['x-total-count'])).toBe(all.json().length);
    const card = all.json().find((p: { order: { id: string } | null }) => p.order?.id === orderId);
    expect(card).toMatchObject({ source: 'shop', type: 'cb', status: 'paid', typeLabel: 'Carte bancaire' });
    expect(card.amount).toBeGreaterThan(0);
    expect((await get(`/v1/payments/${card.id}`)).json()).toMatchObject({ id: card.id, allocations: [] });
    const ventilateCard = await send('POST', `/v1/payments/${card.id}/allocations`, kit.owner, {
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
      await send('POST', '/v1/payments', kit.owner, {
        type: 'cash',
        amount: 12,
        date: '2026-11-24',
        allocations: [{ bill: { id: bill.id }, amount: 6 }],
      })
    ).json();
    const before = await sums();
    expect((await get(`/v1/payments/${payment.id}`, kit.otherOwner)).statusCode).toBe(404);
    expect(
      (await get('/v1/payments?pageSize=100', kit.otherOwner)).json().map((p: { id: string }) => p.id),
    ).not.toContain(payment.id);
    const steal = await send('POST', `/v1/payments/${payment.id}/allocations`, kit.otherOwner, {
      allocations: [{ bill: { id: bill.id }, amount: 6 }],
    });
    expect(steal.statusCode).toBe(404);
    const undo = await send(
      'DELETE',
      `/v1/payments/${payment.id}/allocations/${payment.allocations[0].id}`,
      kit.otherOwner,
    );
    expect(undo.statusCode).toBe(404);
    const onVictimBill = await send('POST', '/v1/payments', kit.otherOwner, {
      type: 'cash',
      amount: 6,
      date: '2026-11-24',
      allocations: [{ bill: { id: bill.id }, amount: 6 }],
    });
    expect(onVictimBill.statusCode).toBe(404);
    expect((await get(`/v1/payments/open-bills?client=${caviste}`, kit.otherOwner)).statusCode).toBe(404);
    expect(await sums()).toBe(before);
  });
});
