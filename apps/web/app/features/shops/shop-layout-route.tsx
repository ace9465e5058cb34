// spec §2 public shop pages: /{name} and /shops/{id} with their product and legal-notice pages, in the shop
// frame (header of spec §3 Shop.header, mobile drawer, age gate, the notices French law requires on every page).
import { lazy, Suspense } from 'react';
import { Outlet, type ShouldRevalidateFunctionArgs, useLocation, useMatches } from 'react-router';
import { useText } from '../../i18n/use-text.ts';
import { useSessionUser } from '../auth/session.ts';
import { shoppingHandle } from '../layout/shopping-as-warning.tsx';
import type { Route } from './+types/shop-layout-route';
import { AgeGate } from './age-gate.tsx';
import { ShopFooter } from './shop-footer.tsx';
import { ShopHeader } from './shop-header.tsx';
import styles from './shop-layout.module.css';
import { handleShopAction, loadShopFrame } from './shop-layout.server.ts';
import { shopThemeStyle } from './shop-theme.ts';
import '../../i18n/shop-texts.ts';

// spec §6: agents see the dashboard header on shop pages; loaded only for them, in its Material frame.
const AppHeader = lazy(() => import('../layout/agent-shop-header.tsx'));

// spec §6: collaborators, producers and agents are warned that they shop as such.
export const handle = shoppingHandle;

export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  loadShopFrame(context.api, params, request);

export const action = ({ params, request, context }: Route.ActionArgs) =>
  handleShopAction(context.api, params, request);

/** The shop changes only with the path's shop; tabs, filters and paging reload the page below it only. */
export function shouldRevalidate({
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return currentParams.shopId !== nextParams.shopId || currentParams.name !== nextParams.name;
}

/** The tab of the page open: the page route answers it; product pages belong to the catalogue. */
function useActiveTabId(): string | undefined {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  if (leaf?.id.endsWith('-product')) return 'catalogue';
  const page = (leaf?.data as { page?: { tab: { id: string } } } | undefined)?.page;
  return page?.tab.id;
}

export default function ShopLayoutRoute({ loaderData }: Route.ComponentProps) {
  const { shop, basePath, origin, ageConfirmed } = loaderData;
  const { t } = useText();
  const user = useSessionUser();
  const location = useLocation();
  const activeTabId = useActiveTabId();
  return (
    <div className={styles.shop} style={shopThemeStyle(shop)}>
      {user?.role === 'agent' && (
        <Suspense fallback={null}>
          <AppHeader />
        </Suspense>
      )}
      <a className={styles.skipLink} href="#shop-main">
        {t('shop.nav.skip')}
      </a>
      <ShopHeader shop={shop} basePath={basePath} activeTabId={activeTabId} />
      <main id="shop-main" className={styles.main} inert={!ageConfirmed || undefined}>
        <Outlet context={{ shop, basePath, origin }} />
      </main>
      <ShopFooter shop={shop} basePath={basePath} />
      {!ageConfirmed && <AgeGate shop={shop} returnTo={`${location.pathname}${location.search}`} />}
    </div>
  );
}
