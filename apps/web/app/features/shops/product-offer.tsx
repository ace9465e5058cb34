// spec §2 product page offer: vintages, formats, the viewer's price (HT or TTC per typology, spec §6), quantity
// discounts as tiers, promotions, stock status and the add-to-cart seam.
import { useState } from 'react';
import { useText } from '../../i18n/use-text.ts';
import { formatEuros } from '../../lib/format.ts';
import styles from './product.module.css';
import { AddToCartButton, isOrderable } from './product-card.tsx';
import type { FormatPrice, ShopProductDetail, ShopProductFormat } from './shop-types.ts';
import '../../i18n/shop-texts.ts';

function PromotionText({ promotion }: { promotion: FormatPrice['promotions'][number] }) {
  const { t, i18n } = useText();
  const amount =
    promotion.type === '%'
      ? t('shop.product.promotion.percent', { amount: promotion.amount })
      : t('shop.product.promotion.euros', { amount: formatEuros(promotion.amount, i18n.language) });
  const threshold =
    promotion.activation.startsWith('minPrice') && promotion.threshold !== null
      ? formatEuros(promotion.threshold, i18n.language)
      : String(promotion.threshold ?? '');
  const key = `shop.product.promotion.${promotion.activation as 'always'}` as const;
  return (
    <span className={styles.promo}>
      {amount} {t(key, { threshold, count: promotion.threshold ?? 0 })}
    </span>
  );
}

function StockText({ format, productStatus }: { format: ShopProductFormat; productStatus: string }) {
  const { t } = useText();
  if (format.stockStatus === 'outOfStock' || productStatus === 'outofstock')
    return <>{t('shop.product.outOfStock')}</>;
  if (format.stockStatus === 'low') return <>{t('shop.product.lowStock', { count: format.stock ?? 0 })}</>;
  if (format.stockStatus === 'inStock') return <>{t('shop.product.inStock')}</>;
  return <>{t('shop.product.available')}</>;
}

export function ProductOffer({ product, member }: { product: ShopProductDetail; member: boolean }) {
  const { t, i18n } = useText();
  const money = (amount: number) => formatEuros(amount, i18n.language);
  const firstFormat = product.formats.find((f) => isOrderable(product, f)) ?? product.formats[0];
  const [formatId, setFormatId] = useState(firstFormat?.id);
  const [vintageId, setVintageId] = useState(product.vintages[0]?.id ?? null);
  const format = product.formats.find((f) => f.id === formatId) ?? firstFormat;
  if (!format) return null;
  const price = format.price;
  const taxLabel = price?.ttc ? t('shop.product.ttc') : t('shop.product.ht');
  return (
    <div className={styles.offer}>
      {product.vintages.length > 1 && (
        <fieldset className={styles.choices}>
          <legend>{t('shop.product.chooseVintage')}</legend>
          <div className={styles.choiceList}>
            {product.vintages.map((vintage) => (
              <label key={vintage.id} className={styles.choice}>
                <input
                  type="radio"
                  name="vintage"
                  value={vintage.id}
                  checked={vintage.id === vintageId}
                  onChange={() => setVintageId(vintage.id)}
                />
                <span>{vintage.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {product.formats.length > 1 && (
        <fieldset className={styles.choices}>
          <legend>{t('shop.product.chooseFormat')}</legend>
          <div className={styles.choiceList}>
            {product.formats.map((option) => (
              <label key={option.id} className={styles.choice}>
                <input
                  type="radio"
                  name="format"
                  value={option.id}
                  checked={option.id === format.id}
                  onChange={() => setFormatId(option.id)}
                />
                <span>
                  {option.name}
                  {option.price && <small>{money(option.price.amount)}</small>}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {price ? (
        <>
          <p className={styles.bigPrice} data-testid="product-price">
            <strong>{money(price.amount)}</strong>
            <span className={styles.tax}>{taxLabel}</span>
            <span className={styles.small}>
              {product.formats.length === 1 && `${format.name} · `}
              {price.ttc
                ? t('shop.product.vat', { rate: price.vatRate.toLocaleString(i18n.language) })
                : t('shop.product.orTTC', { amount: money(price.priceTTC) })}
            </span>
          </p>
          {(price.discountPrice.length > 0 || price.discountAdd.length > 0) && (
            <table className={styles.tiers}>
              <caption>{t('shop.product.tiers')}</caption>
              <tbody>
                {price.discountPrice.map((tier) => (
                  <tr key={`p${tier.threshold}`}>
                    <td>{t('shop.product.tierFrom', { count: tier.threshold })}</td>
                    <td>
                      {money(tier.price)} {taxLabel}
                    </td>
                  </tr>
                ))}
                {price.discountAdd.map((tier) => (
                  <tr key={`a${tier.threshold}`}>
                    <td colSpan={2}>
                      {t('shop.product.freeUnits', { count: tier.free, bought: tier.threshold })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {price.promotions.map((promotion) => (
            <PromotionText
              key={`${promotion.type}${promotion.activation}${promotion.threshold}`}
              promotion={promotion}
            />
          ))}
        </>
      ) : (
        product.pricesHidden && <p className={styles.small}>{t('shop.product.pricesHidden')}</p>
      )}
      <p className={styles.stockLine}>
        <StockText format={format} productStatus={product.status} />
      </p>
      {(product.minOrder || product.maxOrder) && (
        <p className={styles.small}>
          {[
            product.minOrder ? t('shop.product.minOrder', { count: product.minOrder }) : null,
            product.maxOrder ? t('shop.product.maxOrder', { count: product.maxOrder }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      {!member && <AddToCartButton product={product} format={format} vintageId={vintageId} t={t} />}
    </div>
  );
}
