import { describe, expect, it } from 'vitest';
import { toProductCard, withProductCards } from './product-card-data.ts';
import type { PageBlock, ShopProduct } from './shop-types.ts';

const chablis: ShopProduct = {
  id: 'prd_chablis',
  shopId: 'shp_trois_vallees',
  slug: 'chablis',
  name: 'Chablis Premier Cru',
  productType: 'bottle',
  precision: 'AOC Chablis',
  type: 'wine',
  typeLabel: 'Vin',
  color: 'white',
  colorLabel: 'Blanc',
  gamme: 'Les Crus',
  status: 'online',
  description: 'Un long texte de fiche produit.',
  labels: ['AOP'],
  visuals: ['/media/chablis-1.jpg', '/media/chablis-2.jpg'],
  vatType: 'standard',
  minOrder: 6,
  maxOrder: null,
  pricesHidden: false,
  vintages: [{ id: 'vin_2021', name: '2021', year: 2021, alcoholPercent: 12.5 }],
  formats: [
    {
      id: 'fmt_75',
      name: 'Bouteille 75 cl',
      container: 'bouteille',
      unity: 'Centilitre(s)',
      unityValue: 75,
      type: 'bottle',
      eq75: 1,
      price: {
        typology: 'particulier',
        amount: 32.5,
        ttc: true,
        priceHT: 27.08,
        priceTTC: 32.5,
        vatRate: 20,
        discountPrice: [{ threshold: 6, price: 30 }],
        discountAdd: [],
        promotions: [{ type: '%', amount: 10, activation: 'always', threshold: null }],
      },
      stock: 8,
      stockStatus: 'low',
      gtin: '3760123450027',
    },
  ],
};

describe('toProductCard: what a grid card shows and adds to the cart', () => {
  it('keeps the card fields, the first visual and the price shown, and nothing else', () => {
    expect(toProductCard(chablis)).toEqual({
      id: 'prd_chablis',
      shopId: 'shp_trois_vallees',
      slug: 'chablis',
      name: 'Chablis Premier Cru',
      productType: 'bottle',
      precision: 'AOC Chablis',
      type: 'wine',
      color: 'white',
      status: 'online',
      labels: ['AOP'],
      visuals: ['/media/chablis-1.jpg'],
      vatType: 'standard',
      pricesHidden: false,
      vintages: [{ id: 'vin_2021', name: '2021' }],
      formats: [
        {
          id: 'fmt_75',
          name: 'Bouteille 75 cl',
          unity: 'Centilitre(s)',
          unityValue: 75,
          eq75: 1,
          stock: 8,
          stockStatus: 'low',
          price: { amount: 32.5, ttc: true },
        },
      ],
    });
  });

  it('keeps a hidden price hidden, and a card unchanged', () => {
    const hidden = { ...chablis, pricesHidden: true, formats: [{ ...chablis.formats[0]!, price: null }] };
    const card = toProductCard(hidden);
    expect(card.formats[0]?.price).toBeNull();
    expect(toProductCard(card)).toEqual(card);
  });

  it("turns the products of a page's product blocks into cards, other blocks untouched", () => {
    const blocks: PageBlock[] = [
      { type: 'html', html: '<p>Bienvenue</p>' },
      { type: 'products', title: 'Nos crus', products: [chablis] },
    ];
    const [html, products] = withProductCards(blocks);
    expect(html).toBe(blocks[0]);
    expect(products).toEqual({ type: 'products', title: 'Nos crus', products: [toProductCard(chablis)] });
  });
});
