import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../query-rows.ts';
import { createTestDatabase, type TestDatabase } from '../testing/index.ts';

// contract.md "Demo products", copied here by hand so the seed is checked against the contract, not itself
const contractRows = [
  [
    'trois-vallees',
    'Bourgogne Pinot Noir',
    'wine, red',
    '2022',
    'bottle 75 cl',
    '3760123450010',
    1800,
    1100,
    240,
  ],
  [
    'trois-vallees',
    'Chablis Premier Cru Montmains',
    'wine, white',
    '2021',
    'bottle 75 cl',
    '3760123450027',
    3200,
    2100,
    120,
  ],
  [
    'trois-vallees',
    'Chablis Premier Cru Montmains',
    'wine, white',
    '2021',
    'magnum 150 cl',
    '3760123450034',
    6800,
    4500,
    12,
  ],
  ['trois-vallees', 'Côteaux Bourguignons', 'wine, red', '2023', 'BIB 5 L', '3760123450041', 3900, 2500, 30],
  [
    'trois-vallees',
    'Crémant de Bourgogne Brut',
    'sparkling, white',
    'NV',
    'bottle 75 cl',
    '3760123450058',
    1650,
    1000,
    36,
  ],
  ['trois-vallees', 'Tire-bouchon du domaine', 'accessory', null, 'unit', null, 1200, 800, 50],
  ['trois-vallees', 'Visite privée', 'prestation', null, 'unit', null, 8000, 8000, null],
  [
    'champagne-lemoine',
    'Brut Réserve',
    'champagne, white',
    'NV',
    'bottle 75 cl',
    '3760123451017',
    3400,
    2200,
    600,
  ],
  [
    'champagne-lemoine',
    'Rosé de Saignée',
    'champagne, rose',
    '2019',
    'bottle 75 cl',
    '3760123451024',
    5200,
    3500,
    10,
  ],
  [
    'distillerie-du-mont',
    'Eau-de-vie de Poire Williams',
    'spirit',
    null,
    'bottle 70 cl',
    '3760123452014',
    4500,
    3000,
    80,
  ],
] as const;

const formatShapes: Record<string, { type: string; unity: string; unityValue: number }> = {
  'bottle 75 cl': { type: 'bottle', unity: 'Centilitre(s)', unityValue: 75 },
  'magnum 150 cl': { type: 'bottle', unity: 'Centilitre(s)', unityValue: 150 },
  'bottle 70 cl': { type: 'bottle', unity: 'Centilitre(s)', unityValue: 70 },
  // contract: BIB 5 L, not vrac
  'BIB 5 L': { type: 'bib', unity: 'Litre(s)', unityValue: 5 },
  unit: { type: 'custom', unity: 'Unité(s)', unityValue: 1 },
};

interface SoldFormat {
  shop: string;
  product: string;
  productType: string;
  type: string | null;
  color: string | null;
  vintage: string | null;
  formatType: string;
  unity: string;
  unityValue: number;
  gtin: string | null;
  stock: number | null;
  prices: Record<string, number>;
}

let testDb: TestDatabase;
let sold: SoldFormat[];

beforeAll(async () => {
  testDb = await createTestDatabase({ seed: true });
  sold = await queryRows<SoldFormat>(
    testDb.db,
    sql`select s.url_name as shop, p.name as product, p.product_type as "productType", p.type, p.color,
        v.name as vintage, f.type as "formatType", f.unity, f.unity_value::float8 as "unityValue", n.gtin,
        sl.quantity as stock,
        (select jsonb_object_agg(fp.typology, fp.price_cents) from format_prices fp
          where fp.shop_id = f.shop_id and fp.format_id = f.id) as prices
      from formats f
      join products p on p.shop_id = f.shop_id and p.id = f.product_id
      join shops s on s.id = f.shop_id
      left join vintages v on v.shop_id = p.shop_id and v.product_id = p.id
      left join nutrition_declarations n on n.shop_id = f.shop_id and n.format_id = f.id
      left join stock_levels sl on sl.shop_id = f.shop_id and sl.format_id = f.id`,
  );
});
afterAll(() => testDb.drop());

describe('demo catalogue matches contract.md', () => {
  it('has 10 sold formats of 9 products: 6 at Trois Vallées, 2 at Lemoine, 1 at the Distillerie', () => {
    expect(sold).toHaveLength(contractRows.length);
    const productsPerShop = Object.fromEntries(
      ['trois-vallees', 'champagne-lemoine', 'distillerie-du-mont'].map((shop) => [
        shop,
        new Set(sold.filter((row) => row.shop === shop).map((row) => row.product)).size,
      ]),
    );
    expect(productsPerShop).toEqual({ 'trois-vallees': 6, 'champagne-lemoine': 2, 'distillerie-du-mont': 1 });
  });

  it.each(contractRows)(
    '%s sells %s (%s, %s, %s, EAN %s) at %i public / %i caviste with stock %j',
    (shop, product, kind, vintage, format, ean, publicCents, cavisteCents, stock) => {
      const shape = formatShapes[format]!;
      const row = sold.find(
        (r) =>
          r.shop === shop &&
          r.product === product &&
          r.unityValue === shape.unityValue &&
          r.unity === shape.unity,
      );
      expect(row).toBeDefined();
      const [type, color] = kind.split(', ');
      if (type === 'accessory' || type === 'prestation') expect(row!.productType).toBe(type);
      else
        expect({ productType: row!.productType, type: row!.type }).toEqual({ productType: 'bottle', type });
      if (color) expect(row!.color).toBe(color);
      expect(row!.vintage).toBe(vintage);
      expect(row!.formatType).toBe(shape.type);
      expect(row!.gtin).toBe(ean);
      expect(row!.stock).toBe(stock);
      expect(row!.prices.particulier).toBe(publicCents);
      expect(row!.prices.caviste).toBe(cavisteCents);
    },
  );

  it('prices every format for the four typologies, professional HT prices below the public TTC price', () => {
    for (const row of sold) {
      expect(Object.keys(row.prices).sort()).toEqual([
        'caviste',
        'importateur',
        'particulier',
        'restaurateur',
      ]);
      for (const typology of ['caviste', 'restaurateur', 'importateur']) {
        expect(row.prices[typology]).toBeGreaterThan(0);
        expect(row.prices[typology]).toBeLessThanOrEqual(row.prices.particulier!);
      }
    }
  });

  it('gives the caviste price of the Pinot Noir its discountPrice {12: 10.50, 60: 9.80}, and no other', async () => {
    const rows = await queryRows<{ product: string; typology: string; discount: Record<string, number> }>(
      testDb.db,
      sql`select p.name as product, fp.typology, fp.discount_price as discount from format_prices fp
        join formats f on f.shop_id = fp.shop_id and f.id = fp.format_id
        join products p on p.shop_id = f.shop_id and p.id = f.product_id
        where fp.discount_price <> '{}'::jsonb`,
    );
    expect(rows).toEqual([
      { product: 'Bourgogne Pinot Noir', typology: 'caviste', discount: { '12': 1050, '60': 980 } },
    ]);
  });

  it('gives the public Crémant price its 10 % promotion from 6 products, and no other', async () => {
    const rows = await queryRows<{ product: string; typology: string; promotions: unknown }>(
      testDb.db,
      sql`select p.name as product, fp.typology, fp.promotions from format_prices fp
        join formats f on f.shop_id = fp.shop_id and f.id = fp.format_id
        join products p on p.shop_id = f.shop_id and p.id = f.product_id
        where fp.promotions <> '[]'::jsonb`,
    );
    expect(rows).toEqual([
      {
        product: 'Crémant de Bourgogne Brut',
        typology: 'particulier',
        promotions: [{ type: '%', amount: 10, activation: 'minProduct', threshold: 6 }],
      },
    ]);
  });

  it('loads a product with its vintages, formats and prices through the relations (joined on shop_id too)', async () => {
    const chablis = await testDb.db.query.products.findFirst({
      where: (product, { eq }) => eq(product.slug, 'chablis-premier-cru-montmains'),
      with: {
        vintages: true,
        formats: { with: { prices: true }, orderBy: (format, { asc }) => asc(format.position) },
      },
    });
    expect(chablis?.vintages.map((vintage) => vintage.name)).toEqual(['2021']);
    expect(chablis?.formats.map((format) => [format.unityValue, format.prices.length])).toEqual([
      [75, 4],
      [150, 4],
    ]);
  });

  it('gives products readable slugs', async () => {
    const rows = await queryRows<{ slug: string }>(testDb.db, sql`select slug from products order by slug`);
    expect(rows.map((row) => row.slug)).toEqual([
      'bourgogne-pinot-noir',
      'brut-reserve',
      'chablis-premier-cru-montmains',
      'coteaux-bourguignons',
      'cremant-de-bourgogne-brut',
      'eau-de-vie-de-poire-williams',
      'rose-de-saignee',
      'tire-bouchon-du-domaine',
      'visite-privee',
    ]);
  });
});

describe('demo e-labels: each EAN resolves to a full nutrition declaration (contract.md, spec §3)', () => {
  const eans = contractRows.flatMap((row) => (row[5] ? [[row[1], row[5]] as const] : []));

  it.each(eans)('%s: /gs1/01/%s', async (product, ean) => {
    const [row] = await queryRows<Record<string, unknown>>(
      testDb.db,
      sql`select p.name as product, n.alcohol_percent::float8 as abv, n.energy_kj::float8 as kj,
          n.energy_kcal::float8 as kcal, n.fat_g, n.saturates_g, n.carbohydrates_g, n.sugars_g, n.protein_g,
          n.salt_g, n.ingredients, n.allergens, n.container_volume_ml as volume, n.country
        from gtins g
        join products p on p.shop_id = g.shop_id and p.id = g.product_id
        join nutrition_declarations n on n.shop_id = g.shop_id and n.gtin = g.gtin and n.format_id = g.format_id
        where g.gtin = ${ean}`,
    );
    expect(row).toMatchObject({ product, country: 'France' });
    for (const nutrient of ['fat_g', 'saturates_g', 'carbohydrates_g', 'sugars_g', 'protein_g', 'salt_g']) {
      expect(row![nutrient]).not.toBeNull();
    }
    // energy is mostly alcohol: 7 kcal per gram, 0.789 g per ml (Regulation (EU) 1169/2011 annex XIV)
    const abv = row!.abv as number;
    expect(row!.kcal).toBeGreaterThanOrEqual(Math.floor(abv * 0.789 * 7));
    expect((row!.kj as number) / (row!.kcal as number)).toBeCloseTo(4.15, 1);
    const ingredients = row!.ingredients as Record<string, string>;
    expect(ingredients.fr?.length).toBeGreaterThan(5);
    expect(ingredients.en?.length).toBeGreaterThan(5);
    expect(row!.allergens).toEqual(abv < 20 ? ['sulfites'] : []);
    expect(row!.volume).toBeGreaterThan(0);
  });

  it('declares the spirit at 40 % vol (contract: spirit, 40 % vol)', async () => {
    const [row] = await queryRows<{ abv: number }>(
      testDb.db,
      sql`select alcohol_percent::float8 as abv from nutrition_declarations where gtin = '3760123452014'`,
    );
    expect(row!.abv).toBe(40);
  });
});
