import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../lib/api.ts';
import type { Elabel } from './elabel-types.ts';
import { serveElabel } from './serve-elabel.server.tsx';

const label = {
  gtin: '3760123450010',
  gtin14: '03760123450010',
  shop: { name: 'Domaine des Trois Vallées', urlShop: 'trois-vallees' },
  product: { name: 'Bourgogne Pinot Noir', slug: 'bourgogne-pinot-noir' },
  vintage: '2022',
  format: { name: 'Bouteille 75 cl', volumeMl: 750 },
  appellation: 'Bourgogne',
  category: 'Vin tranquille',
  color: null,
  quality: 'AOP',
  grapeVarieties: ['Pinot Noir'],
  alcoholPercent: 13,
  nutrition: {
    energyKj: 318,
    energyKcal: 76,
    fatG: 0,
    saturatesG: 0,
    carbohydratesG: 0.6,
    sugarsG: 0.2,
    proteinG: 0.1,
    saltG: 0.01,
  },
  ingredients: { fr: 'Raisins, conservateur : SULFITES.', en: 'Grapes, preservative: SULPHITES.' },
  allergens: ['sulfites'],
  brand: null,
  owner: 'SCEA Domaine des Trois Vallées',
  country: 'France',
} satisfies Elabel;

const apiAnswering = (status: number, data: unknown): ApiClient => ({
  request: async <T,>() => ({ status, ok: status < 400, data: data as T, headers: {} }),
});

const serve = (api: ApiClient, acceptLanguage: string) =>
  serveElabel({
    api,
    request: new Request('https://sarment.test/gs1/01/3760123450010', {
      headers: { 'accept-language': acceptLanguage },
    }),
    gtin: '3760123450010',
    vintage: null,
    lot: null,
    canonicalPath: '/gs1/01/3760123450010',
  });

describe('serveElabel (issue 15)', () => {
  it('answers a page that varies with Accept-Language, since shared caches keep it', async () => {
    const page = await serve(apiAnswering(200, label), 'de');
    expect(page.headers.get('cache-control')).toBe('public, max-age=300');
    expect(page.headers.get('vary')).toBe('Accept-Language');
    const missing = await serve(apiAnswering(404, { code: 'elabel_not_found' }), 'de');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('vary')).toBe('Accept-Language');
  });

  it('shows the category, the country and the ingredients in Polish', async () => {
    const html = await (await serve(apiAnswering(200, label), 'pl-PL,pl;q=0.9')).text();
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('<dd>Wino spokojne</dd>');
    expect(html).toContain('<dd>Francja</dd>');
    expect(html).toContain('<p lang="pl" data-testid="ingredients">');
    expect(html).toContain('<strong>SIARCZYNY</strong>');
    expect(html).not.toContain('Tekst oryginalny');
  });
});
