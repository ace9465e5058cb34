import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './shop-cards.module.css';
import { accentOf } from './shop-theme.ts';
import type { PublicShop } from './shop-types.ts';

export interface ShopCardProps {
  shop: PublicShop;
  /** the whole card opens this page; without it the card only shows its actions */
  href?: string;
  visitLabel?: string;
  children?: ReactNode;
}

export function ShopCard({ shop, href, visitLabel, children }: ShopCardProps) {
  return (
    <article
      className={`${styles.card} ${href ? styles.cardLink : ''}`}
      style={{ '--card-accent': accentOf(shop) } as CSSProperties}
      data-testid="shop-card"
    >
      <h2>{href ? <Link to={href}>{shop.name}</Link> : shop.name}</h2>
      {shop.city && <p className={styles.city}>{shop.city}</p>}
      {shop.description && <p className={styles.excerpt}>{shop.description}</p>}
      {children}
      {href && visitLabel && <span className={styles.visit}>{visitLabel} →</span>}
    </article>
  );
}

export function ShopCardGrid({ children }: { children: ReactNode }) {
  return <ul className={styles.grid}>{children}</ul>;
}

export { styles as shopCardStyles };
