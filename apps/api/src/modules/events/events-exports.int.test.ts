// The wine-tourism lists as files (issue 21, contract "exports"): GET /v1/events/export and
// /v1/reservations/export answer CSV (UTF-8 with BOM, ';', French decimals) or XLSX with the lists' filters.
import { demoIds } from '@sarment/db';
import { createTestDatabase, type TestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

let database: TestDatabase;
let app: FastifyInstance;
let owner: LoggedIn;
let buyer: LoggedIn;
const get = (url: string, session: LoggedIn) => app.inject({ method: 'GET', url, headers: session.headers });

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  [owner, buyer] = await Promise.all([
    loginAs(app, 'owner@trois-vallees.test'),
    loginAs(app, 'buyer@sarment.test'),
  ]);
  const event = (await get(`/v1/events/${demoIds.events.tasting}`, owner)).json();
  const booked = await app.inject({
    method: 'POST',
    url: '/v1/reservations',
    headers: owner.headers,
    payload: {
      event: { id: event.id },
      slot: { id: event.slots[0].id },
      contact: { name: 'Jeanne Martin', email: 'jeanne@example.test' },
      rates: [{ rate: { id: event.rates[0].id }, quantity: 2 }],
    },
  });
  expect(booked.statusCode, booked.body).toBe(201);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('wine-tourism exports', () => {
  it('the events as CSV: French headers, the demo tasting, its status in French', async () => {
    const res = await get('/v1/events/export?format=csv&status=online', owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toBe(
      'Événement;Statut;Lieu;Durée (min);Places par créneau;Prochain créneau;Créneaux à venir;Places réservées à venir',
    );
    expect(rows.find((row) => row.startsWith('Dégustation des Premiers Crus'))).toContain(';En ligne;');
    const none = await get('/v1/events/export?format=csv&status=closed', owner);
    expect(
      none.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toHaveLength(1);
  });

  it('the bookings as CSV and XLSX with the list’s filters', async () => {
    const res = await get('/v1/reservations/export?format=csv&search=jeanne', owner);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Créneau;Heure;Événement;Client;E-mail;Téléphone;Personnes;Tarifs');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Jeanne Martin');
    expect(lines[1]).toContain('2 × Adulte');
    expect(lines[1]).toContain('52,00');
    expect(lines[1]).toContain('Réservée;À régler;Téléphone');
    const xlsx = await get('/v1/reservations/export?format=xlsx', owner);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await get('/v1/reservations/export?format=csv', buyer)).statusCode).not.toBe(200);
  });
});
