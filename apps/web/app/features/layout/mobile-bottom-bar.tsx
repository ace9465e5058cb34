// spec §2 dashboard layout on mobile (600 px or less): a bottom bar (spec §9: 74 px kept free under the page)
// with the menu in a drawer, and for owners and collaborators the contact-form QR code.
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { isShopStaffRole } from '@sarment/domain/access';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { OnceOpened } from './late.tsx';
import { useShellMenus } from './use-shell-menus.ts';

// the menu drawer and the QR dialog load with their first opening (issue 22)
const MenuDrawer = lazy(() =>
  import('./mobile-menu-drawer.tsx').then((m) => ({ default: m.MobileMenuDrawer })),
);
const ContactQrDialog = lazy(() =>
  import('./contact-qr-dialog.tsx').then((m) => ({ default: m.ContactQrDialog })),
);

export const bottomBarHeightPx = 64;

export function MobileBottomBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user, shop, sidebar, createMenus } = useShellMenus();
  const [drawer, setDrawer] = useState(false);
  const [qr, setQr] = useState(false);
  if (!user) return null;
  const hasOrders = sidebar.some(
    (node) =>
      (node.kind === 'link' && node.routeId === 'orders') ||
      (node.kind === 'group' && node.children.some((child) => child.routeId === 'orders')),
  );
  const showQr = isShopStaffRole(user.role) && shop !== null;
  const value =
    pathname === '/dashboard' ? 'dashboard' : pathname.startsWith('/dashboard/orders') ? 'orders' : null;
  return (
    <>
      <Paper
        elevation={8}
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar,
          display: { xs: 'block', sm: 'none' },
        }}
        data-testid="mobile-bottom-bar"
      >
        <BottomNavigation showLabels value={value} sx={{ height: bottomBarHeightPx }}>
          <BottomNavigationAction
            value="dashboard"
            label={t('layout.bottomBar.dashboard')}
            icon={<DashboardOutlinedIcon />}
            component={RouterLink}
            to="/dashboard"
          />
          {hasOrders && (
            <BottomNavigationAction
              value="orders"
              label={t('layout.bottomBar.orders')}
              icon={<ReceiptLongOutlinedIcon />}
              component={RouterLink}
              to="/dashboard/orders"
            />
          )}
          {showQr && (
            <BottomNavigationAction
              label={t('layout.bottomBar.qr')}
              icon={<QrCode2Icon />}
              onClick={() => setQr(true)}
              data-testid="bottom-bar-qr"
            />
          )}
          <BottomNavigationAction
            label={t('layout.bottomBar.menu')}
            icon={<MenuIcon />}
            onClick={() => setDrawer(true)}
            data-testid="bottom-bar-menu"
          />
        </BottomNavigation>
      </Paper>
      <OnceOpened open={drawer}>
        <MenuDrawer
          open={drawer}
          onClose={() => setDrawer(false)}
          sidebar={sidebar}
          createMenus={createMenus}
        />
      </OnceOpened>
      {showQr && shop && (
        <OnceOpened open={qr}>
          <ContactQrDialog shopId={shop.id} open={qr} onClose={() => setQr(false)} />
        </OnceOpened>
      )}
    </>
  );
}
