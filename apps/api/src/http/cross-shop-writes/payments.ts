import { crmIds } from './crm.ts';
import { type CrossShopArea, get, post, world } from './harness.ts';
import { salesIds } from './sales.ts';

// Payments and receivables (issue 19): the victim's payment ventilated on its bill, its credit note used on it,
// reminders and their settings, card refunds and SEPA mandates; the attacker's own payment and credit, whose
// ventilations name the victim's bill.
const victimIds = { payment: '', allocation: '', credit: '', creditUse: '', ventilation: '' };
const attackerIds = { payment: '', credit: '' };

/** One euro ventilated on the victim's bill. */
const onVictimBill = () => ({ bill: { id: salesIds.bill }, amount: 1 });

export const payments: CrossShopArea = {
  async setup() {
    const { victim, attacker } = world;
    const victimPayment = await post(victim, '/v1/payments', {
      type: 'transfer',
      amount: 5,
      date: '2026-11-02',
      allocations: [onVictimBill()],
    });
    victimIds.payment = victimPayment.id;
    victimIds.allocation = victimPayment.allocations[0].id;
    const [victimCredit] = await get(victim, '/v1/credits?origin=creditNote');
    victimIds.credit = victimCredit.id;
    victimIds.creditUse = (
      await post(victim, `/v1/credits/${victimCredit.id}/use`, onVictimBill())
    ).uses[0].id;
    victimIds.ventilation = (
      await post(victim, '/v1/payments', {
        type: 'cash',
        amount: 1,
        date: '2026-11-02',
        allocations: [onVictimBill()],
      })
    ).allocations[0].id;
    // the attacker's own payment, its leftover turned into credit
    const attackerPayment = await post(attacker, '/v1/payments', {
      type: 'cash',
      amount: 5,
      date: '2026-11-02',
      client: { id: crmIds.attackerClient },
    });
    attackerIds.payment = attackerPayment.id;
    attackerIds.credit = (await post(attacker, `/v1/payments/${attackerPayment.id}/credit`)).credit.id;
  },
  victimIdFor: {
    // the victim's entered payment, one of its allocations, a credit (its credit note) and one use of it
    'payments/:id': () => victimIds.payment,
    'allocations/:allocationId': () => victimIds.allocation,
    'credits/:id': () => victimIds.credit,
    'uses/:allocationId': () => victimIds.creditUse,
    // another ventilation of the victim's (the routes above undo the first ones)
    'ventilations/:id': () => victimIds.ventilation,
  },
  bodies: () => ({
    // a reminder of the victim's bill (the control's bill is not yet due: 422), the reminder settings, a card
    // refund of the victim's order (the control's order has no card debit: 422) and a client's SEPA mandates
    'POST /v1/bills/:id/reminders': {},
    'PUT /v1/reminder-settings': {
      automatic: false,
      latePenaltyRate: 12.15,
      levels: [1, 2, 3].map((level) => ({
        level,
        daysAfterDue: level * 10,
        subject: 'Relance {{documentNumber}}',
        body: 'Bonjour {{clientFirstname}}.',
      })),
    },
    'POST /v1/orders/:id/refunds': { amount: 1 },
    'POST /v1/clients/:id/sepa-mandates': { iban: 'FR14 2004 1010 0505 0001 3M02 606', holderName: 'Pirate' },
    'POST /v1/clients/:id/sepa-mandates/refresh': {},
    'POST /v1/payments': { type: 'transfer', amount: 1, date: '2026-11-02', allocations: [onVictimBill()] },
    'POST /v1/payments/:id/allocations': { allocations: [onVictimBill()] },
    'POST /v1/credits/:id/use': onVictimBill(),
    'POST /v1/ventilations': { payment: { id: victimIds.payment }, ...onVictimBill() },
    'POST /v1/credits/:id/refund': { amount: 0.5, type: 'transfer', date: '2026-11-02' },
  }),
  attempts: () => ({
    // the attacker's payment or credit ventilated on the victim's bill
    'POST /v1/payments': [
      ['/v1/payments', { type: 'transfer', amount: 1, date: '2026-11-02', allocations: [onVictimBill()] }],
      [
        '/v1/payments',
        { type: 'transfer', amount: 1, date: '2026-11-02', client: { id: 'cli_trois_vallees_caviste' } },
      ],
    ],
    'POST /v1/payments/:id/allocations': [
      [`/v1/payments/${attackerIds.payment}/allocations`, { allocations: [onVictimBill()] }],
    ],
    'POST /v1/credits/:id/use': [[`/v1/credits/${attackerIds.credit}/use`, onVictimBill()]],
    // the attacker's payment or credit ventilated on the victim's bill, and the victim's payment on it
    'POST /v1/ventilations': [
      ['/v1/ventilations', { payment: { id: attackerIds.payment }, ...onVictimBill() }],
      ['/v1/ventilations', { credit: { id: attackerIds.credit }, ...onVictimBill() }],
      ['/v1/ventilations', { payment: { id: victimIds.payment }, ...onVictimBill() }],
    ],
  }),
};
