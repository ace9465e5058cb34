// French law on the pages that sell alcohol (home, shop, cart and payment): the health message (loi Évin, Code
// de la santé publique art. L. 3323-4) and the ban on sales to minors as the arrêté of 17 October 2016 words its
// poster (art. L. 3342-1 and L. 3353-3). Plain React: public pages carry no Material.
import { useText } from '../../i18n/use-text.ts';
import styles from './alcohol-notices.module.css';
import '../../i18n/shop-texts.ts';

export function AlcoholNotices({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useText();
  return (
    <div className={`${styles.notices} ${tone === 'dark' ? styles.dark : ''}`} data-testid="alcohol-notices">
      <p className={styles.health} data-testid="health-warning">
        {t('shop.healthWarning')}
      </p>
      <p className={styles.minors} data-testid="minors-notice">
        <strong>{t('shop.minorsNotice')}</strong> {t('shop.minorsProof')}
      </p>
    </div>
  );
}
