import { describe, expect, it } from 'vitest';
import { caviste, receivablesTestKit } from './receivables-test-kit.ts';

// Client credits (issue 19): an issued credit note becomes credit, used on a later bill, refunded, its use undone.
const { kit, send, get, issuedBill, sumsAreExact } = receivablesTestKit();

describe('credits', () => {
  it('an issued credit note is client credit, used on a new bill, then refunded; statuses follow', async () => {
    const billed = await issuedBill(100);
    const note = await send('POST', `/v1/bills/${billed.id}/credit-note`, kit.owner, {});
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
    const used = await send('POST', `/v1/credits/${credit.id}/use`, kit.owner, {
      bill: { id: newBill.id },
      amount: 60,
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({ used: 60, balance: 60, status: 'partial' });
    expect(used.json().uses[0].bill).toMatchObject({ id: newBill.id, paymentStatus: 'paid' });

    const tooMuch = await send('POST', `/v1/credits/${credit.id}/refund`, kit.owner, {
      amount: 60.01,
      type: 'transfer',
      date: '2026-11-23',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe("Le remboursement dépasse le solde de l'avoir.");
    const refunded = await send('POST', `/v1/credits/${credit.id}/refund`, kit.owner, {
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

    const undone = await send('DELETE', `/v1/credits/${credit.id}/uses/${used.json().uses[0].id}`, kit.owner);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ used: 0, balance: 60, status: 'partial' });
    await sumsAreExact();
  });
});
