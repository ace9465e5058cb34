// spec §6 product listing with the filters of spec §9 (Tous les produits, Autres produits; range, type, colour,
// vintage), a search and paging. Filters are links and the search a GET form: the list works without scripts.

import { Form, Link, useLocation } from 'react-router';
import { useText } from '../../i18n/use-text.ts';
import styles from './catalogue.module.css';
import {
  type CatalogueQuery,
  categoryHref,
  hasActiveFilters,
  pageHref,
  searchFormFields,
  toggleFilterHref,
} from './catalogue-query.ts';
import { productWords, valueLabel } from './english-labels.ts';
import { PriceGridRequest } from './price-grid-request.tsx';
import { ProductGrid } from './product-card.tsx';
import { loginHref } from './shop-context.ts';
import type { ProductCardData, ProductFilters, ShopDetail } from './shop-types.ts';
import '../../i18n/shop-texts.ts';

export interface CatalogueData {
  products: ProductCardData[];
  total: number;
  filters: ProductFilters;
  query: CatalogueQuery;
}

export function CatalogueSection({
  shop,
  basePath,
  title,
  catalogue,
}: {
  shop: ShopDetail;
  basePath: string;
  title: string;
  catalogue: CatalogueData;
}) {
  const { t, i18n } = useText();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const { products, total, query } = catalogue;
  const words = productWords(i18n.language, shop.businessType, shop.vocabulary);
  const pages = Math.max(1, Math.ceil(total / query.pageSize));
  const { viewer } = shop;
  return (
    <div className={styles.container}>
      <div className={styles.pageHead}>
        <h1>{title}</h1>
        <p className={styles.pageMeta}>
          {t('shop.catalogue.count', { count: total, singular: words.singular, plural: words.plural })}
        </p>
      </div>
      <div className={styles.catalogue}>
        <FilterPanel filters={catalogue.filters} query={query} params={params} />
        <section aria-label={title}>
          <div className={styles.toolbar}>
            <Form method="get" className={styles.search} role="search">
              {searchFormFields(params).map(([name, value]) => (
                <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
              ))}
              <input
                type="search"
                name="q"
                defaultValue={query.search}
                aria-label={t('shop.catalogue.searchLabel')}
                placeholder={t('shop.catalogue.searchPlaceholder')}
              />
              <button type="submit">{t('shop.catalogue.search')}</button>
            </Form>
            {viewer.typology && viewer.pricesVisible && (
              <p className={styles.priceNote} data-testid="price-note">
                {viewer.typology.ttc
                  ? t('shop.catalogue.pricesTTC')
                  : t('shop.catalogue.pricesHT', { typology: viewer.typology.name })}
              </p>
            )}
          </div>
          {!viewer.pricesVisible && (
            <p className={styles.panel}>
              {t('shop.catalogue.pricesHidden')}{' '}
              <Link to={loginHref(shop, `${pathname}${search}`)}>{t('shop.account.login')}</Link>
            </p>
          )}
          {products.length > 0 ? (
            <ProductGrid products={products} basePath={basePath} member={viewer.member} />
          ) : (
            <p className={styles.empty}>
              {hasActiveFilters(query) ? t('shop.catalogue.empty') : t('shop.catalogue.emptyShop')}
            </p>
          )}
          {pages > 1 && (
            <nav className={styles.pagination} aria-label={t('shop.catalogue.pagination')}>
              {query.pageNumber > 1 && (
                <Link to={pageHref(params, query.pageNumber - 1)}>← {t('shop.catalogue.previous')}</Link>
              )}
              <span>{t('shop.catalogue.pageOf', { page: query.pageNumber, pages })}</span>
              {query.pageNumber < pages && (
                <Link to={pageHref(params, query.pageNumber + 1)}>{t('shop.catalogue.next')} →</Link>
              )}
            </nav>
          )}
          <PriceGridRequest shop={shop} />
        </section>
      </div>
    </div>
  );
}

function FilterPanel({
  filters,
  query,
  params,
}: {
  filters: ProductFilters;
  query: CatalogueQuery;
  params: URLSearchParams;
}) {
  const { t, i18n } = useText();
  const active = hasActiveFilters(query);
  const chosenCount = query.range.length + query.type.length + query.color.length + query.vintage.length;
  // a chosen 'Autres produits' stays on show to be seen chosen, even when the other filters leave it nothing
  const fixed = filters.fixed.filter(
    (f) => f.id === 'all' || f.count > 0 || (f.id === 'others' && query.category === 'others'),
  );
  return (
    <aside className={styles.filters} aria-label={t('shop.catalogue.filters')}>
      <input
        id="filters-toggle"
        type="checkbox"
        className={styles.filtersToggleInput}
        aria-label={t('shop.catalogue.filters')}
      />
      <label htmlFor="filters-toggle" className={styles.filtersToggle}>
        {t('shop.catalogue.filters')}
        {chosenCount > 0 ? ` (${chosenCount})` : ''}
      </label>
      <div className={styles.filterBody}>
        <div className={styles.filterGroup}>
          <ul>
            {fixed.map((f) => {
              const chosen = f.id === 'others' ? query.category === 'others' : !active;
              return (
                <li key={f.id}>
                  <Link
                    to={categoryHref(params, f.id)}
                    className={styles.filterLink}
                    aria-current={chosen ? 'true' : undefined}
                    rel="nofollow"
                  >
                    {t(`shop.catalogue.fixed.${f.id}`)}
                    <span className={styles.filterCount}>{f.count}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
        {filters.groups
          .filter((group) => group.options.length > 0)
          .map((group) => (
            <div key={group.id} className={styles.filterGroup}>
              <h3>{t(`shop.catalogue.groups.${group.id}`)}</h3>
              <ul>
                {group.options.map((option) => (
                  <li key={option.value}>
                    <Link
                      to={toggleFilterHref(params, group.id, option.value)}
                      className={styles.filterLink}
                      aria-current={query[group.id].includes(option.value) ? 'true' : undefined}
                      rel="nofollow"
                    >
                      {valueLabel(i18n.language, group.id, option.value, option.label)}
                      <span className={styles.filterCount}>{option.count}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        {active && (
          <Link to={categoryHref(params, 'all')} className={styles.clearLink}>
            {t('shop.catalogue.clearFilters')}
          </Link>
        )}
      </div>
    </aside>
  );
}
