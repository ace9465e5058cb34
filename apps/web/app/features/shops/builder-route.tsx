// issue 16: a buyer composes a case from one of the shop's builders (/{name}/coffrets/{builder}): bottles up to
// the size within the maxima and the stock, the price by builderPrice for the buyer's typology, then one cart line.
import { useState } from 'react';
import { data, Link } from 'react-router';
import { useText } from '../../i18n/use-text.ts';
import { apiGet } from '../../lib/api.ts';
import { formatEuros } from '../../lib/format.ts';
import { useCart } from '../cart/cart-seam.ts';
import type { Route } from './+types/builder-route';
import styles from './builder.module.css';
import {
  type Counts,
  casePrice,
  chosenCount,
  compositionProblem,
  roomFor,
  toCartCase,
} from './builder-composition.ts';
import { shopOfMatches, useShopContext } from './shop-context.ts';
import type { ShopBuilder } from './shop-types.ts';
import '../../i18n/shop-texts.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const key = encodeURIComponent(params.shopId ?? params.name ?? '');
  const answer = await apiGet<ShopBuilder>(
    context.api,
    `/v1/shops/${key}/builders/${encodeURIComponent(params.builder)}`,
  );
  if (answer.status === 404) throw data(null, { status: 404 });
  if (!answer.ok) throw data(null, { status: answer.status });
  return { builder: answer.data };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const frame = shopOfMatches(matches);
  if (!frame || !loaderData) return [{ title: 'Sarment' }];
  return [{ title: `${loaderData.builder.name} — ${frame.shop.name}` }];
}

export default function BuilderRoute({ loaderData }: Route.ComponentProps) {
  const { builder } = loaderData;
  const { shop, basePath } = useShopContext();
  const { t, i18n } = useText();
  const cart = useCart();
  const [counts, setCounts] = useState<Counts>({});
  const [added, setAdded] = useState(false);
  const money = (amount: number) => formatEuros(amount, i18n.language);
  const base = builder.priceBase === 'HT' ? t('shop.product.ht') : t('shop.product.ttc');
  const count = chosenCount(counts);
  const problem = count > 0 ? compositionProblem(builder, counts) : null;
  const price = casePrice(builder, counts);
  const change = (formatId: string, by: number) => {
    setAdded(false);
    setCounts((current) => ({ ...current, [formatId]: Math.max(0, (current[formatId] ?? 0) + by) }));
  };
  const add = () => {
    setAdded(false);
    void cart
      .dispatch({
        type: 'addBuilderCase',
        sellerId: builder.shopId,
        builderCase: toCartCase(builder, counts),
      })
      .then(
        () => {
          setAdded(true);
          setCounts({});
        },
        () => undefined,
      );
  };
  return (
    <div className={styles.container}>
      <Link className={styles.back} to={basePath}>
        ← {shop.name}
      </Link>
      <header className={styles.head}>
        <h1>{builder.name}</h1>
        <p className={styles.rule}>
          {t('shop.builders.size', { size: builder.size })}
          {' · '}
          {builder.priceKind === 'fixed'
            ? builder.fixedPrice !== null &&
              t('shop.builders.fixed', { amount: `${money(builder.fixedPrice)} ${base}` })
            : t('shop.builders.discount', { percent: builder.discountPercent ?? 0 })}
        </p>
        {builder.description && <p className={styles.rule}>{builder.description}</p>}
      </header>
      <ul className={styles.bottles}>
        {builder.bottles.map((bottle) => {
          const name = bottle.vintage ? `${bottle.product.name} ${bottle.vintage.name}` : bottle.product.name;
          const value = counts[bottle.format.id] ?? 0;
          const details = [
            bottle.format.name,
            bottle.unitPrice !== null ? `${money(bottle.unitPrice)} ${base}` : null,
            bottle.supplement > 0
              ? t('shop.builders.supplement', { amount: money(bottle.supplement) })
              : null,
            bottle.maxQuantity !== null ? t('shop.builders.max', { count: bottle.maxQuantity }) : null,
            bottle.stock === 0 ? t('shop.product.outOfStock') : null,
          ].filter(Boolean);
          return (
            <li key={bottle.format.id} className={styles.bottle} data-testid="builder-bottle">
              {bottle.product.visual ? (
                <img className={styles.visual} src={bottle.product.visual} alt="" loading="lazy" />
              ) : (
                <span className={styles.visual} />
              )}
              <div>
                <p className={styles.name}>{name}</p>
                <p className={styles.details}>{details.join(' · ')}</p>
              </div>
              <div className={styles.stepper}>
                <button
                  type="button"
                  aria-label={t('shop.builders.less', { name })}
                  disabled={value === 0}
                  onClick={() => change(bottle.format.id, -1)}
                >
                  −
                </button>
                <span className={styles.count} aria-live="polite">
                  {value}
                </span>
                <button
                  type="button"
                  aria-label={t('shop.builders.more', { name })}
                  disabled={roomFor(builder, counts, bottle) === 0}
                  onClick={() => change(bottle.format.id, 1)}
                >
                  +
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <div className={styles.summary}>
        <div>
          <p className={styles.total} data-testid="builder-price">
            {t('shop.builders.price')} : {price !== null && count > 0 ? `${money(price)} ${base}` : '—'}
          </p>
          <p className={styles.details}>{t('shop.builders.chosen', { count, size: builder.size })}</p>
          {problem && count === builder.size && <p className={styles.problem}>{problem}</p>}
        </div>
        <button
          type="button"
          className={styles.addButton}
          disabled={count === 0 || problem !== null}
          onClick={add}
        >
          {t('shop.builders.add')}
        </button>
        <span className={styles.added} role="status">
          {added ? t('shop.product.added') : ''}
        </span>
      </div>
    </div>
  );
}
