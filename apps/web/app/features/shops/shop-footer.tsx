// French law on every shop page: the health message (loi Évin, Code de la santé publique art. L. 3323-4) and the
// ban on selling alcohol to minors (art. L. 3342-1); the legal notice (loi n° 2004-575, art. 6).

import { Link } from 'react-router';
import { useText } from '../../i18n/use-text.ts';
import styles from './shop-layout.module.css';
import type { ShopDetail } from './shop-types.ts';

export function ShopFooter({ shop, basePath }: { shop: ShopDetail; basePath: string }) {
  const { t } = useText();
  return (
    <footer className={styles.footer}>
      <p className={styles.health} data-testid="health-warning">
        {t('shop.healthWarning')}
      </p>
      <p>{t('shop.minorsNotice')}</p>
      <nav className={styles.footerLinks} aria-label={shop.name}>
        <Link to={`${basePath}/legal-notice`}>{t('shop.legalNotice')}</Link>
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
