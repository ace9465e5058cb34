// spec §2 top header, 64 px: logo, 'go to' search (not buyers), tickets (owners and buyers), notification centre
// (logged in), calendar (owners and iam), cart with its count (buyers with a non-empty cart), account menu; the
// shop switcher for users of several shops (shop-switcher.tsx).
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { layoutPx } from '@sarment/domain/reference';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CartButton } from '../cart/cart-button.tsx';
import { NotificationCentre } from '../notifications/notification-centre.tsx';
import { AccountMenu } from './account-menu.tsx';
import { LateTooltip } from './late.tsx';
import { SarmentLogo } from './sarment-logo.tsx';
import { ShopSwitcher } from './shop-switcher.tsx';
import { useShellMenus } from './use-shell-menus.ts';

// The 'go to' search (MUI's Autocomplete, about 18 KB gzipped) loads after the page has hydrated, not before it
// (issue 22); the server leaves its place empty, so the first render in the browser matches it.
const GoToSearch = lazy(() => import('./go-to-search.tsx').then((m) => ({ default: m.GoToSearch })));

function LaterGoToSearch({ entries }: { entries: Parameters<typeof GoToSearch>[0]['entries'] }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <GoToSearch entries={entries} />
    </Suspense>
  );
}

export function AppHeader({ title, start }: { title?: string; start?: React.ReactNode }) {
  const { t } = useTranslation();
  const { user, shop, goTo, account, tourMode, showTickets, showCalendar } = useShellMenus();
  const home = !user ? '/' : user.role === 'admin' ? '/admin' : '/dashboard';
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (theme) => theme.zIndex.drawer + 1 }}
    >
      <Toolbar
        sx={{
          minHeight: `${layoutPx.headerHeight}px !important`,
          height: layoutPx.headerHeight,
          gap: 1,
          px: { xs: 1.5, sm: 2 },
        }}
        data-testid="app-header"
      >
        {start}
        <Box
          component={RouterLink}
          to={home}
          aria-label={t('layout.home')}
          sx={{ display: 'flex', alignItems: 'center', color: 'inherit', textDecoration: 'none', mr: 1 }}
        >
          {typeof shop?.logo === 'string' && shop.logo ? (
            <Box
              component="img"
              src={shop.logo}
              alt={shop.name ?? ''}
              sx={{ height: 36, maxWidth: 140, objectFit: 'contain' }}
            />
          ) : (
            <SarmentLogo />
          )}
        </Box>
        {title && (
          <Typography
            component="p"
            variant="h6"
            sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }}
            noWrap
          >
            {title}
          </Typography>
        )}
        <Box sx={{ display: { xs: 'none', sm: 'block' }, ml: 1 }}>
          <LaterGoToSearch entries={goTo} />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {user && <ShopSwitcher />}
        {showTickets && (
          <LateTooltip title={t('layout.tickets')}>
            <IconButton component={RouterLink} to="/tickets" aria-label={t('layout.tickets')} color="inherit">
              <ChatOutlinedIcon />
            </IconButton>
          </LateTooltip>
        )}
        {user && <NotificationCentre />}
        {showCalendar && (
          <LateTooltip title={t('layout.calendar')}>
            <IconButton
              component={RouterLink}
              to="/dashboard/calendar"
              aria-label={t('layout.calendar')}
              color="inherit"
            >
              <CalendarMonthOutlinedIcon />
            </IconButton>
          </LateTooltip>
        )}
        <CartButton />
        {user ? (
          <AccountMenu user={user} items={account} tourMode={tourMode} />
        ) : (
          <Button component={RouterLink} to="/auth/login" variant="contained" size="small">
            {t('layout.login')}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
