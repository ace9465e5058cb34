// robots.txt: the public pages are open to search engines; the back office, the API and the cart are not.
import type { Route } from './+types/robots-route';

export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    'User-agent: *',
    'Disallow: /dashboard',
    'Disallow: /auth',
    'Disallow: /cart',
    'Disallow: /admin',
    'Disallow: /v1/',
    'Allow: /',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
