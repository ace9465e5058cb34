// A sitemap per shop (/{name}/sitemap.xml, sitemaps.org protocol 0.9): its pages, the products a visitor sees and
// its legal notice, from GET /v1/shops/{id}/sitemap.
import type { sitemap } from '@sarment/api';
import type { z } from 'zod';
import { apiGet } from '../../lib/api.ts';
import type { Route } from './+types/shop-sitemap-route';

type Sitemap = z.output<typeof sitemap>;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(origin: string, entries: Sitemap['entries']): string {
  const urls = entries
    .map((entry) => {
      const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.slice(0, 10)}</lastmod>` : '';
      return `<url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${lastmod}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const answer = await apiGet<Sitemap>(context.api, `/v1/shops/${encodeURIComponent(params.name)}/sitemap`);
  if (!answer.ok)
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  return new Response(sitemapXml(new URL(request.url).origin, answer.data.entries), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
