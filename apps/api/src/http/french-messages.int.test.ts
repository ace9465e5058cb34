import { demoIds } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loginRouteCallers, type RouteCallers } from '../testing/route-callers.ts';

// Every validation message reaches users in French (issue 14, Bad input): wrong types, missing fields, unknown
// keys, sent to every route of the route table that reads a body, a query or path parameters.
const english = /Invalid|expected|received|Required|Too (small|big)|Unrecognized|must|should/;
let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let as: RouteCallers;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  as = await loginRouteCallers(app);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  enum?: unknown[];
}
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const typeOf = (schema: JsonSchema | undefined): string | undefined => {
  const type = schema?.type ?? schema?.anyOf?.find((s) => s.type && s.type !== 'null')?.type;
  return Array.isArray(type) ? type.find((t) => t !== 'null') : type;
};

/** A value of another type than the schema's. */
function wrongValue(schema: JsonSchema | undefined): unknown {
  if (schema?.enum) return 'valeur-inconnue';
  const type = typeOf(schema);
  if (type === 'string') return 12345;
  if (type === 'number' || type === 'integer') return 'douze';
  if (type === 'boolean') return 'oui';
  if (type === 'array') return 'liste';
  if (type === 'object') return 42;
  return [];
}

/** Wrong answers a client may send for a body schema: wrong types, nothing, unknown keys, not an object. */
function wrongBodies(schema: JsonSchema): unknown[] {
  const properties = Object.entries(schema.properties ?? {});
  return [
    Object.fromEntries(properties.map(([key, property]) => [key, wrongValue(property)])),
    {},
    { inconnu: 1 },
    'texte',
  ];
}

/** Wrong query or path values: a word where a number is expected, an unknown enum value, a number-like text. */
const wrongParameter = (schema: JsonSchema | undefined) =>
  schema?.enum ? 'valeur-inconnue' : typeOf(schema) === 'string' ? '' : 'douze';

/** Every message an error answer shows: the snackbar text and each field's. */
function messagesOf(body: string): string[] {
  try {
    const answer = JSON.parse(body) as { message?: string; errors?: { message?: string }[] };
    return [answer.message ?? '', ...(answer.errors ?? []).map((e) => e.message ?? '')];
  } catch {
    return [];
  }
}

describe('validation messages in French (issue 14)', () => {
  it('no English message answers wrong input on any route that reads a body, a query or path parameters', async () => {
    const openapi = app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const heard: string[] = [];
    let tried = 0;
    for (const route of app.routeAccessTable) {
      if (route.method === 'HEAD' || route.url.endsWith('/stream')) continue;
      const operation = openapi.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      if (!operation) continue;
      const headers = as.callerOf(route.access);
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const path = route.url.replace(':shopId', demoIds.shops.troisVallees);
      const requests: InjectOptions[] = (bodySchema ? wrongBodies(bodySchema) : []).map((body) => ({
        url: path.replace(/:(\w+)/g, 'x_$1'),
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      }));
      const parameters = operation.parameters ?? [];
      if (parameters.length) {
        const values = Object.fromEntries(parameters.map((p) => [p.name, wrongParameter(p.schema)]));
        const query = parameters
          .filter((p) => p.in === 'query')
          .map((p) => `${p.name}=${encodeURIComponent(String(values[p.name]))}`)
          .join('&');
        const url = path.replace(/:(\w+)/g, (_, name: string) =>
          encodeURIComponent(String(values[name] || 'x')),
        );
        requests.push({ url: query ? `${url}?${query}` : url, headers });
      }
      for (const request of requests) {
        tried++;
        const res = await app.inject({ ...request, method: route.method as InjectOptions['method'] });
        for (const message of messagesOf(res.body))
          if (english.test(message))
            heard.push(`${route.method} ${route.url} (${res.statusCode}): ${message}`);
      }
    }
    expect(tried).toBeGreaterThan(100);
    expect([...new Set(heard)]).toEqual([]);
  });

  it('answers the issue example in French: an array expected, a text received', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/v1/notifications-centers/mark-as-seen',
      headers: { ...as.buyer.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ arrayOfIds: 'ntf_1' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Entrée invalide : tableau attendu, chaîne de caractères reçu');
  });
});
