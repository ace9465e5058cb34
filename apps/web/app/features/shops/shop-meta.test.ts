import { describe, expect, it } from 'vitest';
import { clipDescription, pageMeta, productJsonLd } from './shop-meta.ts';

describe('pageMeta (titles, description, canonical, Open Graph)', () => {
  it('gives the canonical link and the Open Graph data of a page', () => {
    const meta = pageMeta({
      title: 'Nos vins — Domaine des Trois Vallées',
      description: 'Vins de Chablis',
      url: 'https://sarment.test/trois-vallees?page=nos-vins',
      siteName: 'Domaine des Trois Vallées',
      image: '/media/banner.webp',
      locale: 'fr',
    });
    expect(meta).toEqual(
      expect.arrayContaining([
        { title: 'Nos vins — Domaine des Trois Vallées' },
        { tagName: 'link', rel: 'canonical', href: 'https://sarment.test/trois-vallees?page=nos-vins' },
        { name: 'description', content: 'Vins de Chablis' },
        { property: 'og:locale', content: 'fr_FR' },
        { property: 'og:image', content: 'https://sarment.test/media/banner.webp' },
      ]),
    );
  });

  it('cuts a long description on a word, under 160 characters', () => {
    const clipped = clipDescription(`${'Chablis minéral '.repeat(20)}fin`)!;
    expect(clipped.length).toBeLessThanOrEqual(160);
    expect(clipped.endsWith('…')).toBe(true);
    expect(clipDescription('   ')).toBeNull();
  });
});

describe('productJsonLd (schema.org Product and Offer)', () => {
  it('describes each priced format as an offer in euros, all taxes included', () => {
    const data = productJsonLd({
      name: 'Bourgogne Pinot Noir',
      description: null,
      url: 'https://sarment.test/trois-vallees/bourgogne-pinot-noir',
      images: [],
      brand: 'Domaine des Trois Vallées',
      gtin: '3760123450010',
      offers: [{ name: 'Bouteille 75 cl', priceTTC: 18, availability: 'InStock' }],
    });
    expect(data).toMatchObject({
      '@type': 'Product',
      gtin: '3760123450010',
      brand: { '@type': 'Brand', name: 'Domaine des Trois Vallées' },
      offers: [
        {
          '@type': 'Offer',
          price: '18.00',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
        },
      ],
    });
  });
});
