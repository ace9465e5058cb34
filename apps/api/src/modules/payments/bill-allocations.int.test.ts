import { queryRows, sql } from '@sarment/db';
import { describe, expect, it } from 'vitest';
import { caviste, receivablesTestKit } from './receivables-test-kit.ts';

// Ventilation (lettrage, issue 19): a payment ventilated after it was entered, one allocation undone, an
// overpayment turned into credit, a payment entered by mistake cancelled.
const { kit, send, issuedBill, sumsAreExact } = receivablesTestKit();

describe('ventilation (lettrage)', () => {
  it('ventilates a payment later, undoes one allocation, turns an overpayment into credit', async () => {
    const [a, b] = [await issuedBill(100), await issuedBill(100)];
    const created = await send('POST', '/v1/payments', kit.owner, {
      type: 'check',
      amount: 250,
      date: '2026-11-22',
      client: { id: caviste },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ allocated: 0, unallocated: 250 });

    const ventilated = await send('POST', `/v1/payments/${id}/allocations`, kit.owner, {
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
    const undone = await send('DELETE', `/v1/payments/${id}/allocations/${allocationOfB.id}`, kit.owner);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ allocated: 120, unallocated: 130 });
    const [balanceOfB] = await queryRows<{ paymentStatus: string; paidCents: number }>(
      kit.database.db,
      sql`select payment_status as "paymentStatus", paid_cents as "paidCents" from bill_balances
        where bill_id = ${b.id}`,
    );
    expect(balanceOfB).toEqual({ paymentStatus: 'missing', paidCents: 0 });

    const paidB = await send('POST', `/v1/payments/${id}/allocations`, kit.owner, {
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
    const notCancelled = await send('POST', `/v1/payments/${id}/cancel`, kit.owner);
    expect(notCancelled.statusCode).toBe(422);
    expect(notCancelled.json().message).toBe('Annulez d’abord les ventilations de ce paiement.');
    const mistaken = await send('POST', '/v1/payments', kit.owner, {
      type: 'cash',
      amount: 15,
      date: '2026-11-22',
      client: { id: caviste },
    });
    const cancelled = await send('POST', `/v1/payments/${mistaken.json().id}/cancel`, kit.owner);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', unallocated: 0 });
    const onCancelled = await send('POST', `/v1/payments/${mistaken.json().id}/allocations`, kit.owner, {
      allocations: [{ bill: { id: a.id }, amount: 1 }],
    });
    expect(onCancelled.statusCode).toBe(422);
    expect(onCancelled.json().message).toBe('Ce paiement est annulé.');
    const nothingLeft = await send('POST', `/v1/payments/${id}/credit`, kit.owner);
    expect(nothingLeft.statusCode).toBe(422);
    expect(nothingLeft.json().message).toBe('Il ne reste rien à convertir en avoir sur ce paiement.');
    await sumsAreExact();
  });
});
