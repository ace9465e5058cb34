// issue 16: the 'Composer un coffret' block of a shop page: its active builders, each linking to its page.
import { Link } from 'react-router';
import { useText } from '../../i18n/use-text.ts';
import styles from './builder-cards.module.css';
import type { ShopBuilder } from './shop-types.ts';
import '../../i18n/shop-texts.ts';

export function BuilderCards({ builders, basePath }: { builders: readonly ShopBuilder[]; basePath: string }) {
  const { t } = useText();
  if (builders.length === 0) return null;
  return (
    <section className={styles.cards} aria-labelledby="builders-title">
      <h2 id="builders-title">{t('shop.builders.title')}</h2>
      <ul className={styles.cardList}>
        {builders.map((builder) => (
          <li key={builder.id} className={styles.card}>
            <h3>{builder.name}</h3>
            <p>{t('shop.builders.size', { size: builder.size })}</p>
            {builder.description && <p>{builder.description}</p>}
            <Link className={styles.cardLink} to={`${basePath}/coffrets/${builder.id}`}>
              {t('shop.builders.compose')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
