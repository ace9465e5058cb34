// spec §3 Shop.header: colour, dark, border, font, justifyContent, underline, isUppercase, logoPlacement (start,
// center, left), hideLogo, logoShadow, shadow, elevation; spec §2: tabs with sub-menus, a side drawer on mobile.
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useText } from '../../i18n/use-text.ts';
import { useSessionUser } from '../auth/session.ts';
import { useCartCount } from '../cart/cart-seam.ts';
import { languageHref, loginHref, tabHref } from './shop-context.ts';
import { ShopDrawer } from './shop-drawer.tsx';
import styles from './shop-layout.module.css';
import type { ShopDetail, ShopTab } from './shop-types.ts';
import '../../i18n/shop-texts.ts';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

const placementClass = {
  start: undefined,
  center: styles.placementCenter,
  left: styles.placementLeft,
} as const;

export interface ShopHeaderProps {
  shop: ShopDetail;
  basePath: string;
  activeTabId: string | undefined;
}

export function ShopHeader({ shop, basePath, activeTabId }: ShopHeaderProps) {
  const { t } = useText();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { header } = shop;
  const logo = shop.editedShop.logo ?? shop.logo;
  return (
    <header
      className={cx(
        styles.header,
        header.border && styles.bordered,
        header.underline && styles.underline,
        header.isUppercase && styles.uppercase,
        header.logoShadow && styles.logoShadow,
        placementClass[header.logoPlacement],
      )}
    >
      <div className={styles.headerInner}>
        <button
          type="button"
          className={styles.menuButton}
          aria-label={t('shop.nav.openMenu')}
          aria-expanded={drawerOpen}
          aria-controls="shop-drawer"
          onClick={() => setDrawerOpen(true)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {!header.hideLogo && (
          <Link to={basePath} className={styles.logo} aria-label={shop.name}>
            {logo ? (
              <img src={logo} alt={shop.name} height={48} />
            ) : (
              <span className={styles.wordmark}>{shop.name}</span>
            )}
          </Link>
        )}
        <nav className={styles.tabs} aria-label={t('shop.nav.label')}>
          <TabList tabs={shop.tabs} basePath={basePath} activeTabId={activeTabId} />
        </nav>
        <HeaderTools shop={shop} />
      </div>
      <ShopDrawer
        shop={shop}
        basePath={basePath}
        activeTabId={activeTabId}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
      />
    </header>
  );
}

export function TabList({
  tabs,
  basePath,
  activeTabId,
  variant = 'header',
}: {
  tabs: ShopTab[];
  basePath: string;
  activeTabId: string | undefined;
  variant?: 'header' | 'drawer';
}) {
  const firstId = tabs[0]?.id;
  const current = (tab: Pick<ShopTab, 'id'>) => (tab.id === activeTabId ? 'page' : undefined);
  return (
    <ul className={variant === 'header' ? styles.tabList : undefined}>
      {tabs.map((tab) => (
        <li key={tab.id} className={variant === 'header' ? styles.tab : undefined}>
          <Link
            to={tabHref(basePath, tab, tab.id === firstId)}
            className={variant === 'header' ? styles.tabLink : undefined}
            aria-current={
              current(tab) ?? (tab.children.some((c) => c.id === activeTabId) ? 'page' : undefined)
            }
          >
            {tab.name}
          </Link>
          {tab.children.length > 0 && (
            <ul className={variant === 'header' ? styles.submenu : undefined}>
              {tab.children.map((child) => (
                <li key={child.id}>
                  <Link to={tabHref(basePath, child, false)} aria-current={current(child)}>
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** spec §5 language switch (query lang, remembered 365 days by the root); routes keep no language prefix. */
export function LanguageLinks() {
  const { t, i18n } = useText();
  const { pathname, search } = useLocation();
  return (
    <nav className={styles.languages} aria-label={t('shop.language.label')}>
      {(['fr', 'en'] as const).map((language) => (
        <Link
          key={language}
          to={languageHref(pathname, search, language)}
          reloadDocument
          hrefLang={language}
          lang={language}
          title={t(`shop.language.${language}`)}
          aria-current={i18n.language === language ? 'true' : undefined}
        >
          {language.toUpperCase()}
        </Link>
      ))}
    </nav>
  );
}

function HeaderTools({ shop }: { shop: ShopDetail }) {
  const { t } = useText();
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  // spec §2: login and register buttons are hidden when a refId query exists
  const hideLogin = new URLSearchParams(search).has('refId');
  return (
    <div className={styles.tools}>
      {user ? (
        <Link className={styles.toolLink} to="/dashboard">
          {t('shop.account.mySpace')}
        </Link>
      ) : (
        !hideLogin && (
          <Link className={styles.toolLink} to={loginHref(shop, `${pathname}${search}`)}>
            {t('shop.account.login')}
          </Link>
        )
      )}
      <CartLink urlShop={shop.urlShop} />
      <LanguageLinks />
    </div>
  );
}

/**
 * spec §2: the cart icon with its count badge, at every width (issue 15: on a phone it was the only way to the
 * cart), for buyers and visitors; staff shopping see the warning instead.
 */
function CartLink({ urlShop }: { urlShop: string }) {
  const { t } = useText();
  const count = useCartCount();
  const user = useSessionUser();
  if (user && user.role !== 'buyer') return null;
  return (
    <Link
      className={styles.cartLink}
      // the cart keeps this shop's look from its first paint (issue 15)
      to={`/cart?shop=${encodeURIComponent(urlShop)}`}
      data-testid="shop-cart-link"
      aria-label={t('shop.cart', { count })}
      title={t('shop.cart', { count })}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" width="24" height="24">
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2M9 20h.01M17 20h.01"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {count > 0 && (
        <span className={styles.cartBadge} aria-hidden="true" data-testid="shop-cart-count">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
