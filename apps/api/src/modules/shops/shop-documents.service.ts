import type { Database } from '@sarment/db';
import { cgvTemplate, sellerIdentityOf, withdrawalFormHtml } from '@sarment/domain/sales/consumer-law';
import type { z } from 'zod';
import { sanitizeRichText } from '../../http/sanitize-html.ts';
import { listProducts } from '../catalogue/catalogue.repo.ts';
import { loadProductViewer, scopeOf } from '../catalogue/catalogue-view.service.ts';
import type { ShopRow } from '../tenancy/shop-records.repo.ts';
import type { ShopTab } from './shop-tabs.ts';
import type { legalNotice, sitemap } from './shops.schemas.ts';
import { loadShopTabs } from './shops.service.ts';

const SITEMAP_PRODUCTS = 5000;

/**
 * spec §2 /{name}/legal-notice: the seller's notice (loi n° 2004-575 du 21 juin 2004, art. 6), sanitized. The page
 * prints its own title, so a leading 'Mentions légales' heading of the text is dropped.
 */
export function describeLegalNotice(shop: ShopRow): z.infer<typeof legalNotice> {
  const html = shop.legalNoticeHtml
    ? sanitizeRichText(shop.legalNoticeHtml, { demoteHeadings: 1 }).replace(
        /^\s*<h2>\s*mentions l[ée]gales\s*<\/h2>\s*/i,
        '',
      )
    : null;
  const legal = shop.legal;
  return {
    shopName: shop.name,
    html: html || null,
    legal: legal
      ? {
          businessName: legal.businessName,
          legalForm: legal.legalForm,
          siret: legal.siret,
          rcs: legal.rcs,
          vatNumber: legal.vatNumber,
          exciseNumber: legal.exciseNumber ?? null,
          address: {
            street: legal.address.street,
            zipcode: legal.address.zipcode,
            city: legal.address.city,
            country: legal.address.country,
          },
        }
      : null,
    contact: { email: shop.contactEmail ?? null, phone: shop.phone ?? null },
    cgv: describeCgv(shop),
    withdrawalFormHtml: sanitizeRichText(withdrawalFormHtml(sellerIdentityOf(shop)), { demoteHeadings: 1 }),
  };
}

/** The shop's conditions générales de vente, or the template filled with its identity until it writes its own. */
function describeCgv(shop: ShopRow) {
  const own = shop.settings.cgvHtml?.trim();
  const html = sanitizeRichText(own || cgvTemplate(sellerIdentityOf(shop)), { demoteHeadings: 1 });
  return { html, isTemplate: !own };
}

const flattenTabs = (tabs: ShopTab[]): ShopTab[] => tabs.flatMap((tab) => [tab, ...tab.children]);

/** The pages of a shop a search engine may index: home, other pages, products a visitor sees, legal notice. */
export async function describeSitemap(db: Database, shop: ShopRow): Promise<z.infer<typeof sitemap>> {
  const base = `/${shop.urlName}`;
  const [{ tabs }, viewer] = await Promise.all([loadShopTabs(db, shop), loadProductViewer(db, null, shop)]);
  const scope = viewer && scopeOf(shop.id, viewer);
  const { rows } = scope
    ? await listProducts(db, [scope], {}, { limit: SITEMAP_PRODUCTS, offset: 0 })
    : { rows: [] };
  const lastmod = (date: Date) => date.toISOString();
  return {
    urlShop: shop.urlName,
    entries: [
      { path: base, lastmod: lastmod(shop.updatedAt) },
      ...flattenTabs(tabs)
        .slice(1)
        .map((tab) => ({ path: `${base}?${tab.query}`, lastmod: null })),
      ...rows.map((row) => ({ path: `${base}/${row.slug}`, lastmod: lastmod(row.updatedAt) })),
      { path: `${base}/legal-notice`, lastmod: null },
    ],
  };
}
