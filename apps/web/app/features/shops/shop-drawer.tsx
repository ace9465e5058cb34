// spec §2: the public shop's mobile side drawer, with the tabs, a 'Mon espace' link and logout.
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useText } from '../../i18n/use-text.ts';
import { useLogout, useSessionUser } from '../auth/session.ts';
import { loginHref } from './shop-context.ts';
import { LanguageLinks, TabList } from './shop-header.tsx';
import styles from './shop-layout.module.css';
import type { ShopDetail } from './shop-types.ts';
import '../../i18n/shop-texts.ts';

export interface ShopDrawerProps {
  shop: ShopDetail;
  basePath: string;
  activeTabId: string | undefined;
  open: boolean;
  onClose: () => void;
}

export function ShopDrawer({ shop, basePath, activeTabId, open, onClose }: ShopDrawerProps) {
  const { t } = useText();
  const user = useSessionUser();
  const logout = useLogout();
  const location = useLocation();
  const closeButton = useRef<HTMLButtonElement>(null);
  const pathWithQuery = `${location.pathname}${location.search}`;

  const close = useRef(onClose);
  close.current = onClose;

  // a page opened from the drawer closes it
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, by design
  useEffect(() => close.current(), [pathWithQuery]);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      {open && <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />}
      <aside
        id="shop-drawer"
        className={`${styles.drawer} ${open ? styles.drawerOpen : ''}`}
        aria-label={shop.name}
        aria-hidden={!open}
        inert={!open || undefined}
      >
        <div className={styles.drawerHead}>
          <span>{shop.name}</span>
          <button
            ref={closeButton}
            type="button"
            className={styles.menuButton}
            style={{ display: 'inline-grid', placeItems: 'center' }}
            aria-label={t('shop.nav.closeMenu')}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <nav className={styles.drawerNav} aria-label={t('shop.nav.label')}>
          <TabList tabs={shop.tabs} basePath={basePath} activeTabId={activeTabId} variant="drawer" />
        </nav>
        <div className={`${styles.drawerNav} ${styles.drawerFoot}`}>
          <Link to={user ? '/dashboard' : loginHref(shop, pathWithQuery)}>{t('shop.account.mySpace')}</Link>
          {user && (
            <button type="button" className={styles.drawerAction} onClick={logout}>
              {t('shop.account.logout')}
            </button>
          )}
          <LanguageLinks />
        </div>
      </aside>
    </>
  );
}
