import { createTestDatabase } from '@sarment/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type LoggedIn, loginAs } from '../../testing/auth.ts';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: LoggedIn;
let ownerLemoine: LoggedIn;
let iam: LoggedIn;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  app = await buildApp({ db: database });
  owner = await loginAs(app, 'owner@trois-vallees.test');
  ownerLemoine = await loginAs(app, 'owner@champagne-lemoine.test');
  iam = await loginAs(app, 'iam@trois-vallees.test');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: LoggedIn | null, payload?: object) =>
  app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in tests
const editor = async (who: LoggedIn = owner): Promise<any> =>
  (await call('GET', '/v1/settings/shop-editor', who)).json();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('shop editor look (spec §3 Shop.header, color, logo)', () => {
  it('tells the page whether the caller may save it: the owner edits, the iam only reads (issue 14)', async () => {
    expect((await editor(owner)).canEdit).toBe(true);
    const asIam = await editor(iam);
    expect(asIam.canEdit).toBe(false);
    expect(asIam.tabs.length).toBeGreaterThan(0);
  });

  it('saves the colour and the logo; the public shop answers them', async () => {
    const current = await editor();
    const upload = await app.inject({
      method: 'POST',
      url: '/v1/media/images',
      headers: { ...owner.headers, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(upload.statusCode).toBe(200);
    const { url } = upload.json();
    expect(url).toMatch(/^\/v1\/media\/shp_trois_vallees\/img_\w+\.webp$/);
    const look = {
      color: '#8B1E3F',
      header: current.header,
      logo: url,
      banner: null,
      maintenanceBackground: null,
    };
    expect((await call('PUT', '/v1/settings/shop-editor', owner, look)).statusCode).toBe(200);
    const shop = (await call('GET', '/v1/shops/trois-vallees', null)).json();
    expect(shop.editedShop).toMatchObject({ color: '#8B1E3F', logo: url });
    const image = await call('GET', url, null);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('refuses a colour that is not #RRGGBB and the iam', async () => {
    const current = await editor();
    const look = {
      color: 'red;}',
      header: current.header,
      logo: null,
      banner: null,
      maintenanceBackground: null,
    };
    expect((await call('PUT', '/v1/settings/shop-editor', owner, look)).json().message).toBe(
      'La couleur doit être au format #RRGGBB',
    );
    expect(
      (await call('PUT', '/v1/settings/shop-editor', iam, { ...look, color: '#000000' })).statusCode,
    ).toBe(422);
  });
});

describe('media upload (type from magic bytes, 5 MB)', () => {
  it('accepts base64 JSON and refuses what is not a PNG, JPEG or WebP', async () => {
    const ok = await call('POST', '/v1/media/images', owner, {
      data: `data:image/png;base64,${PNG.toString('base64')}`,
    });
    expect(ok.statusCode).toBe(200);
    const svg = Buffer.from('<svg onload="alert(1)"></svg>').toString('base64');
    const bad = await call('POST', '/v1/media/images', owner, { data: svg });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Le fichier doit être une image PNG, JPEG ou WebP');
  });

  it('refuses an image over 5 MB and a visitor', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await app.inject({
      method: 'POST',
      url: '/v1/media/images',
      headers: { ...owner.headers, 'content-type': 'image/png' },
      payload: big,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("L'image ne doit pas dépasser 5 Mo");
    const visitor = await app.inject({ method: 'POST', url: '/v1/media/images', payload: { data: 'x' } });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('pages (spec §3 Tab) and rich text sanitized on save (spec §5)', () => {
  it('adds a tab with a sub-page; a script or an onerror attribute is not stored', async () => {
    const { tabs } = await editor();
    const html =
      '<h2 style="font-size: 26pt">Notre histoire</h2><p onclick="x()">Depuis 1920<script>alert(1)</script></p>' +
      '<img src="https://example.com/a.png" onerror="alert(2)"><a href="javascript:alert(3)">lien</a>';
    const body = {
      tabs: [
        ...tabs,
        { id: 'new-1', parentId: null, name: 'Le domaine', position: 5, hidden: false, contentHtml: html },
        {
          id: 'new-2',
          parentId: 'new-1',
          name: 'Équipe',
          position: 0,
          hidden: false,
          contentHtml: '<p>Nous</p>',
        },
      ],
    };
    expect((await call('PUT', '/v1/settings/tabs', owner, body)).statusCode).toBe(200);
    const saved = (await editor()).tabs;
    const page = saved.find((t: { name: string }) => t.name === 'Le domaine');
    expect(page.id).toMatch(/^tab_/);
    expect(page.contentHtml).toContain('Notre histoire');
    expect(page.contentHtml).toContain('font-size:26pt');
    expect(page.contentHtml).not.toMatch(/script|onerror|onclick|javascript/i);
    expect(saved.find((t: { name: string }) => t.name === 'Équipe').parentId).toBe(page.id);
    const shop = (await call('GET', '/v1/shops/trois-vallees', null)).json();
    expect(JSON.stringify(shop.tabs)).toContain('Le domaine');
  });

  it('renames, hides and removes pages', async () => {
    const { tabs } = await editor();
    const kept = tabs
      .filter((t: { name: string }) => t.name !== 'Équipe')
      .map((t: { name: string }) =>
        t.name === 'Le domaine' ? { ...t, name: 'Le vignoble', hidden: true } : t,
      );
    expect((await call('PUT', '/v1/settings/tabs', owner, { tabs: kept })).statusCode).toBe(200);
    const names = (await editor()).tabs.map(
      (t: { name: string; hidden: boolean }) => `${t.name}:${t.hidden}`,
    );
    expect(names).toContain('Le vignoble:true');
    expect(names.some((n: string) => n.startsWith('Équipe'))).toBe(false);
  });

  it("another shop's page is unknown (404) and nothing changes; sub-sub-pages are refused", async () => {
    const theirs = (await editor(ownerLemoine)).tabs;
    const before = (await editor()).tabs;
    if (theirs.length) {
      const res = await call('PUT', '/v1/settings/tabs', owner, { tabs: [{ ...theirs[0], name: 'Volé' }] });
      expect(res.statusCode).toBe(404);
    }
    const deep = {
      tabs: [
        { id: 'a', parentId: null, name: 'A', position: 0, hidden: false, contentHtml: '' },
        { id: 'b', parentId: 'a', name: 'B', position: 0, hidden: false, contentHtml: '' },
        { id: 'c', parentId: 'b', name: 'C', position: 0, hidden: false, contentHtml: '' },
      ],
    };
    expect((await call('PUT', '/v1/settings/tabs', owner, deep)).json().message).toBe(
      'Une sous-page ne peut pas avoir de sous-pages',
    );
    expect((await editor()).tabs).toEqual(before);
    expect((await call('PUT', '/v1/settings/tabs', iam, { tabs: before })).statusCode).toBe(422);
  });
});
