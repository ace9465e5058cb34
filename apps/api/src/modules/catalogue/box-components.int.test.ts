import { demoIds, queryRows, sql } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

// Boxes (coffrets, issue 16): a box is made of other products of its shop, written with POST/PUT /v1/products
// (`components`); its eq75 is its components' and a product a box holds cannot leave it by accident.
const { products: p, formats: f, vintages: v } = demoIds;
const shopId = demoIds.shops.troisVallees;

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });

function tastingBox(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Coffret dégustation',
    productType: 'box',
    status: 'online',
    formats: [
      {
        container: 'coffret',
        unity: 'Unité(s)',
        unityValue: 1,
        prices: [{ typology: 'particulier', amount: 59 }],
      },
    ],
    components: [
      {
        product: { id: p.bourgognePinotNoir },
        format: { id: f.bourgognePinotNoir75cl },
        vintage: { id: v.bourgognePinotNoir2022 },
        quantity: 2,
      },
      { product: { id: p.chablisMontmains }, format: { id: f.chablisMontmainsMagnum }, quantity: 1 },
    ],
    ...overrides,
  };
}

async function boxRows(): Promise<string> {
  const [row] = await queryRows<{ rows: string | null }>(
    database.db,
    sql`select coalesce((select string_agg(c::text, E'\n' order by c::text) from box_components c
        where c.shop_id = ${shopId}), '') || (select count(*)::text from products where shop_id = ${shopId}) as rows`,
  );
  return row?.rows ?? '';
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  owner = await loginAs(app, 'owner@trois-vallees.test');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('a box made of other products', () => {
  let box: { id: string; formats: { eq75: number }[]; components: unknown[] } & Record<string, unknown>;

  it('is created with its components, named, and weighs their bottle equivalents (2 × 75 cl + 1 magnum = 4)', async () => {
    const res = await send('POST', '/v1/products', tastingBox());
    expect(res.statusCode, res.body).toBe(201);
    box = res.json();
    expect(box.components).toEqual([
      {
        product: { id: p.bourgognePinotNoir, name: expect.any(String) },
        format: { id: f.bourgognePinotNoir75cl, name: 'Bouteille 75 cl' },
        vintage: { id: v.bourgognePinotNoir2022, name: '2022' },
        quantity: 2,
      },
      {
        product: { id: p.chablisMontmains, name: expect.any(String) },
        format: { id: f.chablisMontmainsMagnum, name: expect.any(String) },
        vintage: null,
        quantity: 1,
      },
    ]);
    expect(box.formats[0]?.eq75).toBe(4);
  });

  it('takes back what GET answers (PUT) and keeps its components', async () => {
    const read = await send('GET', `/v1/products/${box.id}`);
    expect(read.json().components).toEqual(box.components);
    const res = await send('PUT', `/v1/products/${box.id}`, {
      ...read.json(),
      components: box.components.slice(1),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().components).toHaveLength(1);
    expect(res.json().formats[0].eq75).toBe(2);
  });

  it("follows its components: a component's volume changed changes the box's eq75", async () => {
    const chablis = (await send('GET', `/v1/products/${p.chablisMontmains}`)).json();
    const jeroboam = {
      ...chablis,
      formats: chablis.formats.map((format: { id: string; unityValue: number }) =>
        format.id === f.chablisMontmainsMagnum ? { ...format, unityValue: 300 } : format,
      ),
    };
    const changed = await send('PUT', `/v1/products/${p.chablisMontmains}`, jeroboam);
    expect(changed.statusCode, changed.body).toBe(200);
    const read = await send('GET', `/v1/products/${box.id}`);
    expect(read.json().formats[0].eq75).toBe(4);
    await send('PUT', `/v1/products/${p.chablisMontmains}`, chablis);
  });

  it('keeps a product a box holds: deleting it, or removing the format the box takes, answers 422', async () => {
    const before = await boxRows();
    const removed = await send('DELETE', `/v1/products/${p.chablisMontmains}`);
    expect(removed.statusCode, removed.body).toBe(422);
    expect(removed.json()).toMatchObject({
      message: 'Ce produit fait partie d’un coffret : retirez-le du coffret d’abord',
    });
    const chablis = (await send('GET', `/v1/products/${p.chablisMontmains}`)).json();
    const withoutMagnum = {
      ...chablis,
      formats: chablis.formats.filter((format: { id: string }) => format.id !== f.chablisMontmainsMagnum),
      gtins: chablis.gtins.filter((g: { formatId: string }) => g.formatId !== f.chablisMontmainsMagnum),
    };
    const changed = await send('PUT', `/v1/products/${p.chablisMontmains}`, withoutMagnum);
    expect(changed.statusCode, changed.body).toBe(422);
    expect(changed.json()).toMatchObject({
      message: 'Ce format fait partie d’un coffret : retirez-le du coffret d’abord',
    });
    expect(await boxRows()).toBe(before);
  });
});

describe('bad components: French messages, nothing stored', () => {
  const component = (change: Record<string, unknown>) => ({
    product: { id: p.bourgognePinotNoir },
    format: { id: f.bourgognePinotNoir75cl },
    quantity: 1,
    ...change,
  });
  const refusals: [string, Record<string, unknown>, number, string][] = [
    [
      'a quantity of 0',
      { components: [component({ quantity: 0 })] },
      400,
      'Doit être un nombre entier supérieur ou égal à 1',
    ],
    [
      'components on a bottle',
      { productType: 'bottle', components: [component({})] },
      400,
      'Seul un coffret se compose d’autres produits',
    ],
    [
      'the same line twice',
      { components: [component({}), component({})] },
      400,
      'Ce produit est déjà dans le coffret avec ce format et ce millésime',
    ],
    [
      "another shop's product",
      { components: [component({ product: { id: p.brutReserve }, format: { id: f.brutReserve75cl } })] },
      404,
      'Produit inexistant',
    ],
    [
      'a format of another product',
      { components: [component({ format: { id: f.chablisMontmains75cl } })] },
      422,
      "Ce format n'est pas un format du produit choisi",
    ],
    [
      'a vintage of another product',
      { components: [component({ vintage: { id: v.chablisMontmains2021 } })] },
      422,
      "Ce millésime n'est pas un millésime du produit choisi",
    ],
  ];

  it.each(refusals)('refuses %s', async (_label, change, status, message) => {
    const before = await boxRows();
    const res = await send('POST', '/v1/products', tastingBox(change));
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await boxRows()).toBe(before);
  });

  it('refuses a box inside itself or inside another box (422)', async () => {
    const made = await send('POST', '/v1/products', tastingBox({ name: 'Coffret duo' }));
    expect(made.statusCode, made.body).toBe(201);
    const duo = made.json();
    const before = await boxRows();
    const unit = { id: duo.formats[0].id };
    const itself = await send('PUT', `/v1/products/${duo.id}`, {
      ...duo,
      components: [...duo.components, { product: { id: duo.id }, format: unit, quantity: 1 }],
    });
    expect(itself.statusCode, itself.body).toBe(422);
    expect(itself.json()).toMatchObject({ message: 'Un coffret ne peut pas se contenir lui-même' });
    const nested = await send(
      'POST',
      '/v1/products',
      tastingBox({
        name: 'Coffret gigogne',
        components: [{ product: { id: duo.id }, format: unit, quantity: 1 }],
      }),
    );
    expect(nested.statusCode, nested.body).toBe(422);
    expect(nested.json()).toMatchObject({ message: 'Un coffret ne peut pas contenir un autre coffret' });
    expect(await boxRows()).toBe(before);
  });
});
