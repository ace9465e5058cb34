import { describe, expect, it } from 'vitest';
import { sitemapXml } from './shop-sitemap-route.ts';

describe('sitemapXml (sitemaps.org 0.9)', () => {
  it('lists absolute, escaped addresses with their last change day', () => {
    const xml = sitemapXml('https://sarment.test', [
      { path: '/trois-vallees', lastmod: '2026-11-21T08:00:00.000Z' },
      { path: '/trois-vallees?page=nos-vins&pageid=catalogue', lastmod: null },
    ]);
    expect(xml).toContain(
      '<url><loc>https://sarment.test/trois-vallees</loc><lastmod>2026-11-21</lastmod></url>',
    );
    expect(xml).toContain('<loc>https://sarment.test/trois-vallees?page=nos-vins&amp;pageid=catalogue</loc>');
  });
});
