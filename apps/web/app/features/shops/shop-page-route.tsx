// spec §2: the page of a shop chosen by query `page` (tab name lowercased, hyphens) and `pageid`; the catalogue page
// lists the products the viewer may see (spec §6) with the filters of spec §9.
import { data } from 'react-router';
import { apiGet } from '../../lib/api.ts';
import { anonymousPageCache } from '../../lib/page-cache.ts';
import type { Route } from './+types/shop-page-route';
import { BuilderCards } from './builder-cards.tsx';
import { readCatalogueQuery, toFiltersApiQuery, toProductsApiQuery } from './catalogue-query.ts';
import { type CatalogueData, CatalogueSection } from './catalogue-section.tsx';
import { PageContent } from './page-content.tsx';
import { shopOfMatches, tabHref, useShopContext } from './shop-context.ts';
import { pageMeta } from './shop-meta.ts';
import type { ProductCardData, ProductFilters, ShopBuilder, ShopPage } from './shop-types.ts';

const PREVIEW_SIZE = 4;

// issue 22: a visitor's page is kept a moment for the next one (apps/web/server/render-cache.ts)
export const headers = anonymousPageCache;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const key = encodeURIComponent(params.shopId ?? params.name ?? '');
  const url = new URL(request.url);
  const pageQuery = new URLSearchParams();
  for (const name of ['page', 'pageid']) {
    const value = url.searchParams.get(name);
    if (value) pageQuery.set(name, value);
  }
  // the shop's first page also shows a few of its products (fetched alongside, not after)
  const isFirstPage = pageQuery.size === 0;
  const [pageAnswer, preview, builderAnswer] = await Promise.all([
    apiGet<ShopPage>(context.api, `/v1/shops/${key}/page?${pageQuery.toString()}`),
    isFirstPage
      ? apiGet<ProductCardData[]>(context.api, `/v1/shops/${key}/product-cards?pageSize=${PREVIEW_SIZE}`)
      : null,
    // issue 16: the cases a buyer may compose show on the shop's first page
    isFirstPage ? apiGet<ShopBuilder[]>(context.api, `/v1/shops/${key}/builders`) : null,
  ]);
  const builders = builderAnswer?.ok ? builderAnswer.data : [];
  if (pageAnswer.status === 404) throw data(null, { status: 404 });
  if (!pageAnswer.ok) throw data(null, { status: pageAnswer.status });
  // the grids of the page get what their cards show (the API answers cards), not whole products
  const page = pageAnswer.data;
  if (page.tab.kind !== 'catalogue') {
    const showPreview = !page.blocks.some((block) => block.type === 'products');
    return {
      page,
      catalogue: null,
      preview: showPreview && preview?.ok ? preview.data : [],
      builders,
    };
  }
  const query = readCatalogueQuery(url.searchParams);
  const [products, filters] = await Promise.all([
    apiGet<ProductCardData[]>(context.api, `/v1/shops/${key}/product-cards${toProductsApiQuery(query)}`),
    apiGet<ProductFilters>(context.api, `/v1/shops/${key}/product-filters${toFiltersApiQuery(query)}`),
  ]);
  if (!products.ok) throw data(null, { status: products.status });
  const catalogue: CatalogueData = {
    products: products.data,
    total: Number(products.headers['x-total-count'] ?? products.data.length),
    filters: filters.ok ? filters.data : { fixed: [], groups: [] },
    query,
  };
  return { page, catalogue, preview: [] as ProductCardData[], builders };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const frame = shopOfMatches(matches);
  if (!frame || !loaderData) return [{ title: 'Sarment' }];
  const { shop, origin } = frame;
  const { page } = loaderData;
  const tab = shop.tabs.flatMap((t) => [t, ...t.children]).find((t) => t.id === page.tab.id);
  const isHome = shop.tabs[0]?.id === page.tab.id;
  // the canonical address is the shop's name form, without filters (spec §2: /{name}?page=...)
  const canonical = `${origin}${tab ? tabHref(`/${shop.urlShop}`, tab, isHome) : `/${shop.urlShop}`}`;
  const pageNumber = loaderData.catalogue?.query.pageNumber ?? 1;
  return pageMeta({
    title: isHome ? `${shop.name} — ${shop.city ?? 'Sarment'}` : `${page.tab.name} — ${shop.name}`,
    description: shop.description,
    url: pageNumber > 1 ? `${canonical}${canonical.includes('?') ? '&' : '?'}p=${pageNumber}` : canonical,
    siteName: shop.name,
    image: shop.editedShop.banner ?? shop.editedShop.logo ?? shop.logo,
    locale: 'fr',
  });
}

export default function ShopPageRoute({ loaderData }: Route.ComponentProps) {
  const { shop, basePath } = useShopContext();
  const { page, catalogue, preview, builders } = loaderData;
  return (
    <>
      {catalogue ? (
        <CatalogueSection shop={shop} basePath={basePath} title={page.tab.name} catalogue={catalogue} />
      ) : (
        <PageContent shop={shop} basePath={basePath} page={page} preview={preview} />
      )}
      <BuilderCards builders={builders} basePath={basePath} />
    </>
  );
}
