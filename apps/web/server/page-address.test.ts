// The address React Router sees for a page (canonical and Open Graph links are built from it) comes from
// PUBLIC_URL, never from a Host header the client chose (issue 14, behind a proxy).
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toWebRequest } from './react-router-handler.ts';

async function addressOf(headers: Record<string, string>): Promise<string> {
  const app = Fastify();
  let seen = '';
  app.get('/trois-vallees', async (request, reply) => {
    seen = toWebRequest(request, reply).url;
    return 'ok';
  });
  await app.inject({ method: 'GET', url: '/trois-vallees?page=nos-vins', headers });
  await app.close();
  return seen;
}

afterEach(() => vi.unstubAllEnvs());

describe('the address of a page request', () => {
  it('is on PUBLIC_URL whatever Host the request names', async () => {
    vi.stubEnv('PUBLIC_URL', 'https://vins.example.fr');
    expect(await addressOf({ host: 'evil.example' })).toBe(
      'https://vins.example.fr/trois-vallees?page=nos-vins',
    );
  });

  it("is on the request's own host when PUBLIC_URL is unset (development)", async () => {
    vi.stubEnv('PUBLIC_URL', '');
    expect(await addressOf({ host: 'localhost:3000' })).toBe(
      'http://localhost:3000/trois-vallees?page=nos-vins',
    );
  });
});
