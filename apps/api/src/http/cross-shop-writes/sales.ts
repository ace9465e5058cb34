import { demoIds } from '@sarment/db';
import { demoLines } from '../../modules/cart/cart-test-data.ts';
import { loginAs } from '../../testing/auth.ts';
import { crmIds } from './crm.ts';
import { attackerBrut, type CrossShopArea, post, victimPinot, victimShop, world } from './harness.ts';

// Sales (issue 18): the victim's order, its sales documents (a sent quote, an issued bill, deposit bill and credit
// note), the document editor's previews and e-mails, shipments, samples and a month's bills as a ZIP.
export const salesIds = { order: '', quote: '', bill: '', depositBill: '', creditNote: '', shipment: '' };

/** A draft of the victim's for its caviste client. */
const draft = () => ({
  client: { id: 'cli_trois_vallees_caviste' },
  lines: [{ label: 'Conseil', unitHT: 10, vatRate: 20, quantity: 1 }],
});
/** The attacker's draft for the victim's client. */
const pirateDraft = () => ({
  client: { id: 'cli_trois_vallees_caviste' },
  lines: [{ label: 'Pirate', unitHT: 1, vatRate: 20, quantity: 1 }],
});
/** A shipment of the order's first line from the victim's cellar. */
const victimShipmentBody = () => ({
  lines: [{ line: { id: '1' }, quantity: 1 }],
  warehouse: { id: demoIds.warehouses.troisVallees },
  carrier: 'Colissimo',
});

export const sales: CrossShopArea = {
  async setup() {
    const { app, victim } = world;
    const buyer = await loginAs(app, 'buyer@sarment.test');
    const checkout = await post(buyer, '/v1/orders/checkout', {
      idempotencyKey: 'cross-shop-1',
      order: {
        seller: { id: victimShop },
        products: [demoLines.bourgogne(1)],
        shipping: { type: demoIds.deliveryModes.troisVallees },
      },
      payment: { type: 'check' },
    });
    salesIds.order = checkout.order.id;
    // issued, so that the control's DELETE leaves them for the routes after it (422: an issued document stays)
    for (const [key, kind] of [
      ['quote', 'quotes'],
      ['depositBill', 'deposit-bills'],
      ['bill', 'bills'],
    ] as const) {
      salesIds[key] = (await post(victim, `/v1/${kind}`, draft())).id;
      await post(victim, `/v1/${kind}/${salesIds[key]}/issue`);
    }
    salesIds.creditNote = (await post(victim, `/v1/bills/${salesIds.bill}/credit-note`, { lines: [] })).id;
    // a shipment of an order made from the victim's quote
    const shipped = await post(victim, '/v1/quotes', {
      client: { id: 'cli_trois_vallees_caviste' },
      lines: [{ ...victimPinot(), quantity: 2 }],
    });
    await post(victim, `/v1/quotes/${shipped.id}/issue`);
    const shippedOrder = (await post(victim, `/v1/quotes/${shipped.id}/accept`)).id;
    salesIds.shipment = (await post(victim, `/v1/orders/${shippedOrder}/shipments`, victimShipmentBody())).id;
  },
  victimIdFor: {
    'orders/:id': () => salesIds.order,
    'quotes/:id': () => salesIds.quote,
    'bills/:id': () => salesIds.bill,
    'deposit-bills/:id': () => salesIds.depositBill,
    'credit-notes/:id': () => salesIds.creditNote,
    'shipments/:id': () => salesIds.shipment,
  },
  bodies: () => ({
    'POST /v1/quotes': draft(),
    'PUT /v1/quotes/:id': draft(),
    'POST /v1/bills': draft(),
    'PUT /v1/bills/:id': draft(),
    'POST /v1/deposit-bills': draft(),
    'PUT /v1/deposit-bills/:id': draft(),
    'PUT /v1/credit-notes/:id': draft(),
    'POST /v1/bills/:id/credit-note': {},
    // the document editor: live totals of a draft, sending a document, the shop's e-mail models
    'POST /v1/quotes/preview': draft(),
    'POST /v1/bills/preview': draft(),
    'POST /v1/deposit-bills/preview': draft(),
    'POST /v1/quotes/:id/send': { to: 'caviste@sarment.test' },
    'POST /v1/bills/:id/send': { to: 'caviste@sarment.test' },
    'POST /v1/deposit-bills/:id/send': { to: 'caviste@sarment.test' },
    'POST /v1/credit-notes/:id/send': { to: 'caviste@sarment.test' },
    'PUT /v1/sales-mail-models': { kind: 'quote', subject: 'Devis {{documentNumber}}', body: 'Bonjour.' },
    'POST /v1/sales-mail-models/reset': { kind: 'quote' },
    // the victim's order (refused: the control's shipment answers 422), its shipment and a sample
    'POST /v1/orders/:id/shipments': victimShipmentBody(),
    'POST /v1/shipments/:id/status': { status: 'pendingPickup' },
    // cancelling the victim's validated order (the control's may cancel it: later order routes answer 422)
    'POST /v1/orders/:id/cancel': { reason: 'Client injoignable' },
    // a deposit bill on the victim's order, its VAT spread by the server (the control's order is refused: 422)
    'POST /v1/orders/:id/deposit-bill': { amountHT: 10 },
    'POST /v1/samples': {
      client: { id: 'cli_trois_vallees_caviste' },
      lines: [{ ...victimPinot(), quantity: 1 }],
      warehouse: { id: demoIds.warehouses.troisVallees },
      reason: 'Salon',
    },
    // a month's bills as a ZIP, prepared in the background
    'POST /v1/bills/zip': { month: '2026-11' },
  }),
  attempts: () => ({
    // the attacker's own document naming the victim's client: unknown client, 404
    'POST /v1/quotes': [
      ['/v1/quotes', pirateDraft()],
      // a quote from the victim's opportunity (won opportunity → quote draft)
      ['/v1/quotes', { opportunity: { id: crmIds.opportunity } }],
    ],
    // the editor's live totals of a draft for the victim's client: unknown client, 404
    'POST /v1/quotes/preview': [
      ['/v1/quotes/preview', pirateDraft()],
      ['/v1/quotes/preview', { opportunity: { id: crmIds.opportunity } }],
    ],
    'POST /v1/bills/preview': [['/v1/bills/preview', pirateDraft()]],
    'POST /v1/deposit-bills/preview': [['/v1/deposit-bills/preview', pirateDraft()]],
    'POST /v1/bills': [['/v1/bills', pirateDraft()]],
    'POST /v1/deposit-bills': [['/v1/deposit-bills', pirateDraft()]],
    'PUT /v1/quotes/:id': [[`/v1/quotes/${salesIds.quote}`, pirateDraft()]],
    'PUT /v1/bills/:id': [[`/v1/bills/${salesIds.bill}`, pirateDraft()]],
    'PUT /v1/deposit-bills/:id': [[`/v1/deposit-bills/${salesIds.depositBill}`, pirateDraft()]],
    'PUT /v1/credit-notes/:id': [[`/v1/credit-notes/${salesIds.creditNote}`, pirateDraft()]],
    // the victim's order shipped from the victim's cellar; a sample of the victim's client, or of the
    // attacker's client from the victim's cellar
    'POST /v1/orders/:id/shipments': [[`/v1/orders/${salesIds.order}/shipments`, victimShipmentBody()]],
    'POST /v1/samples': [
      [
        '/v1/samples',
        {
          client: { id: 'cli_trois_vallees_caviste' },
          lines: [{ ...victimPinot(), quantity: 1 }],
          warehouse: { id: demoIds.warehouses.troisVallees },
          reason: 'Pirate',
        },
      ],
      [
        '/v1/samples',
        {
          client: { id: crmIds.attackerClient },
          lines: [{ ...attackerBrut(), quantity: 1 }],
          warehouse: { id: demoIds.warehouses.troisVallees },
          reason: 'Pirate',
        },
      ],
    ],
  }),
};
