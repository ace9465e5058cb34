// spec §2 Layouts, auth: the shop named by query `id` lends its banner, colour and logo (the logo links back to
// the shop); without one, the season's vineyard (spring from 21 March, summer 21 June, autumn 21 September, winter
// 21 December). spec §7: GET /v1/shops/{id} errors are ignored.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type Season, seasonOf } from '@sarment/domain/reference';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation, useRouteLoaderData } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet } from '../../lib/api.ts';
import { shopTheme } from '../../lib/theme.ts';
import { isCheckoutPath, rememberedLook } from '../cart/shop-look.ts';
import type { ShopDetail } from '../shops/shop-types.ts';
import type { Route } from './+types/auth-layout';
import * as authTexts from './i18n.ts';
import { SeasonArt } from './season-art.tsx';

export interface AuthBrand {
  name: string;
  urlShop: string;
  color: string | null;
  banner: string | null;
  logo: string | null;
  /** the shop's header font (spec §3 Shop.header), '' for none */
  font: string;
}

export interface AuthLayoutData {
  brand: AuthBrand | null;
  season: Season;
  /** spec §2: login and register buttons are hidden when a refId query exists. */
  hideAuthButtons: boolean;
}

export const authLayoutId = 'auth-layout';

const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);

async function loadBrand(
  api: Route.LoaderArgs['context']['api'],
  id: string | null,
): Promise<AuthBrand | null> {
  if (!id) return null;
  try {
    const answer = await apiGet<ShopDetail>(api, `/v1/shops/${encodeURIComponent(id)}`);
    const shop = answer.ok && answer.data && typeof answer.data === 'object' ? answer.data : null;
    if (!shop?.urlShop) return null;
    const color = shop.editedShop?.color ?? shop.color;
    return {
      name: shop.name,
      urlShop: shop.urlShop,
      color: isHexColor(color) ? color : null,
      banner: shop.editedShop?.banner ?? null,
      logo: shop.editedShop?.logo ?? shop.logo ?? null,
      font: shop.header?.font ?? '',
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    return null;
  }
}

export async function loader({ request, context }: Route.LoaderArgs): Promise<AuthLayoutData> {
  const query = new URL(request.url).searchParams;
  return {
    brand: await loadBrand(context.api, query.get('id')),
    season: seasonOf(new Date()),
    hideAuthButtons: query.has('refId'),
  };
}

/** The auth layout's data in any auth page. */
export function useAuthLayout(): AuthLayoutData {
  const layout = useRouteLoaderData(authLayoutId) as AuthLayoutData | undefined;
  return layout ?? { brand: null, season: seasonOf(new Date()), hideAuthButtons: false };
}

function Picture({ brand, season }: { brand: AuthBrand | null; season: Season }) {
  const { t } = useTranslation();
  if (brand?.banner) {
    return (
      <Box
        role="img"
        aria-label={brand.name}
        data-testid="auth-banner"
        sx={{
          width: '100%',
          height: '100%',
          backgroundImage: `url("${encodeURI(brand.banner)}")`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          backgroundColor: brand.color ?? 'primary.main',
        }}
      />
    );
  }
  return <SeasonArt season={season} title={t(`auth.layout.season.${season}`)} />;
}

function Logo({ brand }: { brand: AuthBrand | null }) {
  const { t } = useTranslation();
  if (brand) {
    return (
      <Link
        component={RouterLink}
        to={`/${brand.urlShop}`}
        aria-label={t('auth.layout.backToShop', { name: brand.name })}
        data-testid="back-to-shop"
        underline="none"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, color: 'text.primary' }}
      >
        {brand.logo && (
          <Box
            component="img"
            src={brand.logo}
            alt=""
            sx={{ height: 40, maxWidth: 120, objectFit: 'contain' }}
          />
        )}
        <Box component="span" sx={{ display: 'grid' }}>
          <Typography component="span" sx={{ fontWeight: 700, fontSize: 18 }}>
            {brand.name}
          </Typography>
          <Typography component="span" variant="body2" sx={{ color: 'primary.main', fontWeight: 600 }}>
            {t('auth.layout.backToShop', { name: brand.name })}
          </Typography>
        </Box>
      </Link>
    );
  }
  return (
    <Link component={RouterLink} to="/" aria-label={t('auth.layout.home')} underline="none">
      <Typography
        component="span"
        sx={{ fontWeight: 800, fontSize: 22, letterSpacing: 0.5, color: 'primary.main' }}
      >
        Sarment
      </Typography>
    </Link>
  );
}

/**
 * issue 15: a login asked in the middle of a checkout (its redirectLink is the cart or a checkout step) keeps the
 * shop the cart showed, remembered for the tab (cart/shop-look.ts), when the link names no shop.
 */
function useCheckoutBrand(named: AuthBrand | null): AuthBrand | null {
  const { search } = useLocation();
  const [remembered, setRemembered] = useState<AuthBrand | null>(null);
  const target = new URLSearchParams(search).get('redirectLink');
  useEffect(() => {
    const look = !named && isCheckoutPath(target) ? rememberedLook() : null;
    setRemembered(look ? { ...look, banner: null } : null);
  }, [named, target]);
  return named ?? remembered;
}

export default function AuthLayout({ loaderData }: Route.ComponentProps) {
  useTexts({ auth: authTexts });
  const { t } = useTranslation();
  const { season } = loaderData;
  const brand = useCheckoutBrand(loaderData.brand);
  // The shop's colour, darkened for contrast (issue 15), becomes the primary colour of the forms.
  const theme = useMemo(
    () => shopTheme({ color: brand?.color ?? null, font: brand?.font ?? '' }),
    [brand?.color, brand?.font],
  );
  return (
    <ThemeProvider theme={theme}>
      <Box
        sx={{
          minHeight: '100vh',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
          gridTemplateRows: { xs: 'auto 1fr', md: '1fr' },
          bgcolor: 'background.default',
        }}
      >
        <Box
          component="aside"
          sx={{
            position: { xs: 'relative', md: 'sticky' },
            top: 0,
            alignSelf: 'start',
            height: { xs: 196, sm: 240, md: '100vh' },
            overflow: 'hidden',
            // one accent edge towards the form: below on mobile, on the right on wider screens
            borderStyle: 'solid',
            borderWidth: { xs: '0 0 4px 0', md: '0 4px 0 0' },
            borderColor: brand?.color ?? 'primary.main',
          }}
        >
          <Picture brand={brand} season={season} />
          {!brand && (
            <Box
              aria-hidden
              sx={{
                display: { xs: 'none', md: 'block' },
                position: 'absolute',
                inset: 'auto 0 0 0',
                height: 220,
                background: 'linear-gradient(to top, rgba(20,16,12,0.55), rgba(20,16,12,0))',
              }}
            />
          )}
          {!brand && (
            <Typography
              sx={{
                display: { xs: 'none', md: 'block' },
                position: 'absolute',
                left: 40,
                right: 40,
                bottom: 40,
                color: '#fff',
                fontWeight: 600,
                fontSize: 22,
                lineHeight: 1.3,
                textShadow: '0 1px 12px rgba(0,0,0,0.45)',
              }}
            >
              {t('auth.layout.seasonCaption')}
            </Typography>
          )}
        </Box>
        <Box
          component="main"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            px: { xs: 2, sm: 4 },
            py: { xs: 3, md: 5 },
          }}
        >
          <Box sx={{ width: '100%', maxWidth: 480, mb: { xs: 3, md: 6 } }}>
            <Logo brand={brand} />
          </Box>
          <Box sx={{ width: '100%', maxWidth: 480, my: { md: 'auto' } }}>
            <Outlet />
          </Box>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
