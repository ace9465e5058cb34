// A page asked while PostgreSQL is away answers a short French 503 page, not a page rendered without its data
// nor a crash (issue 14). The router is replaced by a page whose loader calls the API once.
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerReactRouter } from './react-router-handler.ts';

const page = vi.hoisted(() => ({
  render: async (_api: { request(method: string, path: string): Promise<unknown> }): Promise<Response> =>
    new Response('<p>page</p>', { headers: { 'content-type': 'text/html' } }),
}));

vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  createRequestHandler:
    () =>
    (_request: Request, context: { api: { request(method: string, path: string): Promise<unknown> } }) =>
      page.render(context.api),
}));

const lostConnection = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

async function serverWhoseApiAnswers(status: number, body: object): Promise<FastifyInstance> {
  const app = Fastify();
  app.get('/v1/shops/:id', async (_request, reply) => reply.status(status).send(body));
  await registerReactRouter(app, async () => ({}) as ServerBuild, 'production');
  return app;
}

const unavailable = {
  success: false,
  message: 'Le service est momentanément indisponible, veuillez réessayer dans quelques instants.',
  code: 'database_unavailable',
};

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function expectUnavailablePage(answer: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}) {
  expect(answer.statusCode).toBe(503);
  expect(answer.headers['content-type']).toMatch(/^text\/html/);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['retry-after']).toBe('5');
  expect(answer.body).toContain('<html lang="fr">');
  expect(answer.body).toContain(
    'Le service est momentanément indisponible, veuillez réessayer dans quelques instants.',
  );
}

describe('pages while the database is away', () => {
  it('answers the 503 page when an API call of the page answered database_unavailable', async () => {
    page.render = async (api) => {
      await api.request('GET', '/v1/shops/champagne-lemoine');
      // what a page shows when it cannot read its shop
      return new Response('<p>Boutique introuvable</p>', {
        status: 404,
        headers: { 'content-type': 'text/html' },
      });
    };
    app = await serverWhoseApiAnswers(503, unavailable);
    expectUnavailablePage(await app.inject({ method: 'GET', url: '/boutiques/champagne-lemoine' }));
    expectUnavailablePage(await app.inject({ method: 'POST', url: '/auth/login', payload: 'a=b' }));
  });

  it('answers the 503 page when rendering fails on a lost connection', async () => {
    page.render = async () => {
      throw lostConnection();
    };
    app = await serverWhoseApiAnswers(200, {});
    expectUnavailablePage(await app.inject({ method: 'GET', url: '/' }));
  });

  it('renders the page as usual when the database answers', async () => {
    page.render = async (api) => {
      await api.request('GET', '/v1/shops/champagne-lemoine');
      return new Response('<p>page</p>', { headers: { 'content-type': 'text/html' } });
    };
    app = await serverWhoseApiAnswers(200, { id: 'shp_1' });
    const answer = await app.inject({ method: 'GET', url: '/boutiques/champagne-lemoine' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('<p>page</p>');
  });
});
