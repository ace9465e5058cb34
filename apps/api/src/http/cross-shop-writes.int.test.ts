import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@sarment/db/testing';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type LoggedIn, loginAs } from '../testing/auth.ts';
import { catalogue } from './cross-shop-writes/catalogue.ts';
import { crm } from './cross-shop-writes/crm.ts';
import {
  type Attempt,
  type CrossShopArea,
  type Request,
  victimRows,
  victimShop,
  world,
} from './cross-shop-writes/harness.ts';
import { marketing } from './cross-shop-writes/marketing.ts';
import { payments } from './cross-shop-writes/payments.ts';
import { sales } from './cross-shop-writes/sales.ts';
import { shopSettings } from './cross-shop-writes/shop-settings.ts';
import { stocks } from './cross-shop-writes/stocks.ts';
import { team } from './cross-shop-writes/team.ts';
import { wineTourism } from './cross-shop-writes/wine-tourism.ts';

// Every shop-scoped write of the route table, called by another shop's owner on the first shop's resources:
// each must answer 404 and leave every row of the victim shop as it was (issue 14, Access). The routes are
// read from app.routeAccessTable, so a new write route is attacked as soon as it is registered; one whose path
// parameters this file cannot fill makes it fail, and so does one whose body carries ids with no attack.
// Each business area's victim resources, requests and attacks live in cross-shop-writes/<area>.ts; the areas'
// setups run in this order (payments ventilate the sales' bill; a stock level is read after the shipments).
const areas: CrossShopArea[] = [
  sales,
  catalogue,
  crm,
  marketing,
  payments,
  wineTourism,
  stocks,
  shopSettings,
  team,
];
let dataDir: string;

/** One area's entries merged with the others'; a route or parameter two areas claim is a mistake of this file. */
function merged<T>(pieces: (Record<string, T> | undefined)[]): Record<string, T> {
  const all: Record<string, T> = {};
  for (const piece of pieces) {
    for (const [key, value] of Object.entries(piece ?? {})) {
      if (key in all) throw new Error(`${key} is claimed by two areas of the cross-shop writes test`);
      all[key] = value;
    }
  }
  return all;
}

/** The victim's resource for each path parameter, named by the collection it follows (`orders/:id`). */
const victimIdFor = merged(areas.map((area) => area.victimIdFor));

const isWrite = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
const shopWrites = () =>
  world.app.routeAccessTable.filter((route) => route.access.kind === 'shop' && isWrite(route.method));
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

/** A well-formed request for each write route (the victim's own, saved back): the control proves it. */
function requestFor(route: { method: string; url: string }): Request {
  const name = routeName(route);
  const requests = merged(areas.map((area) => area.requests?.()));
  if (name in requests) return requests[name]!;
  const bodies = merged(areas.map((area) => area.bodies?.()));
  return name in bodies ? { payload: bodies[name] as object } : {};
}

const call = (
  route: { method: string; url: string },
  path: string,
  session: LoggedIn,
  extra: Record<string, string> = {},
  request = requestFor(route),
) =>
  world.app.inject({
    method: route.method as InjectOptions['method'],
    url: path,
    ...request,
    headers: { ...session.headers, ...extra, ...(request.headers ?? {}) },
  });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sarment-cross-shop-'));
  process.env.DATA_DIR = dataDir;
  world.database = await createTestDatabase({ seed: true });
  world.app = await buildApp({ db: world.database });
  world.victim = await loginAs(world.app, 'owner@trois-vallees.test');
  world.attacker = await loginAs(world.app, 'owner@champagne-lemoine.test');
  for (const area of areas) await area.setup?.();
});
afterAll(async () => {
  await world.app?.close();
  await world.database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe("another shop's owner on every shop-scoped write route (issue 14)", () => {
  it('knows a victim id for every path parameter of every shop-scoped write route', () => {
    expect(shopWrites().length).toBeGreaterThan(10);
    const unfilled = shopWrites().flatMap((route) =>
      victimPath(route.url).missing.map((param) => `${routeName(route)}: ${param}`),
    );
    // a new route with a parameter: add the victim's resource to its area's victimIdFor
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
        const res = await call(route, path, world.attacker, headers);
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
    const attemptsOf: Record<string, Attempt[]> = merged(areas.map((area) => area.attempts?.()));
    // every write route whose body carries ids is tried here: a new one must be added to its area's attempts
    const openapi = world.app.swagger() as { paths: Record<string, Record<string, unknown>> };
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
        const res = await world.app.inject({
          method: route.method as InjectOptions['method'],
          url,
          headers: world.attacker.headers,
          payload,
        });
        expect.soft(res.statusCode, `${routeName(route)}: ${res.body}`).toBe(404);
      }
    }
    expect(await victimRows()).toEqual(before);
  });

  it("the same requests made by the victim's owner are well-formed and reach the resources (control)", async () => {
    for (const route of shopWrites()) {
      const res = await call(route, victimPath(route.url).path, world.victim);
      // 422: validate then refuse the one order (no longer pending); never unknown, malformed nor a bug
      expect.soft(res.statusCode, `${routeName(route)}: ${res.body}`).toBeLessThan(500);
      expect.soft([400, 404], `${routeName(route)}: ${res.body}`).not.toContain(res.statusCode);
    }
  });
});
