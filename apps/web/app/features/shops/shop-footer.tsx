// French law on every shop page: the health message and the ban on sales to minors (AlcoholNotices); the legal
// notice (loi n° 2004-575, art. 6).

import { Link } from 'react-router';
import { useText } from '../../i18n/use-text.ts';
import { AlcoholNotices } from '../layout/alcohol-notices.tsx';
import styles from './shop-layout.module.css';
import type { ShopDetail } from './shop-types.ts';
import '../../i18n/shop-texts.ts';

export function ShopFooter({ shop, basePath }: { shop: ShopDetail; basePath: string }) {
  const { t } = useText();
  return (
    <footer className={styles.footer}>
      <AlcoholNotices tone="dark" />
      <nav className={styles.footerLinks} aria-label={shop.name}>
        <Link to={`${basePath}/legal-notice`}>{t('shop.legalNotice')}</Link>
        <Link to={`${basePath}/legal-notice#cgv`}>{t('shop.cgv')}</Link>
        <Link to={`${basePath}/legal-notice#retractation`}>{t('shop.withdrawal')}</Link>
        {/* the e-label pages are plain documents without the app's scripts */}
        <Link to={`/${shop.urlShop}/nutritiveValues`} reloadDocument>
          {t('shop.nutrition')}
        </Link>
        <Link to="/">{t('shop.poweredBy')}</Link>
      </nav>
      <p>
        © {new Date().getFullYear()} {shop.name}
      </p>
    </footer>
  );
}
