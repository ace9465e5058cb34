import { DEMO_PASSWORD, eq, users } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTwoInstances, type TwoInstances } from '../../testing/two-instances.ts';

// issue 14: two server processes on one database count the same tries (login, reset requests, sign-ups).
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let instances: TwoInstances;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  instances = await buildTwoInstances(database);
});
afterAll(async () => {
  await instances?.close();
  await database?.drop();
});

/** Each test calls from its own address, so the per-address counters of one test never block another. */
const post = (app: FastifyInstance, url: string, payload: object, remoteAddress: string) =>
  app.inject({ method: 'POST', url, payload, remoteAddress });

const login = (app: FastifyInstance, email: string, password: string, address: string) =>
  post(app, '/v1/auth/login', { email, password }, address);

const TOO_MANY_LOGINS = {
  success: false,
  message: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
  code: 'rate_limited',
};

describe('the login limit counts the failures of every instance', () => {
  it('blocks the 6th login of an account on either instance after 5 failures spread over both', async () => {
    const { a, b } = instances;
    for (const app of [a, b, a, b, a])
      expect((await login(app, 'iam@trois-vallees.test', 'Mauvais1', '203.0.113.1')).statusCode).toBe(401);
    for (const app of [a, b]) {
      // the right password too: the check comes before any hashing
      const res = await login(app, 'iam@trois-vallees.test', DEMO_PASSWORD, '203.0.113.2');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(TOO_MANY_LOGINS);
    }
  });

  it('blocks an address after 20 failures spread over both instances, whatever the accounts', async () => {
    const { a, b } = instances;
    for (let i = 0; i < 20; i++) {
      const res = await login(i % 2 ? a : b, `inconnu${i}@example.test`, 'Mauvais1', '203.0.113.3');
      expect(res.statusCode).toBe(401);
    }
    for (const app of [a, b]) {
      const res = await login(app, 'agent@sarment.test', DEMO_PASSWORD, '203.0.113.3');
      expect(res.statusCode).toBe(429);
    }
    expect((await login(b, 'agent@sarment.test', DEMO_PASSWORD, '203.0.113.4')).statusCode).toBe(200);
  });

  it("clears an account's failures on every instance when it logs in", async () => {
    const { a, b } = instances;
    for (let i = 0; i < 4; i++)
      expect((await login(b, 'buyer@sarment.test', 'Mauvais1', '203.0.113.5')).statusCode).toBe(401);
    expect((await login(a, 'buyer@sarment.test', DEMO_PASSWORD, '203.0.113.5')).statusCode).toBe(200);
    // B counts from zero again: a 5th failure there leaves the account open
    expect((await login(b, 'buyer@sarment.test', 'Mauvais1', '203.0.113.5')).statusCode).toBe(401);
    expect((await login(b, 'buyer@sarment.test', DEMO_PASSWORD, '203.0.113.5')).statusCode).toBe(200);
  });
});

describe('the reset-request limit counts the requests of every instance', () => {
  it('refuses the 6th reset request for an e-mail within the hour, on either instance', async () => {
    const { a, b } = instances;
    const request = (app: FastifyInstance, address: string) =>
      post(app, '/v1/auth/reset-password/request', { email: 'owner@trois-vallees.test' }, address);
    for (const app of [a, b, a, b, a]) expect((await request(app, '203.0.113.10')).statusCode).toBe(200);
    for (const app of [a, b]) {
      const res = await request(app, '203.0.113.11');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        success: false,
        message: 'Trop de demandes. Veuillez réessayer dans quelques minutes.',
        code: 'rate_limited',
      });
    }
  });
});

describe('sign-up is rate-limited per address (each try costs an argon2 hash)', () => {
  const signUp = (email: string) => ({
    firstname: 'Marie',
    lastname: 'Durand',
    email,
    password: 'Vendanges24',
    termsAccepted: true,
    adultCertified: true,
  });

  it('refuses the 11th sign-up from one address within 15 minutes, on either instance', async () => {
    const { a, b } = instances;
    for (let i = 0; i < 10; i++) {
      const res = await post(
        i % 2 ? a : b,
        '/v1/auth/register/buyer',
        signUp(`marie${i}@example.test`),
        '198.51.100.7',
      );
      expect(res.statusCode).toBe(201);
    }
    for (const app of [a, b]) {
      const res = await post(app, '/v1/auth/register/buyer', signUp('refusee@example.test'), '198.51.100.7');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        success: false,
        message: "Trop d'inscriptions depuis cette adresse. Veuillez réessayer dans quelques minutes.",
        code: 'rate_limited',
      });
    }
    expect(await database.db.$count(users, eq(users.email, 'refusee@example.test'))).toBe(0);
    // another address still signs up
    const other = await post(b, '/v1/auth/register/buyer', signUp('refusee@example.test'), '198.51.100.8');
    expect(other.statusCode).toBe(201);
  });
});
