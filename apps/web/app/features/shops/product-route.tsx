// spec §2 /{name}/{product} and /shops/{id}/{product}: vintages, formats, packings, visuals, labels, quantity
// discounts as tiers, stock status, add to cart; the e-label link, and for the owner its QR code.

import { data, Link } from 'react-router';
import { useText } from '../../i18n/use-text.ts';
import { apiGet } from '../../lib/api.ts';
import { anonymousPageCache } from '../../lib/page-cache.ts';
import type { Route } from './+types/product-route';
import layoutStyles from './catalogue.module.css';
import { valueLabel } from './english-labels.ts';
import styles from './product.module.css';
import { vintageLine } from './product-card.tsx';
import { ProductOffer } from './product-offer.tsx';
import { ProductVisual } from './product-visual.tsx';
import { catalogueHref, catalogueTabOf, productHref, shopOfMatches, useShopContext } from './shop-context.ts';
import { pageMeta, productJsonLd } from './shop-meta.ts';
import type { ShopProductDetail } from './shop-types.ts';
import '../../i18n/shop-texts.ts';

// issue 22: a visitor's page is kept a moment for the next one (apps/web/server/render-cache.ts)
export const headers = anonymousPageCache;

export async function loader({ params, context }: Route.LoaderArgs) {
  const key = encodeURIComponent(params.shopId ?? params.name ?? '');
  const answer = await apiGet<ShopProductDetail>(
    context.api,
    `/v1/shops/${key}/products/${encodeURIComponent(params.product)}`,
  );
  if (answer.status === 404) throw data(null, { status: 404 });
  if (!answer.ok) throw data(null, { status: answer.status });
  return { product: answer.data };
}

const availabilityOf = (status: string) =>
  status === 'outOfStock' ? 'OutOfStock' : status === 'low' ? 'LimitedAvailability' : 'InStock';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const frame = shopOfMatches(matches);
  if (!frame || !loaderData) return [{ title: 'Sarment' }];
  const { shop, origin } = frame;
  const { product } = loaderData;
  const vintage = product.vintages.map((v) => v.name).filter((name) => /^\d{4}$/.test(name))[0];
  const url = `${origin}${productHref(`/${shop.urlShop}`, product.slug)}`;
  const offers = product.formats.flatMap((format) =>
    format.price
      ? [
          {
            name: format.name,
            priceTTC: format.price.priceTTC,
            availability: availabilityOf(format.stockStatus) as 'InStock',
          },
        ]
      : [],
  );
  return pageMeta({
    title: `${product.name}${vintage ? ` ${vintage}` : ''} — ${shop.name}`,
    description: product.description,
    url,
    siteName: shop.name,
    type: 'product',
    image: product.visuals[0],
    locale: 'fr',
    jsonLd: productJsonLd({
      name: product.name,
      description: product.description,
      url,
      images: product.visuals,
      brand: shop.name,
      gtin: product.formats.find((f) => f.gtin)?.gtin ?? null,
      offers,
    }),
  });
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useText();
  const { shop, basePath } = useShopContext();
  const { product } = loaderData;
  const catalogue = catalogueTabOf(shop);
  const alcohol = product.vintages.find((v) => v.alcoholPercent !== null)?.alcoholPercent;
  const gtin = product.formats.find((f) => f.gtin)?.gtin;
  const canSeeQr = shop.viewer.memberRole === 'owner' || shop.viewer.memberRole === 'iam';
  const facts: [string, string][] = [
    [t('shop.product.appellation'), product.precision ?? ''],
    [
      t('shop.product.type'),
      product.type ? valueLabel(i18n.language, 'type', product.type, product.typeLabel ?? product.type) : '',
    ],
    [
      t('shop.product.color'),
      product.color
        ? valueLabel(i18n.language, 'color', product.color, product.colorLabel ?? product.color)
        : '',
    ],
    [t('shop.product.range'), product.gamme ?? ''],
    [
      t('shop.product.alcohol'),
      alcohol ? t('shop.product.alcoholValue', { value: alcohol.toLocaleString(i18n.language) }) : '',
    ],
    [t('shop.product.labels'), product.labels.join(', ')],
    [
      t('shop.product.packings'),
      product.packings
        .map((p) =>
          p.name.includes(String(p.quantity))
            ? p.name
            : t('shop.product.packing', { name: p.name, count: p.quantity }),
        )
        .join(', '),
    ],
  ];
  return (
    <div className={layoutStyles.container}>
      <nav className={styles.breadcrumb} aria-label={t('shop.product.breadcrumb')}>
        <ol>
          <li>
            <Link to={basePath}>{shop.name}</Link>
          </li>
          {catalogue && (
            <li>
              <Link to={catalogueHref(shop, basePath)}>{catalogue.name}</Link>
            </li>
          )}
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className={styles.layout}>
        <div className={styles.gallery}>
          <ProductVisual
            product={product}
            alt={t('shop.product.visualOf', { name: product.name })}
            eager
            width={800}
            height={800}
          />
        </div>
        <div>
          <h1 className={styles.title}>{product.name}</h1>
          <p className={styles.subtitle}>{vintageLine(product, t)}</p>
          {shop.viewer.member && product.status !== 'online' && (
            <p className={styles.promo}>{t(`shop.product.status.${product.status as 'paused'}`)}</p>
          )}
          <ProductOffer product={product} member={shop.viewer.member} />
          {product.description && <p className={styles.description}>{product.description}</p>}
          <dl className={styles.facts}>
            {facts
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} style={{ display: 'contents' }}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          {gtin && (
            // the e-label is a plain document (no app scripts, no cookie): a full page load
            <Link className={styles.elabel} to={`/gs1/01/${gtin}`} reloadDocument>
              {t('shop.product.elabel')} →
            </Link>
          )}
          {gtin && canSeeQr && (
            <section className={styles.qr} aria-label={t('shop.product.qrTitle')}>
              <img
                src={`/v1/shops/${shop.id}/elabels/${gtin}/qr.svg`}
                alt={t('shop.product.qrAlt', { name: product.name })}
                width={150}
                height={150}
                loading="lazy"
              />
              <div>
                <strong>{t('shop.product.qrTitle')}</strong>
                <p className={styles.small}>{t('shop.product.qrText')}</p>
                <a href={`/v1/shops/${shop.id}/elabels/${gtin}/qr.svg?download=1`} download>
                  {t('shop.product.qrDownload')}
                </a>
              </div>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
