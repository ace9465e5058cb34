// /sitemap.xml: the index of the per-shop sitemaps (/{name}/sitemap.xml), sitemaps.org protocol 0.9.
import { apiGet } from '../../lib/api.ts';
import type { PublicShop } from '../shops/shop-types.ts';
import type { Route } from './+types/sitemap-index-route';

const SHOPS_PER_PAGE = 100;
const MAX_PAGES = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const shops: PublicShop[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await apiGet<PublicShop[]>(
      context.api,
      `/v1/shops?pageSize=${SHOPS_PER_PAGE}&page=${page}`,
    );
    if (!answer.ok) break;
    shops.push(...answer.data);
    if (answer.data.length < SHOPS_PER_PAGE) break;
  }
  const entries = shops
    .map((shop) => `<sitemap><loc>${origin}/${encodeURIComponent(shop.urlShop)}/sitemap.xml</loc></sitemap>`)
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
