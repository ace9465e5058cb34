import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { demoLines } from '../modules/cart/cart-test-data.ts';
import { sectionBodies } from '../modules/settings/settings.schemas.ts';
import { lookBody } from '../modules/settings/shop-editor.schemas.ts';
import { type LoggedIn, loginAs } from '../testing/auth.ts';

// Every shop-scoped write of the route table, called by another shop's owner on the first shop's resources:
// each must answer 404 and leave every row of the victim shop as it was (issue 14, Access). The routes are
// read from app.routeAccessTable, so a new write route is attacked as soon as it is registered; one whose path
// parameters this file cannot fill makes it fail.
const victimShop = demoIds.shops.troisVallees;
let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let victim: LoggedIn;
let attacker: LoggedIn;
const victimResources = { order: '', apiKey: '', promoCode: '', builder: '', task: '', opportunity: '' };
// the victim's sales documents (issue 18): a sent quote, an issued bill, deposit bill and credit note
const victimDocuments = { quote: '', bill: '', depositBill: '', creditNote: '' };
// the victim's own event (slots and a phone booking), so that deleting it is refused and the rest still reach it
const victimEvent = { id: '', slot: '', otherSlot: '', rate: '', reservation: '' };
let attackerEvent = '';
let attackerBooking = '';
// the attacker's own task, whose PUT names the victim's task in its body
let attackerTask = '';
// the victim's marketing list (holding the victim's client), and the attacker's, whose members' body names the victim's client
let victimList = '';
let attackerList = '';
// the attacker's own client, whose PUT names the victim's contact and address in its body
let attackerClient = '';
// the attacker's own promotion code, whose PUT names the victim's code in its body
let attackerPromoCode = '';
// the attacker's own box builder, whose PUT names the victim's builder or products in its body
let attackerBuilder = '';
// biome-ignore lint/suspicious/noExplicitAny: the settings answers are read loosely to build request bodies
let settings: any;
// biome-ignore lint/suspicious/noExplicitAny: idem
let editor: any;
let image: Buffer;
// biome-ignore lint/suspicious/noExplicitAny: the products as their staff read them, to build request bodies
const products: Record<'victim' | 'attacker', any> = { victim: null, attacker: null };

/** The victim's resource for each path parameter, named by the collection it follows (`orders/:id`). */
const victimIdFor: Record<string, () => string> = {
  'orders/:id': () => victimResources.order,
  'api-keys/:id': () => victimResources.apiKey,
  'roles/:userId': () => demoIds.users.iamTroisVallees,
  'products/:id': () => demoIds.products.bourgognePinotNoir,
  'promo-codes/:id': () => victimResources.promoCode,
  'builders/:id': () => victimResources.builder,
  'tasks/:id': () => victimResources.task,
  'lists/:id': () => victimList,
  'members/:clientId': () => 'cli_trois_vallees_buyer',
  // the victim's client (Trois Vallées gave the caviste its Caviste grid)
  'clients/:userId': () => demoIds.users.caviste,
  // the victim's opportunity, and its prospect (converted, followed up)
  'opportunities/:id': () => victimResources.opportunity,
  'prospects/:id': () => victimProspect,
  // a client with the victim's open order (beforeAll): deleting or anonymising it is refused, so the routes after
  // DELETE /v1/clients/:id still reach it (converting it, no prospect, answers 422)
  'clients/:id': () => 'cli_trois_vallees_buyer',
  'events/:id': () => victimEvent.id,
  'slots/:slotId': () => victimEvent.slot,
  'reservations/:id': () => victimEvent.reservation,
  'quotes/:id': () => victimDocuments.quote,
  'bills/:id': () => victimDocuments.bill,
  'deposit-bills/:id': () => victimDocuments.depositBill,
  'credit-notes/:id': () => victimDocuments.creditNote,
  // the victim's shipment of an order made from a quote (issue 18)
  'shipments/:id': () => victimShipment,
  // the victim's Pinot in its cellar, the cellar (the default one: deleting it is refused) and a capsule
  'stocks/:id': () => victimStockLevel,
  'warehouses/:id': () => demoIds.warehouses.troisVallees,
  'crd-items/:id': () => 'crd_demo_vert_75',
  // the victim's allocation of its Pinot to its caviste market (issue 20)
  'allocations/:id': () => allocationIds.victim,
  // the victim's entered payment, one of its allocations, a credit (its credit note) and one use of it (issue 19)
  'payments/:id': () => victimReceivables.payment,
  'allocations/:allocationId': () => victimReceivables.allocation,
  'credits/:id': () => victimReceivables.credit,
  'uses/:allocationId': () => victimReceivables.creditUse,
  // another ventilation of the victim's (the routes above undo the first ones)
  'ventilations/:id': () => victimReceivables.ventilation,
};
const victimReceivables = { payment: '', allocation: '', credit: '', creditUse: '', ventilation: '' };
// the attacker's own payment and credit, whose ventilations name the victim's bill
const attackerReceivables = { payment: '', credit: '' };
let victimStockLevel = '';
// the victim's stock allocation, and the attacker's, whose PUT names the victim's wine or client
const allocationIds = { victim: '', attacker: '' };
const victimAllocationBody = () => ({
  ...victimPinot(),
  target: { kind: 'market', id: 'caviste' },
  quantity: 1,
});
let victimShipment = '';
/** The victim's Pinot 2022 in 75 cl, as the stock routes name an item. */
const victimPinot = () => ({
  product: { id: demoIds.products.bourgognePinotNoir },
  format: { id: demoIds.formats.bourgognePinotNoir75cl },
  vintage: { id: demoIds.vintages.bourgognePinotNoir2022 },
});
const victimCellar = () => ({
  id: demoIds.warehouses.troisVallees,
  name: 'Chai du domaine',
  taxStatus: 'suspended',
  exciseNumber: null,
  address: null,
});
const victimProspect = 'cli_trois_vallees_prospect_comptoir';

const isWrite = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
const shopWrites = () =>
  app.routeAccessTable.filter((route) => route.access.kind === 'shop' && isWrite(route.method));
const routeName = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** The route's path with the victim's ids, or the parameters this file cannot fill. */
function victimPath(url: string): { path: string; missing: string[] } {
  const missing: string[] = [];
  const path = url.replace(/([\w-]+)\/:(\w+)/g, (whole, collection: string) => {
    const id = victimIdFor[whole]?.();
    if (!id) missing.push(whole);
    return `${collection}/${id ?? 'x'}`;
  });
  return { path, missing };
}

const pick = (source: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, source[key]]));

/** A well-formed body for each write route (the victim's own settings, saved back): the control proves it. */
function requestFor(route: { method: string; url: string }): Pick<InjectOptions, 'payload' | 'headers'> {
  const name = routeName(route);
  if (name === 'POST /v1/media/images') return { payload: image, headers: { 'content-type': 'image/jpeg' } };
  const section = /^PUT \/v1\/settings\/(\w+)$/.exec(name)?.[1];
  if (section && section in sectionBodies) {
    const keys = Object.keys(sectionBodies[section as keyof typeof sectionBodies].shape);
    return { payload: pick(settings[section], keys) };
  }
  const bodies: Record<string, unknown> = {
    'PUT /v1/shops/me': { name: 'Domaine pirate' },
    'POST /v1/api-keys': { name: 'Clé pirate' },
    // the seed's landline (+33 3...) is refused by the form's mobile-phone rule (spec §5): a mobile number
    'PUT /v1/settings/infos': {
      ...settings.infos,
      siren: undefined,
      nic: undefined,
      phone: '06 12 34 56 78',
    },
    'PUT /v1/settings/typos': settings.typos,
    'PUT /v1/settings/billing': settings.billing,
    'PUT /v1/settings/delivery': settings.delivery,
    'PUT /v1/settings/integrations': settings.integrations,
    'PUT /v1/settings/roles/:userId': { authorizations: { createQuote: true } },
    'PUT /v1/settings/shop-editor': pick(editor, Object.keys(lookBody.shape)),
    'PUT /v1/settings/tabs': { tabs: editor.tabs },
    // the product as its staff reads it (that route's contract)
    'POST /v1/products': { ...products.victim, name: 'Pinot pirate', vintages: [], formats: [], gtins: [] },
    'PUT /v1/products/:id': products.victim,
    'POST /v1/promo-codes': { code: 'PIRATE', kind: 'percent', value: 50 },
    'POST /v1/quotes': {
      client: { id: 'cli_trois_vallees_caviste' },
      lines: [{ label: 'Conseil', unitHT: 10, vatRate: 20, quantity: 1 }],
    },
    'PUT /v1/quotes/:id': {
      client: { id: 'cli_trois_vallees_caviste' },
      lines: [{ label: 'Conseil', unitHT: 10, vatRate: 20, quantity: 1 }],
    },
    'POST /v1/bills': {
      client: { id: 'cli_trois_vallees_caviste' },
      lines: [{ label: 'Conseil', unitHT: 10, vatRate: 20, quantity: 1 }],
    },
    'PUT /v1/bills/:id': {
      client: { id: 'cli_trois_vallees_caviste' },
      lines: [{ label: 'Conseil', unitHT: 10, vatRate: 20, quantity: 1 }],
    },
    'POST /v1/deposit-bills': {
      client: { id: 'cli_trois_vallees_caviste' },
      lines: [{ label: 'Conseil', unitHT: 10, vatRate: 20, quantity: 1 }],
    },
    'PUT /v1/deposit-bills/:id': {
      client: { id: 'cli_trois_vallees_caviste' },
      lines: [{ label: 'Conseil', unitHT: 10, vatRate: 20, quantity: 1 }],
    },
    'PUT /v1/credit-notes/:id': {
      client: { id: 'cli_trois_vallees_caviste' },
      lines: [{ label: 'Conseil', unitHT: 10, vatRate: 20, quantity: 1 }],
    },
    'POST /v1/bills/:id/credit-note': {},
    // issue 19: a reminder of the victim's bill (the control's bill is not yet due: 422), the reminder settings,
    // a card refund of the victim's order (the control's order has no card debit: 422) and a client's SEPA mandates
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
    // the document editor (issue 18): live totals of a draft, sending a document, the shop's e-mail models
    'POST /v1/quotes/preview': {
      client: { id: 'cli_trois_vallees_caviste' },
      lines: [{ label: 'Conseil', unitHT: 10, vatRate: 20, quantity: 1 }],
    },
    'POST /v1/bills/preview': {
      client: { id: 'cli_trois_vallees_caviste' },
      lines: [{ label: 'Conseil', unitHT: 10, vatRate: 20, quantity: 1 }],
    },
    'POST /v1/deposit-bills/preview': {
      client: { id: 'cli_trois_vallees_caviste' },
      lines: [{ label: 'Conseil', unitHT: 10, vatRate: 20, quantity: 1 }],
    },
    'POST /v1/quotes/:id/send': { to: 'caviste@sarment.test' },
    'POST /v1/bills/:id/send': { to: 'caviste@sarment.test' },
    'POST /v1/deposit-bills/:id/send': { to: 'caviste@sarment.test' },
    'POST /v1/credit-notes/:id/send': { to: 'caviste@sarment.test' },
    'PUT /v1/sales-mail-models': { kind: 'quote', subject: 'Devis {{documentNumber}}', body: 'Bonjour.' },
    // the victim's order (refused: the control's shipment answers 422), its shipment and a sample (issue 18)
    'POST /v1/orders/:id/shipments': {
      lines: [{ line: { id: '1' }, quantity: 1 }],
      warehouse: { id: demoIds.warehouses.troisVallees },
      carrier: 'Colissimo',
    },
    'POST /v1/shipments/:id/status': { status: 'pendingPickup' },
    'POST /v1/samples': {
      client: { id: 'cli_trois_vallees_caviste' },
      lines: [{ ...victimPinot(), quantity: 1 }],
      warehouse: { id: demoIds.warehouses.troisVallees },
      reason: 'Salon',
    },
    // a month's bills as a ZIP, prepared in the background (issue 18)
    'POST /v1/bills/zip': { month: '2026-11' },
    'PUT /v1/promo-codes/:id': {
      id: victimResources.promoCode,
      code: 'BIENVENUE10',
      kind: 'percent',
      value: 90,
    },
    'PUT /v1/tarifs': {
      changes: [{ formatId: demoIds.formats.bourgognePinotNoir75cl, typology: 'caviste', amount: 11 }],
    },
    'POST /v1/tarifs/bulk': { typology: 'caviste', percent: 3 },
    'PUT /v1/clients/:userId/typology': { typology: 'caviste' },
    'POST /v1/clients': { lastname: 'Pirate' },
    'PUT /v1/clients/:id': { lastname: 'Pirate' },
    'POST /v1/clients/check-duplicates': { email: 'buyer@sarment.test' },
    'POST /v1/clients/bulk': { action: 'addTag', ids: ['cli_trois_vallees_buyer'], tag: 'Pirate' },
    'POST /v1/lists': { name: 'Liste pirate' },
    'PUT /v1/lists/:id': { name: 'Liste pirate' },
    'POST /v1/lists/:id/members': { clients: [{ id: 'cli_trois_vallees_buyer' }] },
    'POST /v1/builders': victimBuilderBody(),
    'PUT /v1/builders/:id': { ...victimBuilderBody(), id: victimResources.builder },
    'POST /v1/tasks': victimTaskBody(),
    'PUT /v1/tasks/:id': { ...victimTaskBody(), id: victimResources.task },
    'POST /v1/opportunities': victimOpportunityBody(),
    'PUT /v1/opportunities/:id': { ...victimOpportunityBody(), id: victimResources.opportunity },
    'POST /v1/opportunities/:id/move': { stage: { id: 'proposition' }, position: 0 },
    'PUT /v1/prospects/:id/follow-up': {
      stage: { id: 'qualification' },
      lastContactAt: null,
      nextAction: null,
    },
    'POST /v1/events': victimEventBody(),
    'PUT /v1/events/:id': { ...victimEventBody(), id: victimEvent.id },
    'POST /v1/events/:id/slots': { startsAt: '2030-02-01T11:00:00+01:00' },
    'POST /v1/reservations': victimBookingBody(),
    'PUT /v1/reservations/:id': { notes: 'Notes pirates' },
    'POST /v1/reservations/:id/check-in': { status: 'arrived' },
    'POST /v1/reservations/:id/cancel': { refund: false },
    'POST /v1/reservations/:id/move': { slot: { id: victimEvent.otherSlot } },
    'POST /v1/reservations/:id/remind': {},
    'POST /v1/reservations/:id/payment': { paymentState: 'paid' },
    'PUT /v1/stocks/:id': { alertThreshold: 5 },
    'POST /v1/warehouses': { ...victimCellar(), id: undefined, name: 'Chai pirate' },
    'PUT /v1/warehouses/:id': victimCellar(),
    'POST /v1/stock-movements': {
      ...victimPinot(),
      warehouse: { id: demoIds.warehouses.troisVallees },
      quantity: 1,
      reason: 'production',
    },
    'POST /v1/stock-movements/transfer': {
      ...victimPinot(),
      from: { id: demoIds.warehouses.troisVallees },
      to: { id: demoIds.warehouses.troisVallees },
      quantity: 1,
    },
    'POST /v1/stock-movements/inventory': {
      warehouse: { id: demoIds.warehouses.troisVallees },
      lines: [{ ...victimPinot(), counted: 200 }],
    },
    'POST /v1/stock-movements/inventory/csv': {
      warehouse: { id: demoIds.warehouses.troisVallees },
      csv: `Réf. produit;Réf. format;Réf. millésime;Compté\r\n${demoIds.products.bourgognePinotNoir};${demoIds.formats.bourgognePinotNoir75cl};${demoIds.vintages.bourgognePinotNoir2022};200\r\n`,
    },
    'POST /v1/crd-items': { name: 'CRD pirate', color: 'vert', type: '75 cl', isCrd: true },
    'POST /v1/allocations': victimAllocationBody(),
    'PUT /v1/allocations/:id': { ...victimAllocationBody(), quantity: 2 },
    'POST /v1/payments': {
      type: 'transfer',
      amount: 1,
      date: '2026-11-02',
      allocations: [{ bill: { id: victimDocuments.bill }, amount: 1 }],
    },
    'POST /v1/payments/:id/allocations': { allocations: [{ bill: { id: victimDocuments.bill }, amount: 1 }] },
    'POST /v1/credits/:id/use': { bill: { id: victimDocuments.bill }, amount: 1 },
    'POST /v1/ventilations': {
      payment: { id: victimReceivables.payment },
      bill: { id: victimDocuments.bill },
      amount: 1,
    },
    'POST /v1/credits/:id/refund': { amount: 0.5, type: 'transfer', date: '2026-11-02' },
    'PUT /v1/crd-items/:id': { name: 'CRD verte 75 cl', color: 'vert', type: '75 cl', isCrd: true },
    'POST /v1/crd-items/:id/movements': { quantity: 10, reason: 'entry', day: '2026-11-02' },
    'PUT /v1/settings/legal': { legalNoticeHtml: null, cgvHtml: '<p>Conditions pirates</p>' },
    'POST /v1/tarifs/import': {
      csv: `Référence;Caviste (HT)\r\n${demoIds.formats.bourgognePinotNoir75cl};11,00\r\n`,
    },
  };
  return name in bodies ? { payload: bodies[name] as object } : {};
}

/** A weekly event of the victim's (two Fridays of 2030). */
const victimEventBody = () => ({
  title: 'Visite des caves',
  durationMinutes: 60,
  places: 8,
  rates: [{ name: 'Adulte', priceTTC: 15 }],
  schedule: { days: [5], times: ['11:00'], from: '2030-01-01', to: '2030-01-12' },
});

/** A phone booking of the victim's event. */
const victimBookingBody = () => ({
  event: { id: victimEvent.id },
  slot: { id: victimEvent.slot },
  contact: { name: 'Jeanne Martin', email: 'jeanne@example.test' },
  rates: [{ rate: { id: victimEvent.rate }, quantity: 2 }],
});

/** An opportunity of the victim's, with the victim's client. */
const victimOpportunityBody = () => ({
  name: 'Cuvée mariage',
  client: { id: 'cli_trois_vallees_helene_dubois' },
  amount: 1200,
  probability: 50,
  stage: { id: 'decouverte' },
});

/** A task of the victim's owner, for themselves. */
const victimTaskBody = () => ({
  title: 'Rappeler le caviste',
  activity: 'customPhone',
  dueAt: '2030-01-02T09:00:00+01:00',
  assignee: { id: demoIds.users.ownerTroisVallees },
});

/** A box builder of the victim's bottles. */
const victimBuilderBody = () => ({
  name: 'Coffret découverte',
  size: 6,
  priceKind: 'sum',
  products: [
    {
      product: { id: demoIds.products.bourgognePinotNoir },
      format: { id: demoIds.formats.bourgognePinotNoir75cl },
    },
  ],
});

/** Every row of every tenant table that belongs to the victim shop, and the shop itself, as one text. */
async function victimRows(): Promise<Record<string, string>> {
  const tables = await queryRows<{ table: string }>(
    database.db,
    sql`select table_name as "table" from information_schema.columns
        where table_schema = 'public' and column_name = 'shop_id' order by table_name`,
  );
  const dump: Record<string, string> = {};
  for (const { table } of tables) {
    const [row] = await queryRows<{ rows: string | null }>(
      database.db,
      sql`select string_agg(t::text, E'\n' order by t::text) as rows from ${sql.identifier(table)} t
          where t.shop_id = ${victimShop}`,
    );
    dump[table] = row?.rows ?? '';
  }
  const [shop] = await queryRows<{ row: string }>(
    database.db,
    sql`select s::text as row from shops s where s.id = ${victimShop}`,
  );
  dump.shops = shop?.row ?? '';
  return dump;
}

const call = (
  route: { method: string; url: string },
  path: string,
  session: LoggedIn,
  extra: Record<string, string> = {},
  request = requestFor(route),
) =>
  app.inject({
    method: route.method as InjectOptions['method'],
    url: path,
    ...request,
    headers: { ...session.headers, ...extra, ...(request.headers ?? {}) },
  });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sarment-cross-shop-'));
  process.env.DATA_DIR = dataDir;
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  const buyer = await loginAs(app, 'buyer@sarment.test');
  victim = await loginAs(app, 'owner@trois-vallees.test');
  attacker = await loginAs(app, 'owner@champagne-lemoine.test');
  const checkout = await app.inject({
    method: 'POST',
    url: '/v1/orders/checkout',
    headers: buyer.headers,
    payload: {
      idempotencyKey: 'cross-shop-1',
      order: {
        seller: { id: victimShop },
        products: [demoLines.bourgogne(1)],
        shipping: { type: demoIds.deliveryModes.troisVallees },
      },
      payment: { type: 'check' },
    },
  });
  victimResources.order = checkout.json().order.id;
  const [level] = await queryRows<{ id: string }>(
    database.db,
    sql`select id from stock_levels where shop_id = ${victimShop} and product_id = ${demoIds.products.bourgognePinotNoir}
        order by id limit 1`,
  );
  victimStockLevel = level!.id;
  const key = await app.inject({
    method: 'POST',
    url: '/v1/api-keys',
    headers: victim.headers,
    payload: { name: 'Caisse' },
  });
  victimResources.apiKey = key.json().id;
  const promoCode = (session: LoggedIn) =>
    app.inject({
      method: 'POST',
      url: '/v1/promo-codes',
      headers: session.headers,
      payload: { code: 'BIENVENUE10', kind: 'percent', value: 10 },
    });
  victimResources.promoCode = (await promoCode(victim)).json().id;
  attackerPromoCode = (await promoCode(attacker)).json().id;
  const salesDocument = async (kind: string) => {
    const body = {
      client: { id: 'cli_trois_vallees_caviste' },
      lines: [{ label: 'Conseil', unitHT: 10, vatRate: 20, quantity: 1 }],
    };
    const made = await app.inject({
      method: 'POST',
      url: `/v1/${kind}`,
      headers: victim.headers,
      payload: body,
    });
    return made.json().id as string;
  };
  // issued, so that the control's DELETE leaves them for the routes after it (422: an issued document stays)
  for (const [key, kind] of [
    ['quote', 'quotes'],
    ['depositBill', 'deposit-bills'],
    ['bill', 'bills'],
  ] as const) {
    victimDocuments[key] = await salesDocument(kind);
    const url = `/v1/${kind}/${victimDocuments[key]}/issue`;
    await app.inject({ method: 'POST', url, headers: victim.headers });
  }
  victimDocuments.creditNote = (
    await app.inject({
      method: 'POST',
      url: `/v1/bills/${victimDocuments.bill}/credit-note`,
      headers: victim.headers,
      payload: { lines: [] },
    })
  ).json().id;
  // a shipment of an order made from the victim's quote (issue 18)
  const shipped = await app.inject({
    method: 'POST',
    url: '/v1/quotes',
    headers: victim.headers,
    payload: { client: { id: 'cli_trois_vallees_caviste' }, lines: [{ ...victimPinot(), quantity: 2 }] },
  });
  await app.inject({ method: 'POST', url: `/v1/quotes/${shipped.json().id}/issue`, headers: victim.headers });
  const shippedOrder = (
    await app.inject({
      method: 'POST',
      url: `/v1/quotes/${shipped.json().id}/accept`,
      headers: victim.headers,
    })
  ).json().id;
  victimShipment = (
    await app.inject({
      method: 'POST',
      url: `/v1/orders/${shippedOrder}/shipments`,
      headers: victim.headers,
      payload: {
        lines: [{ line: { id: '1' }, quantity: 1 }],
        warehouse: { id: demoIds.warehouses.troisVallees },
        carrier: 'Colissimo',
      },
    })
  ).json().id;
  const builder = (session: LoggedIn, product: string, format: string) =>
    app.inject({
      method: 'POST',
      url: '/v1/builders',
      headers: session.headers,
      payload: { ...victimBuilderBody(), products: [{ product: { id: product }, format: { id: format } }] },
    });
  const { products: p, formats: f } = demoIds;
  victimResources.builder = (await builder(victim, p.bourgognePinotNoir, f.bourgognePinotNoir75cl)).json().id;
  attackerBuilder = (await builder(attacker, p.brutReserve, f.brutReserve75cl)).json().id;
  const task = (session: LoggedIn, assignee: string) =>
    app.inject({
      method: 'POST',
      url: '/v1/tasks',
      headers: session.headers,
      payload: { ...victimTaskBody(), assignee: { id: assignee } },
    });
  victimResources.task = (await task(victim, demoIds.users.ownerTroisVallees)).json().id;
  attackerTask = (await task(attacker, demoIds.users.ownerLemoine)).json().id;
  const list = (session: LoggedIn, name: string) =>
    app.inject({ method: 'POST', url: '/v1/lists', headers: session.headers, payload: { name } });
  victimList = (await list(victim, 'Fidèles')).json().id;
  attackerList = (await list(attacker, 'Fidèles')).json().id;
  await app.inject({
    method: 'POST',
    url: `/v1/lists/${victimList}/members`,
    headers: victim.headers,
    payload: { clients: [{ id: 'cli_trois_vallees_buyer' }] },
  });
  attackerClient = (
    await app.inject({
      method: 'POST',
      url: '/v1/clients',
      headers: attacker.headers,
      payload: { lastname: 'Client du pirate' },
    })
  ).json().id;
  // issue 19: the victim's payment ventilated on its bill, its credit note used on it; the attacker's own
  // payment, its leftover turned into credit
  const receivable = async (session: LoggedIn, url: string, payload?: object) =>
    (
      await app.inject({ method: 'POST', url, headers: session.headers, ...(payload ? { payload } : {}) })
    ).json();
  const victimPayment = await receivable(victim, '/v1/payments', {
    type: 'transfer',
    amount: 5,
    date: '2026-11-02',
    allocations: [{ bill: { id: victimDocuments.bill }, amount: 1 }],
  });
  victimReceivables.payment = victimPayment.id;
  victimReceivables.allocation = victimPayment.allocations[0].id;
  const [victimCredit] = (
    await app.inject({ method: 'GET', url: '/v1/credits?origin=creditNote', headers: victim.headers })
  ).json();
  victimReceivables.credit = victimCredit.id;
  const used = await receivable(victim, `/v1/credits/${victimCredit.id}/use`, {
    bill: { id: victimDocuments.bill },
    amount: 1,
  });
  victimReceivables.creditUse = used.uses[0].id;
  victimReceivables.ventilation = (
    await receivable(victim, '/v1/payments', {
      type: 'cash',
      amount: 1,
      date: '2026-11-02',
      allocations: [{ bill: { id: victimDocuments.bill }, amount: 1 }],
    })
  ).allocations[0].id;
  const attackerPayment = await receivable(attacker, '/v1/payments', {
    type: 'cash',
    amount: 5,
    date: '2026-11-02',
    client: { id: attackerClient },
  });
  attackerReceivables.payment = attackerPayment.id;
  attackerReceivables.credit = (
    await receivable(attacker, `/v1/payments/${attackerPayment.id}/credit`)
  ).credit.id;
  victimResources.opportunity = (
    await app.inject({
      method: 'POST',
      url: '/v1/opportunities',
      headers: victim.headers,
      payload: victimOpportunityBody(),
    })
  ).json().id;
  const event = (
    await app.inject({
      method: 'POST',
      url: '/v1/events',
      headers: victim.headers,
      payload: victimEventBody(),
    })
  ).json();
  Object.assign(victimEvent, { id: event.id, slot: event.slots[0].id, otherSlot: event.slots[1].id });
  victimEvent.rate = event.rates[0].id;
  victimEvent.reservation = (
    await app.inject({
      method: 'POST',
      url: '/v1/reservations',
      headers: victim.headers,
      payload: victimBookingBody(),
    })
  ).json().id;
  const attackerOwn = (
    await app.inject({
      method: 'POST',
      url: '/v1/events',
      headers: attacker.headers,
      payload: victimEventBody(),
    })
  ).json();
  attackerEvent = attackerOwn.id;
  attackerBooking = (
    await app.inject({
      method: 'POST',
      url: '/v1/reservations',
      headers: attacker.headers,
      payload: {
        ...victimBookingBody(),
        event: { id: attackerOwn.id },
        slot: { id: attackerOwn.slots[0].id },
        rates: [{ rate: { id: attackerOwn.rates[0].id }, quantity: 1 }],
      },
    })
  ).json().id;
  allocationIds.victim = (
    await app.inject({
      method: 'POST',
      url: '/v1/allocations',
      headers: victim.headers,
      payload: victimAllocationBody(),
    })
  ).json().id;
  allocationIds.attacker = (
    await app.inject({
      method: 'POST',
      url: '/v1/allocations',
      headers: attacker.headers,
      payload: {
        product: { id: demoIds.products.brutReserve },
        format: { id: demoIds.formats.brutReserve75cl },
        vintage: { id: demoIds.vintages.brutReserveNv },
        target: { kind: 'market', id: 'caviste' },
        quantity: 1,
      },
    })
  ).json().id;
  settings = (await app.inject({ method: 'GET', url: '/v1/settings', headers: victim.headers })).json();
  editor = (
    await app.inject({ method: 'GET', url: '/v1/settings/shop-editor', headers: victim.headers })
  ).json();
  const staffRead = (id: string, session: LoggedIn) =>
    app.inject({ method: 'GET', url: `/v1/products/${id}`, headers: session.headers });
  products.victim = (await staffRead(demoIds.products.bourgognePinotNoir, victim)).json();
  products.attacker = (await staffRead(demoIds.products.brutReserve, attacker)).json();
  image = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#7a1f3d' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe("another shop's owner on every shop-scoped write route (issue 14)", () => {
  it('knows a victim id for every path parameter of every shop-scoped write route', () => {
    expect(shopWrites().length).toBeGreaterThan(10);
    const unfilled = shopWrites().flatMap((route) =>
      victimPath(route.url).missing.map((param) => `${routeName(route)}: ${param}`),
    );
    // a new route with a parameter: add the victim's resource to victimIdFor
    expect(unfilled).toEqual([]);
  });

  it("answers 404 on the victim's resources and on the victim's shop named by x-shop-id; no victim row changes", async () => {
    const before = await victimRows();
    const answers: string[] = [];
    for (const route of shopWrites()) {
      const { path } = victimPath(route.url);
      const attempts: Record<string, string>[] = [{ 'x-shop-id': victimShop }];
      // a route on a resource is also tried from the attacker's own shop, naming the victim's resource
      if (route.url.includes(':')) attempts.push({});
      for (const headers of attempts) {
        const res = await call(route, path, attacker, headers);
        answers.push(
          `${routeName(route)} ${headers['x-shop-id'] ? 'x-shop-id' : 'own shop'} ${res.statusCode}`,
        );
        expect.soft(res.statusCode, `${routeName(route)} ${JSON.stringify(headers)}: ${res.body}`).toBe(404);
        expect.soft(res.json()).toMatchObject({ success: false, message: expect.any(String) });
      }
    }
    expect(answers.length).toBeGreaterThan(shopWrites().length);
    expect(await victimRows()).toEqual(before);
  });

  it("refuses, from the attacker's own shop, a body that names the victim's resources, changing no victim row", async () => {
    const before = await victimRows();
    const [mode] = settings.delivery.modes;
    const [point] = settings.delivery.collectionPoints;
    const [bank] = settings.billing.banks;
    const [tab] = editor.tabs;
    // the attacker's own product, carrying the victim's vintages and formats
    const withVictimParts = {
      ...products.attacker,
      vintages: products.victim?.vintages,
      formats: products.victim?.formats,
    };
    const attemptsOf: Record<string, [string, object][]> = {
      'PUT /v1/settings/delivery': [
        ['/v1/settings/delivery', { modes: [{ ...mode, name: 'Pirate' }], collectionPoints: [] }],
        ['/v1/settings/delivery', { modes: [], collectionPoints: [{ ...point, name: 'Pirate' }] }],
      ],
      'PUT /v1/settings/billing': [
        ['/v1/settings/billing', { ...settings.billing, banks: [{ ...bank, label: 'Pirate' }] }],
      ],
      'PUT /v1/settings/tabs': [['/v1/settings/tabs', { tabs: [{ ...tab, name: 'Pirate' }] }]],
      'POST /v1/products': [
        ['/v1/products', { ...withVictimParts, name: 'Pirate' }],
        // a box of the attacker's made of the victim's bottles
        [
          '/v1/products',
          {
            name: 'Coffret pirate',
            productType: 'box',
            components: [
              {
                product: { id: demoIds.products.bourgognePinotNoir },
                format: { id: demoIds.formats.bourgognePinotNoir75cl },
                quantity: 1,
              },
            ],
          },
        ],
      ],
      'PUT /v1/products/:id': [[`/v1/products/${demoIds.products.brutReserve}`, withVictimParts]],
      // the attacker's own code, its body naming the victim's code
      'PUT /v1/promo-codes/:id': [
        [
          `/v1/promo-codes/${attackerPromoCode}`,
          { id: victimResources.promoCode, code: 'BIENVENUE10', kind: 'percent', value: 90 },
        ],
      ],
      // the attacker's builder offering the victim's bottles, or naming the victim's builder
      'POST /v1/builders': [['/v1/builders', victimBuilderBody()]],
      'PUT /v1/builders/:id': [
        [`/v1/builders/${attackerBuilder}`, victimBuilderBody()],
        [
          `/v1/builders/${attackerBuilder}`,
          {
            ...victimBuilderBody(),
            id: victimResources.builder,
            products: [
              {
                product: { id: demoIds.products.brutReserve },
                format: { id: demoIds.formats.brutReserve75cl },
              },
            ],
          },
        ],
      ],
      // the attacker's task given to the victim's collaborator, about the victim's client, or naming the victim's task
      'POST /v1/tasks': [
        ['/v1/tasks', { ...victimTaskBody(), assignee: { id: demoIds.users.iamTroisVallees } }],
        [
          '/v1/tasks',
          {
            ...victimTaskBody(),
            assignee: { id: demoIds.users.ownerLemoine },
            client: { id: 'cli_trois_vallees_helene_dubois' },
          },
        ],
      ],
      'PUT /v1/tasks/:id': [
        [
          `/v1/tasks/${attackerTask}`,
          { ...victimTaskBody(), assignee: { id: demoIds.users.ownerLemoine }, id: victimResources.task },
        ],
      ],
      // the attacker's opportunity naming the victim's client or owner, or the victim's opportunity and prospect
      'POST /v1/opportunities': [
        ['/v1/opportunities', victimOpportunityBody()],
        ['/v1/opportunities', { ...victimOpportunityBody(), owner: { id: demoIds.users.ownerTroisVallees } }],
      ],
      'PUT /v1/opportunities/:id': [
        [`/v1/opportunities/${victimResources.opportunity}`, victimOpportunityBody()],
      ],
      'POST /v1/opportunities/:id/move': [
        [
          `/v1/opportunities/${victimResources.opportunity}/move`,
          { stage: { id: 'proposition' }, position: 0 },
        ],
      ],
      'PUT /v1/prospects/:id/follow-up': [
        [`/v1/prospects/${victimProspect}/follow-up`, { stage: { id: 'qualification' } }],
      ],
      // a new event's rate and slot ids are never kept (new ones are minted): nothing to name
      'POST /v1/events': [],
      // the attacker's event naming the victim's event
      'PUT /v1/events/:id': [[`/v1/events/${attackerEvent}`, { ...victimEventBody(), id: victimEvent.id }]],
      // a booking of the victim's slot, or the attacker's booking moved into it
      'POST /v1/reservations': [['/v1/reservations', victimBookingBody()]],
      'POST /v1/reservations/:id/move': [
        [`/v1/reservations/${attackerBooking}/move`, { slot: { id: victimEvent.otherSlot } }],
      ],
      // a new client's contacts and addresses take new ids, and its agent is a user checked as one of the
      // caller's shop's agents: nothing of the victim's to name
      'POST /v1/clients': [],
      // the attacker's own client, its body naming the victim's contact, then the victim's address
      'PUT /v1/clients/:id': [
        [
          `/v1/clients/${attackerClient}`,
          { lastname: 'Pirate', contacts: [{ id: 'ctc_table_de_beaune_sommelier', lastname: 'Pirate' }] },
        ],
        [
          `/v1/clients/${attackerClient}`,
          {
            lastname: 'Pirate',
            addresses: [
              {
                id: 'adr_table_de_beaune_delivery',
                kind: 'delivery',
                street: 'x',
                zipcode: '51100',
                city: 'Reims',
              },
            ],
          },
        ],
      ],
      // excludeId only leaves a client out of the answer, which holds the caller's shop's clients only
      // the attacker's own document naming the victim's client: unknown client, 404
      'POST /v1/quotes': [
        [
          '/v1/quotes',
          {
            client: { id: 'cli_trois_vallees_caviste' },
            lines: [{ label: 'Pirate', unitHT: 1, vatRate: 20, quantity: 1 }],
          },
        ],
        // a quote from the victim's opportunity (issue 18: won opportunity → quote draft)
        ['/v1/quotes', { opportunity: { id: victimResources.opportunity } }],
      ],
      // the editor's live totals of a draft for the victim's client: unknown client, 404
      'POST /v1/quotes/preview': [
        [
          '/v1/quotes/preview',
          {
            client: { id: 'cli_trois_vallees_caviste' },
            lines: [{ label: 'Pirate', unitHT: 1, vatRate: 20, quantity: 1 }],
          },
        ],
        ['/v1/quotes/preview', { opportunity: { id: victimResources.opportunity } }],
      ],
      'POST /v1/bills/preview': [
        [
          '/v1/bills/preview',
          {
            client: { id: 'cli_trois_vallees_caviste' },
            lines: [{ label: 'Pirate', unitHT: 1, vatRate: 20, quantity: 1 }],
          },
        ],
      ],
      'POST /v1/deposit-bills/preview': [
        [
          '/v1/deposit-bills/preview',
          {
            client: { id: 'cli_trois_vallees_caviste' },
            lines: [{ label: 'Pirate', unitHT: 1, vatRate: 20, quantity: 1 }],
          },
        ],
      ],
      'POST /v1/bills': [
        [
          '/v1/bills',
          {
            client: { id: 'cli_trois_vallees_caviste' },
            lines: [{ label: 'Pirate', unitHT: 1, vatRate: 20, quantity: 1 }],
          },
        ],
      ],
      'POST /v1/deposit-bills': [
        [
          '/v1/deposit-bills',
          {
            client: { id: 'cli_trois_vallees_caviste' },
            lines: [{ label: 'Pirate', unitHT: 1, vatRate: 20, quantity: 1 }],
          },
        ],
      ],
      'PUT /v1/quotes/:id': [
        [
          `/v1/quotes/${victimDocuments.quote}`,
          {
            client: { id: 'cli_trois_vallees_caviste' },
            lines: [{ label: 'Pirate', unitHT: 1, vatRate: 20, quantity: 1 }],
          },
        ],
      ],
      'PUT /v1/bills/:id': [
        [
          `/v1/bills/${victimDocuments.bill}`,
          {
            client: { id: 'cli_trois_vallees_caviste' },
            lines: [{ label: 'Pirate', unitHT: 1, vatRate: 20, quantity: 1 }],
          },
        ],
      ],
      'PUT /v1/deposit-bills/:id': [
        [
          `/v1/deposit-bills/${victimDocuments.depositBill}`,
          {
            client: { id: 'cli_trois_vallees_caviste' },
            lines: [{ label: 'Pirate', unitHT: 1, vatRate: 20, quantity: 1 }],
          },
        ],
      ],
      'PUT /v1/credit-notes/:id': [
        [
          `/v1/credit-notes/${victimDocuments.creditNote}`,
          {
            client: { id: 'cli_trois_vallees_caviste' },
            lines: [{ label: 'Pirate', unitHT: 1, vatRate: 20, quantity: 1 }],
          },
        ],
      ],
      'POST /v1/clients/check-duplicates': [],
      // the victim's client ids are skipped (updated: 0; the victim rows' check below proves nothing of theirs
      // changes); the victim's marketing list named by the attacker's bulk action answers 404
      'POST /v1/clients/bulk': [
        ['/v1/clients/bulk', { action: 'addToList', ids: [attackerClient], list: { id: victimList } }],
      ],
      // a pipeline stage's id is a name within the shop's own list, no other shop's resource: nothing to name
      'PUT /v1/settings/crm': [],
      // the attacker's own shop moving, counting or transferring the victim's bottles, or into the victim's cellar
      'POST /v1/stock-movements': [
        [
          '/v1/stock-movements',
          {
            ...victimPinot(),
            warehouse: { id: demoIds.warehouses.lemoine },
            quantity: 1,
            reason: 'production',
          },
        ],
        [
          '/v1/stock-movements',
          {
            product: { id: demoIds.products.brutReserve },
            format: { id: demoIds.formats.brutReserve75cl },
            vintage: { id: demoIds.vintages.brutReserveNv },
            warehouse: { id: demoIds.warehouses.troisVallees },
            quantity: 1,
            reason: 'production',
          },
        ],
      ],
      'POST /v1/stock-movements/transfer': [
        [
          '/v1/stock-movements/transfer',
          {
            ...victimPinot(),
            from: { id: demoIds.warehouses.lemoine },
            to: { id: demoIds.warehouses.troisVallees },
            quantity: 1,
          },
        ],
      ],
      'POST /v1/stock-movements/inventory': [
        [
          '/v1/stock-movements/inventory',
          { warehouse: { id: demoIds.warehouses.troisVallees }, lines: [{ ...victimPinot(), counted: 0 }] },
        ],
      ],
      'POST /v1/stock-movements/inventory/csv': [
        [
          '/v1/stock-movements/inventory/csv',
          {
            warehouse: { id: demoIds.warehouses.troisVallees },
            csv: `Réf. produit;Réf. format;Compté\r\n${demoIds.products.bourgognePinotNoir};${demoIds.formats.bourgognePinotNoir75cl};0\r\n`,
          },
        ],
      ],
      // the attacker's list given the victim's client; the victim's list named by the attacker's bulk action
      'POST /v1/lists/:id/members': [
        [`/v1/lists/${attackerList}/members`, { clients: [{ id: 'cli_trois_vallees_buyer' }] }],
      ],
      // the victim's order shipped from the victim's cellar; a sample of the victim's client, or of the
      // attacker's client from the victim's cellar (issue 18)
      'POST /v1/orders/:id/shipments': [
        [
          `/v1/orders/${victimResources.order}/shipments`,
          {
            lines: [{ line: { id: '1' }, quantity: 1 }],
            warehouse: { id: demoIds.warehouses.troisVallees },
            carrier: 'Colissimo',
          },
        ],
      ],
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
            client: { id: attackerClient },
            lines: [
              {
                product: { id: demoIds.products.brutReserve },
                format: { id: demoIds.formats.brutReserve75cl },
                vintage: { id: demoIds.vintages.brutReserveNv },
                quantity: 1,
              },
            ],
            warehouse: { id: demoIds.warehouses.troisVallees },
            reason: 'Pirate',
          },
        ],
      ],
      // the attacker's payment or credit ventilated on the victim's bill (issue 19)
      'POST /v1/payments': [
        [
          '/v1/payments',
          {
            type: 'transfer',
            amount: 1,
            date: '2026-11-02',
            allocations: [{ bill: { id: victimDocuments.bill }, amount: 1 }],
          },
        ],
        [
          '/v1/payments',
          { type: 'transfer', amount: 1, date: '2026-11-02', client: { id: 'cli_trois_vallees_caviste' } },
        ],
      ],
      'POST /v1/payments/:id/allocations': [
        [
          `/v1/payments/${attackerReceivables.payment}/allocations`,
          { allocations: [{ bill: { id: victimDocuments.bill }, amount: 1 }] },
        ],
      ],
      'POST /v1/credits/:id/use': [
        [`/v1/credits/${attackerReceivables.credit}/use`, { bill: { id: victimDocuments.bill }, amount: 1 }],
      ],
      // the attacker's payment or credit ventilated on the victim's bill, and the victim's payment on it
      'POST /v1/ventilations': [
        [
          '/v1/ventilations',
          { payment: { id: attackerReceivables.payment }, bill: { id: victimDocuments.bill }, amount: 1 },
        ],
        [
          '/v1/ventilations',
          { credit: { id: attackerReceivables.credit }, bill: { id: victimDocuments.bill }, amount: 1 },
        ],
        [
          '/v1/ventilations',
          { payment: { id: victimReceivables.payment }, bill: { id: victimDocuments.bill }, amount: 1 },
        ],
      ],
      // the attacker's shop allocating the victim's Pinot, or its own Brut to the victim's client
      'POST /v1/allocations': [
        ['/v1/allocations', victimAllocationBody()],
        [
          '/v1/allocations',
          {
            product: { id: demoIds.products.brutReserve },
            format: { id: demoIds.formats.brutReserve75cl },
            vintage: { id: demoIds.vintages.brutReserveNv },
            target: { kind: 'client', id: 'cli_trois_vallees_caviste' },
            quantity: 1,
          },
        ],
      ],
      'PUT /v1/allocations/:id': [[`/v1/allocations/${allocationIds.attacker}`, victimAllocationBody()]],
      // a warehouse body's id is the one of the path (ignored on POST): the path tests above cover it
      'POST /v1/warehouses': [],
      'PUT /v1/warehouses/:id': [],
      // the attacker's grid, naming the victim's format
      'PUT /v1/tarifs': [
        [
          '/v1/tarifs',
          { changes: [{ formatId: demoIds.formats.bourgognePinotNoir75cl, typology: 'caviste', amount: 1 }] },
        ],
      ],
    };
    // every write route whose body carries ids is tried here: a new one must be added to attemptsOf
    const openapi = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const withBodyIds = shopWrites().filter((route) => {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = openapi.paths[path]?.[route.method.toLowerCase()];
      return /"(id|\w+Id)":\{/.test(
        JSON.stringify((operation as { requestBody?: unknown })?.requestBody ?? {}),
      );
    });
    expect(withBodyIds.map(routeName).filter((name) => !attemptsOf[name])).toEqual([]);
    expect(withBodyIds.length).toBeGreaterThanOrEqual(3);
    for (const route of withBodyIds) {
      for (const [url, payload] of attemptsOf[routeName(route)] ?? []) {
        const res = await app.inject({
          method: route.method as InjectOptions['method'],
          url,
          headers: attacker.headers,
          payload,
        });
        expect.soft(res.statusCode, `${routeName(route)}: ${res.body}`).toBe(404);
      }
    }
    expect(await victimRows()).toEqual(before);
  });

  it("the same requests made by the victim's owner are well-formed and reach the resources (control)", async () => {
    for (const route of shopWrites()) {
      const res = await call(route, victimPath(route.url).path, victim);
      // 422: validate then refuse the one order (no longer pending); never unknown, malformed nor a bug
      expect.soft(res.statusCode, `${routeName(route)}: ${res.body}`).toBeLessThan(500);
      expect.soft([400, 404], `${routeName(route)}: ${res.body}`).not.toContain(res.statusCode);
    }
  });
});
