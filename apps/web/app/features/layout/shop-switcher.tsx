// The header's shop switcher, for a user who works for several shops (an agent of several producers): the button
// names the back office's shop; its menu (loaded with its first opening, issue 22) lists the user's shops with
// their role, the current one checked. Choosing one records it in the `sarment_shop` cookie (lib/shop-choice.ts),
// which every API call then names with `x-shop-id`, and reloads the pages' data in it. A user of one shop sees
// nothing. The API checks the membership on every call: the switch grants nothing.
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRevalidator, useRouteLoaderData } from 'react-router';
import { rememberShop, workShopsOf } from '../../lib/shop-choice.ts';
import { type SessionUser, useSessionUser } from '../auth/session.ts';
import { OnceOpened } from './late.tsx';

const loadMenu = () => import('./shop-switcher-menu.tsx');
const ShopSwitcherMenu = lazy(() => loadMenu().then((m) => ({ default: m.ShopSwitcherMenu })));

export type WorkShop = SessionUser['shops'][number];

/** Read by screen readers, not shown (the button's name says what the shop name is). */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  width: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
} as const;

/** The shops the session user works for and the back office's current one (the root loader's `workShopId`). */
export function useWorkShops(): { shops: WorkShop[]; currentId: string | null } {
  const user = useSessionUser();
  const root = useRouteLoaderData('root') as { workShopId?: string | null } | undefined;
  const shops = workShopsOf(user?.shops);
  return { shops, currentId: root?.workShopId ?? shops[0]?.id ?? null };
}

/**
 * Where the back office goes when the shop changes: the same page, unless its address names one of the former
 * shop's objects (a segment with an id such as `cli_…` or a number), then the list above it. Example:
 * '/dashboard/clients/cli_42' gives '/dashboard/clients'; '/dashboard/clients?page=2' and other pages stay.
 */
export function pathAfterShopSwitch(pathname: string, search = ''): string {
  const segments = pathname.split('/').filter(Boolean);
  const inBackOffice = segments[0] === 'dashboard';
  const idAt = segments.findIndex((segment, index) => inBackOffice && index >= 2 && /[_0-9]/.test(segment));
  if (idAt === -1) return `${pathname}${search}`;
  return `/${segments.slice(0, idAt).join('/')}`;
}

/** Records the choice of `shopId` for this browser and reloads the pages' data in it. */
export function useShopSwitch(): (shopId: string) => void {
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (shopId: string) => {
    rememberShop(shopId);
    const here = `${location.pathname}${location.search}`;
    const target = pathAfterShopSwitch(location.pathname, location.search);
    if (target === here) void revalidator.revalidate();
    else void navigate(target, { replace: true });
  };
}

export function ShopSwitcher() {
  const { t } = useTranslation();
  const { shops, currentId } = useWorkShops();
  const switchShop = useShopSwitch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (shops.length < 2) return null;
  const current = shops.find((shop) => shop.id === currentId) ?? shops[0];
  const preload = () => void loadMenu();
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        data-testid="shop-switcher"
        startIcon={<StorefrontOutlinedIcon />}
        endIcon={<ArrowDropDownIcon />}
        sx={{
          minWidth: 0,
          textTransform: 'none',
          fontWeight: 600,
          px: 1,
          '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {`${t('layout.shopSwitch.current')} `}
        </Box>
        <Box
          component="span"
          sx={{
            maxWidth: { xs: 110, sm: 220 },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {current?.name}
        </Box>
      </Button>
      <OnceOpened open={anchor !== null}>
        <ShopSwitcherMenu
          anchor={anchor}
          shops={shops}
          currentId={current?.id ?? null}
          onClose={() => setAnchor(null)}
          onChoose={(shopId) => {
            setAnchor(null);
            if (shopId !== current?.id) switchShop(shopId);
          }}
        />
      </OnceOpened>
    </>
  );
}
