// spec §1: professionals can request a negotiated price grid; the request reaches the owner as a notification.

import { Link, useFetcher, useLocation } from 'react-router';
import { useText } from '../../i18n/use-text.ts';
import { useSessionUser } from '../auth/session.ts';
import styles from './catalogue.module.css';
import { loginHref } from './shop-context.ts';
import type { ShopDetail } from './shop-types.ts';
import '../../i18n/shop-texts.ts';

interface PriceGridAnswer {
  priceGrid?: { ok: boolean; message: string };
}

export function PriceGridRequest({ shop }: { shop: ShopDetail }) {
  const { t } = useText();
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<PriceGridAnswer>();
  const answer = fetcher.data?.priceGrid;
  if (shop.viewer.member) return null;
  if (!shop.viewer.loggedIn || !user) {
    return (
      <p className={styles.panel}>
        {t('shop.priceGrid.loginText')}{' '}
        <Link to={loginHref(shop, `${pathname}${search}`)}>{t('shop.account.login')}</Link>
      </p>
    );
  }
  if (!shop.viewer.canRequestPriceGrid) return null;
  return (
    <section className={styles.panel} aria-labelledby="price-grid-title" data-testid="price-grid-request">
      <h2 id="price-grid-title">{t('shop.priceGrid.title')}</h2>
      <p>{t('shop.priceGrid.text')}</p>
      {answer?.ok ? (
        <p className={styles.notice} role="status">
          {answer.message}
        </p>
      ) : (
        // posted to the shop frame's action, which calls POST /v1/shops/{id}/price-grid-requests
        <fetcher.Form method="post" action={pathname.replace(/\/$/, '') || '/'}>
          <input type="hidden" name="intent" value="request-price-grid" />
          <textarea
            name="message"
            maxLength={1000}
            aria-label={t('shop.priceGrid.message')}
            placeholder={t('shop.priceGrid.message')}
          />
          <button type="submit" className={styles.secondaryButton} disabled={fetcher.state !== 'idle'}>
            {t('shop.priceGrid.submit')}
          </button>
        </fetcher.Form>
      )}
      {answer && !answer.ok && (
        <p className={`${styles.notice} ${styles.noticeError}`} role="alert">
          {answer.message}
        </p>
      )}
    </section>
  );
}
