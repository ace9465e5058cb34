import { and, asc, eq, formatPrices, formats, products, vintages } from '@sarment/db';
import { insertProduct, insertShop } from '@sarment/db/seed';
import { createTestDatabase } from '@sarment/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProducts } from './catalogue.repo.ts';
import { loadProductDetails } from './product-details.repo.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let shopId: string;
let productIds: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  ({
    shop: { id: shopId },
  } = await insertShop(database.db, { urlName: 'cave-json' }));
  const full = await insertProduct(database.db, shopId, {
    product: {
      name: 'Cuvée « l’été » \\ "spéciale"',
      precision: 'AOC Bourgogne',
      gamme: 'Les Classiques',
      color: 'red',
      type: 'wine',
      vatRateBp: 550,
      minOrder: 6,
      maxOrder: 60,
      description: 'Ligne 1\nLigne 2 <b>gras</b>',
      labels: ['AB', 'HVE'],
      visuals: ['/v1/media/a.webp'],
    },
    vintages: [{ name: '2022', year: 2022, advanced: { alcool: { value: 13.5 } } }, { name: 'NV' }],
    formats: [
      {
        format: { container: 'bib', unity: 'Litre(s)', unityValue: 0.375, eq75: 0.5, nameInShop: null },
        prices: {
          particulier: {
            priceCents: 1250,
            discountPrice: { 12: 1100 },
            discountAdd: { 6: 1 },
            promotions: [{ type: '%', amount: 10, activation: 'always', threshold: 0 }],
          },
        },
      },
      { format: { unityValue: 75, eq75: 1, showUnityValue: false }, prices: { caviste: 900 } },
    ],
  });
  const bare = await insertProduct(database.db, shopId, { product: { name: 'Sans rien' }, vintages: [] });
  productIds = [full.product.id, bare.product.id];
});
afterAll(() => database?.drop());

describe('rows read as JSON read like drizzle reads columns', () => {
  it('lists products with every column as the table row', async () => {
    const { rows, total } = await listProducts(database.db, [{ shopId }], {}, { limit: 10, offset: 0 });
    const expected = await database.db
      .select()
      .from(products)
      .where(eq(products.shopId, shopId))
      .orderBy(asc(products.position), asc(products.name));
    expect(total).toBe(2);
    expect(rows).toEqual(expected);
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('reads vintages and formats with their price as their columns', async () => {
    const details = await loadProductDetails(database.db, shopId, productIds, 'particulier');
    const vintageRows = await database.db
      .select()
      .from(vintages)
      .where(eq(vintages.shopId, shopId))
      .orderBy(asc(vintages.position));
    expect(details.vintages).toEqual(
      vintageRows.map(({ id, productId, name, year, advanced }) => ({ id, productId, name, year, advanced })),
    );
    const formatRows = await database.db.select().from(formats).where(eq(formats.shopId, shopId));
    const prices = await database.db
      .select()
      .from(formatPrices)
      .where(and(eq(formatPrices.shopId, shopId), eq(formatPrices.typology, 'particulier')));
    const priceOf = (formatId: string) => prices.find((p) => p.formatId === formatId);
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect([...details.formats].sort(byId)).toEqual(
      formatRows.sort(byId).map((f) => {
        const price = priceOf(f.id);
        return {
          id: f.id,
          productId: f.productId,
          container: f.container,
          unity: f.unity,
          unityValue: f.unityValue,
          type: f.type,
          eq75: f.eq75,
          nameInShop: f.nameInShop,
          showUnityValue: f.showUnityValue,
          price: price
            ? {
                visible: price.visible,
                priceCents: price.priceCents,
                discountPrice: price.discountPrice,
                discountAdd: price.discountAdd,
                promotions: price.promotions,
              }
            : null,
          stock: null,
          gtin: null,
        };
      }),
    );
    expect(details.formats.map((f) => f.unityValue)).toContain(0.375);
    expect(details.formats.filter((f) => f.price === null)).toHaveLength(1);
  });
});
