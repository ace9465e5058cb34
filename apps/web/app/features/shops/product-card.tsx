// Product cards of the catalogue and of the pages' product blocks. The grid asks for the translator once and hands it
// to every card: a useTranslation per card and per price was a fifth of the server render of a 100-product page.
// The grid's translator also remembers its answers: every card asks for the same few texts ('TTC', 'Ajouter au
// panier'...), and each i18next call costs about as much as rendering the element it labels.
import { isNamedVintage } from '@sarment/domain/reference/product-filters';
import type { TFunction } from 'i18next';
import { memo, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useText } from '../../i18n/use-text.ts';
import { formatEuros } from '../../lib/format.ts';
import { type CartSeam, useCart } from '../cart/cart-seam.ts';
import { preloadCartEngine } from '../cart/cart-store.ts';
import styles from './catalogue.module.css';
import { DrawingSymbols, drawingsOf, ProductVisual } from './product-visual.tsx';
import { productHref } from './shop-context.ts';
import type { ProductCardData, ProductCardFormat } from './shop-types.ts';
import '../../i18n/shop-texts.ts';

/** The translator and language a card renders with. */
export interface CardText {
  t: TFunction;
  language: string;
}

/** '2022 · AOC Bourgogne': the vintages and the precision; a non-vintage (NV...) reads 'Non millésimé' (spec §3). */
export function vintageLine(product: Pick<ProductCardData, 'vintages' | 'precision'>, t: TFunction): string {
  const names = product.vintages.map((v) => (isNamedVintage(v.name) ? v.name : t('shop.product.noVintage')));
  return [names.join(', '), product.precision].filter(Boolean).join(' · ');
}

export function PriceTag({ format, text }: { format: ProductCardFormat; text: CardText }) {
  if (!format.price) return null;
  return (
    <span className={styles.price}>
      {formatEuros(format.price.amount, text.language)}
      <span className={styles.priceTax}>
        {format.price.ttc ? text.t('shop.product.ttc') : text.t('shop.product.ht')}
      </span>
    </span>
  );
}

function StockLabel({ format, t }: { format: ProductCardFormat; t: TFunction }) {
  if (format.stockStatus === 'outOfStock') {
    return <span className={`${styles.stock} ${styles.stockout}`}>{t('shop.product.outOfStock')}</span>;
  }
  if (format.stockStatus === 'low') {
    return (
      <span className={`${styles.stock} ${styles.stocklow}`}>
        {t('shop.product.lowStock', { count: format.stock ?? 0 })}
      </span>
    );
  }
  return null;
}

export const isOrderable = (product: Pick<ProductCardData, 'status'>, format: ProductCardFormat) =>
  product.status === 'online' && format.stockStatus !== 'outOfStock' && format.price !== null;

interface AddToCartProps {
  product: ProductCardData;
  format: ProductCardFormat;
  vintageId: string | null;
  t: TFunction;
}

/** The add-to-cart button of one format (spec §4: each click adds one unit through the cart's addProduct). */
export function AddToCartButton(props: AddToCartProps) {
  const cart = useCart();
  return <CartButton {...props} addProduct={cart.addProduct} />;
}

/** The button itself, with the cart's addProduct: the grid asks the cart once for its hundred cards. */
function CartButton({
  product,
  format,
  vintageId,
  t,
  addProduct,
}: AddToCartProps & { addProduct: CartSeam['addProduct'] }) {
  const [added, setAdded] = useState(false);
  // 'Ajouté au panier' once the cart holds the unit: a page left before would have lost it
  const add = () => {
    setAdded(false);
    void addProduct({
      sellerId: product.shopId,
      product: {
        productId: product.id,
        formatId: format.id,
        vintageId,
        name: product.name,
        productType: product.productType as 'bottle',
        vatType: product.vatType as 'standard',
        chosenFormat: { eq75: format.eq75, unityValue: format.unityValue, unity: format.unity },
      },
    }).then(
      () => setAdded(true),
      () => undefined,
    );
  };
  return (
    <>
      <button
        type="button"
        className={styles.addButton}
        disabled={!isOrderable(product, format)}
        onPointerEnter={preloadCartEngine}
        onFocus={preloadCartEngine}
        onClick={add}
      >
        {format.stockStatus === 'outOfStock' ? t('shop.product.outOfStock') : t('shop.product.addToCart')}
      </button>
      <span className={styles.added} role="status">
        {added ? t('shop.product.added') : ''}
      </span>
    </>
  );
}

export interface ProductCardProps {
  product: ProductCardData;
  basePath: string;
  /** staff see the product status; buyers add to their cart */
  member: boolean;
  eager: boolean;
  text: CardText;
  /** the cart's addProduct (spec §4), asked for once by the grid */
  addProduct: CartSeam['addProduct'];
  /** the prefix of the grid's drawing symbols */
  symbols: string;
}

/** A card renders again only when its own props change, not when the cart the grid reads changes. */
export const ProductCard = memo(function ProductCard({
  product,
  basePath,
  member,
  eager,
  text,
  addProduct,
  symbols,
}: ProductCardProps) {
  const { t } = text;
  const firstOrderable = product.formats.find((f) => isOrderable(product, f)) ?? product.formats[0];
  return (
    <article className={styles.card} data-testid="product-card">
      {member && product.status !== 'online' && (
        <span className={styles.statusChip}>{t(`shop.product.status.${product.status as 'paused'}`)}</span>
      )}
      <div className={styles.visual}>
        <ProductVisual
          product={product}
          // only a picture shows its text (a drawn bottle has none): no translation for nothing
          alt={product.visuals.length > 0 ? t('shop.product.visualOf', { name: product.name }) : ''}
          eager={eager}
          width={400}
          height={300}
          symbols={symbols}
        />
      </div>
      <div className={styles.cardBody}>
        {product.labels.length > 0 && (
          <ul className={styles.chips} aria-label={t('shop.product.labels')}>
            {product.labels.map((label) => (
              <li key={label} className={styles.chip}>
                {label}
              </li>
            ))}
          </ul>
        )}
        <h3 className={styles.cardTitle}>
          <Link to={productHref(basePath, product.slug)} prefetch="intent">
            {product.name}
          </Link>
        </h3>
        <p className={styles.cardMeta}>{vintageLine(product, t)}</p>
        <ul className={styles.formats}>
          {product.formats.map((format) => (
            <li key={format.id} className={styles.formatLine}>
              <span className={styles.formatName}>{format.name}</span>
              <StockLabel format={format} t={t} />
              {format.price ? (
                <PriceTag format={format} text={text} />
              ) : (
                product.pricesHidden && <span className={styles.muted}>{t('shop.product.pricesHidden')}</span>
              )}
            </li>
          ))}
        </ul>
        {!member && firstOrderable && (
          <div className={styles.cardActions}>
            <CartButton
              product={product}
              format={firstOrderable}
              vintageId={product.vintages[0]?.id ?? null}
              t={t}
              addProduct={addProduct}
            />
          </div>
        )}
      </div>
    </article>
  );
});

/**
 * `t` answering each (key, options) once: translations are pure for a language and bundled resources, and a grid
 * of 100 cards asks for the same handful of them five hundred times.
 */
export function rememberTranslations(t: TFunction): TFunction {
  const answers = new Map<string, string>();
  const remembered = (key: string, options?: Record<string, unknown>) => {
    const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    let answer = answers.get(id);
    if (answer === undefined) {
      answer = String(t(key, options));
      answers.set(id, answer);
    }
    return answer;
  };
  return remembered as unknown as TFunction;
}

export function ProductGrid({
  products,
  basePath,
  member,
}: {
  products: ProductCardData[];
  basePath: string;
  member: boolean;
}) {
  const { t, i18n } = useText();
  // stable across renders (the cart's actions never change): the cards do not render again with the cart
  const { addProduct } = useCart();
  const language = i18n.language;
  const text: CardText = useMemo(() => ({ t: rememberTranslations(t), language }), [t, language]);
  // an id of letters and digits: it ends up in the cards' `href="#..."`
  const symbols = `drawings${useId().replace(/[^\w]/g, '')}-`;
  const drawings = useMemo(() => drawingsOf(products), [products]);
  return (
    <>
      <DrawingSymbols drawings={drawings} prefix={symbols} />
      <ul className={styles.grid}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              basePath={basePath}
              member={member}
              eager={index < 4}
              text={text}
              addProduct={addProduct}
              symbols={symbols}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
