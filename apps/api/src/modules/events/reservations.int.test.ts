import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

// Reservations (issue 21): a shop checkout and a phone booking share one slot's places (409 in the cart check's
// words past them), check-in, move, cancel with refund, reminder; the day sheet and the month's tourist tax.
let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let iam: LoggedIn;
let otherOwner: LoggedIn;
let buyer: LoggedIn;

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, session: LoggedIn | null, payload?: object) =>
  app.inject({ method, url, headers: session?.headers ?? {}, ...(payload ? { payload } : {}) });
const get = (url: string, session: LoggedIn | null) =>
  app.inject({ method: 'GET', url, headers: session?.headers ?? {} });

interface Created {
  id: string;
  slots: { id: string; startsAt: string; placesTaken: number }[];
  rates: { id: string; name: string }[];
}
let event: Created;
const rate = (name: string) => event.rates.find((r) => r.name === name)!.id;
const slot = (index: number) => event.slots[index]!.id;

async function bookingRows(): Promise<string> {
  const [row] = await queryRows<{ rows: string | null }>(
    database.db,
    sql`select concat_ws(E'\n---\n',
          (select string_agg(r::text, E'\n' order by r.id) from reservations r),
          (select string_agg(s.id || ':' || s.places_taken, ',' order by s.id) from event_slots s),
          (select count(*)::text from activity_log a where a.entity = 'reservation')) as rows`,
  );
  return row?.rows ?? '';
}

const placesTaken = async (index: number) =>
  ((await get(`/v1/events/${event.id}`, owner)).json() as Created).slots[index]!.placesTaken;

const phoneBooking = (adults: number, extra: object = {}) => ({
  event: { id: event.id },
  slot: { id: slot(0) },
  contact: { name: 'Jeanne Martin', email: 'jeanne@example.test', phone: '0612345678' },
  rates: [{ rate: { id: rate('Adulte') }, quantity: adults }],
  language: 'en',
  ...extra,
});

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, iam, otherOwner, buyer] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'iam@trois-vallees.test'),
    loginAs(app, 'owner@champagne-lemoine.test'),
    loginAs(app, 'buyer@sarment.test'),
  ]);
  const res = await send('POST', '/v1/events', owner, {
    title: 'Visite des caves',
    durationMinutes: 60,
    places: 8,
    rates: [
      { name: 'Adulte', priceTTC: 15, kind: 'counting' },
      { name: 'Enfant', priceTTC: 0, kind: 'notCounting' },
      { name: 'Taxe de séjour', priceTTC: 1, kind: 'touristTax' },
    ],
    schedule: { days: [5], times: ['11:00'], from: '2030-01-01', to: '2030-01-31' },
  });
  expect(res.statusCode, res.body).toBe(201);
  event = res.json();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('one slot of 8 places, booked from the shop and on the phone', () => {
  let phoneId: string;

  it('a visitor books 2 adults in the shop: a booking of the shop, with the buyer', async () => {
    const checkout = await send('POST', '/v1/orders/checkout', buyer, {
      idempotencyKey: 'visite-des-caves-1',
      order: {
        seller: { id: demoIds.shops.troisVallees },
        reservations: [
          {
            eventId: event.id,
            selectedSlot: { slot: { id: slot(0) } },
            selectedPrices: [{ rateId: rate('Adulte'), quantity: 2 }],
          },
        ],
      },
      payment: { type: 'transfer' },
    });
    expect(checkout.statusCode, checkout.body).toBe(201);
    const list = await get(`/v1/reservations?slot=${slot(0)}`, owner);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()).toMatchObject([
      { source: 'shop', persons: 2, status: 'booked', client: { id: buyer.user.id }, touristTax: 2 },
    ]);
    expect((await get('/v1/my-reservations', buyer)).json()).toMatchObject([
      { event: { title: 'Visite des caves' } },
    ]);
  });

  it('the owner takes 6 more on the phone: 201, the tourist tax per counting person, logged', async () => {
    const res = await send('POST', '/v1/reservations', owner, phoneBooking(6, { payNow: true }));
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json();
    phoneId = booking.id;
    expect(booking).toMatchObject({
      source: 'phone',
      persons: 6,
      totalTTC: 96,
      touristTax: 6,
      paymentState: 'paid',
      contact: { name: 'Jeanne Martin' },
      status: 'booked',
    });
    expect(await placesTaken(0)).toBe(8);
    const log = await get(`/v1/activity?entity=reservation&entityId=${phoneId}`, owner);
    expect(log.json()).toMatchObject([{ action: 'created' }]);
  });

  it("a 7th is refused 409 with the spec's 'maximum places reached' words, nothing stored", async () => {
    const before = await bookingRows();
    const res = await send('POST', '/v1/reservations', owner, phoneBooking(1));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^Le nombre maximum de places est atteint pour le créneau « .+ » \(0 place\(s\) restante\(s\)\)\.$/,
    );
    expect(await bookingRows()).toBe(before);
  });

  it('check-in marks them arrived; the day sheet counts 8 Adulte, 6 in English', async () => {
    const res = await send('POST', `/v1/reservations/${phoneId}/check-in`, owner, { status: 'arrived' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('arrived');
    const sheet = (await get(`/v1/events/${event.id}/slots/${slot(0)}/day-sheet`, owner)).json();
    expect(sheet).toMatchObject({ persons: 8, rates: [{ name: 'Adulte', quantity: 8 }] });
    expect(sheet.languages).toContainEqual({ language: 'en', persons: 6 });
  });

  it("the month's tourist tax: 8 persons, 8 nights, 8.00 €, and its CSV", async () => {
    const report = (await get('/v1/reservations/tourist-tax?month=2030-01', owner)).json();
    expect(report).toMatchObject({ bookings: 2, persons: 8, nights: 8, amount: 8 });
    const csv = await get('/v1/reservations/tourist-tax/export?month=2030-01&format=csv', owner);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Jeanne Martin;6;6;6,00');
  });

  it('moves within the new slot, gives the old one back; a reminder goes to the outbox', async () => {
    const moved = await send('POST', `/v1/reservations/${phoneId}/move`, owner, { slot: { id: slot(1) } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect([await placesTaken(0), await placesTaken(1)]).toEqual([2, 6]);
    const remind = await send('POST', `/v1/reservations/${phoneId}/remind`, owner, {});
    expect(remind.statusCode, remind.body).toBe(200);
    const [mail] = await queryRows<{ subject: string }>(
      database.db,
      sql`select subject from email_outbox where to_email = 'jeanne@example.test'`,
    );
    expect(mail?.subject).toMatch(/^Rappel : Visite des caves le /);
  });

  it('cancels with refund: places back, paid becomes to refund', async () => {
    const res = await send('POST', `/v1/reservations/${phoneId}/cancel`, owner, { refund: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentState: 'toRefund' });
    expect(await placesTaken(1)).toBe(0);
  });

  it('an event with bookings is not deleted (422)', async () => {
    const res = await send('DELETE', `/v1/events/${event.id}`, owner);
    expect(res.statusCode).toBe(422);
  });
});

describe('a phone booking for a client of the CRM', () => {
  it("takes the client's name and e-mail, and answers the client", async () => {
    const res = await send('POST', '/v1/reservations', owner, {
      ...phoneBooking(1),
      slot: { id: slot(2) },
      contact: null,
      client: { id: 'cli_trois_vallees_helene_dubois' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      client: { id: 'cli_trois_vallees_helene_dubois' },
      contact: { name: expect.stringContaining('Hélène') },
    });
  });

  it("another shop's client answers 404, nothing stored", async () => {
    const before = await bookingRows();
    const res = await send('POST', '/v1/reservations', otherOwner, {
      event: { id: event.id },
      slot: { id: slot(2) },
      client: { id: 'cli_trois_vallees_helene_dubois' },
      rates: [{ rate: { id: rate('Adulte') }, quantity: 1 }],
    });
    expect(res.statusCode).toBe(404);
    expect(await bookingRows()).toBe(before);
  });
});

describe('refusals store nothing', () => {
  it('400 in French without a name or a person', async () => {
    const before = await bookingRows();
    const noName = await send('POST', '/v1/reservations', owner, phoneBooking(2, { contact: { name: '' } }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Choisissez un client ou renseignez le nom de la personne');
    const nobody = await send('POST', '/v1/reservations', owner, phoneBooking(0));
    expect(nobody.json().message).toBe('Ajoutez au moins une personne');
    expect(await bookingRows()).toBe(before);
  });

  it('422 for the iam without createResa, 404 for another shop', async () => {
    const before = await bookingRows();
    expect((await send('POST', '/v1/reservations', iam, phoneBooking(1))).statusCode).toBe(422);
    expect((await send('POST', '/v1/reservations', otherOwner, phoneBooking(1))).statusCode).toBe(404);
    const [booking] = (await get(`/v1/reservations?slot=${slot(0)}`, owner)).json() as { id: string }[];
    expect((await get(`/v1/reservations/${booking!.id}`, otherOwner)).statusCode).toBe(404);
    const checkIn = await send('POST', `/v1/reservations/${booking!.id}/check-in`, otherOwner, {
      status: 'noShow',
    });
    expect(checkIn.statusCode).toBe(404);
    expect(await bookingRows()).toBe(before);
  });
});
