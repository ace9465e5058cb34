// spec §2 /{name}/nutritiveValues: the e-labels of a shop (with their QR codes for its owner and collaborators),
// or one e-label with ?product={slug} or ?gtin={gtin}.
import type { ShopDetail } from '../shops/shop-types.ts';
import type { Route } from './+types/nutritive-values-route';
import { htmlResponse } from './elabel-document.server.tsx';
import { renderElabelList } from './elabel-list.server.tsx';
import type { ShopElabel } from './elabel-types.ts';
import { languageOf, serveElabel } from './serve-elabel.server.tsx';

/** What the page reads of GET /v1/shops/{id}. */
type ShopAnswer = Pick<ShopDetail, 'id' | 'name' | 'viewer'>;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const key = encodeURIComponent(params.name);
  const [shop, labels] = await Promise.all([
    context.api.request<ShopAnswer>('GET', `/v1/shops/${key}`),
    context.api.request<ShopElabel[]>('GET', `/v1/shops/${key}/elabels`),
  ]);
  if (!shop.ok || !labels.ok) return new Response(null, { status: 404 });
  const wanted = url.searchParams.get('gtin') ?? url.searchParams.get('product');
  const chosen = wanted ? labels.data.find((l) => l.gtin === wanted || l.productSlug === wanted) : undefined;
  if (chosen) {
    return serveElabel({
      api: context.api,
      request,
      gtin: chosen.gtin,
      vintage: null,
      lot: null,
      canonicalPath: chosen.path,
    });
  }
  const role = shop.data.viewer.memberRole;
  const html = renderElabelList({
    shop: shop.data,
    labels: labels.data,
    language: languageOf(request),
    withQrCodes: role === 'owner' || role === 'iam',
    here: url,
  });
  // the list shows the QR codes to the shop's staff: never cached by a shared cache
  return htmlResponse(html, 200, 'private, no-store');
}
