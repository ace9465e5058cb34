// The cart and checkout pages (spec §2 header-only layout) in the look of the shop the buyer comes from (issue 15,
// see shop-look.ts): its readable colour as the primary colour, its logo and name with a way back to the shop.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { browserApi } from '../../lib/api.ts';
import { shopTheme } from '../../lib/theme.ts';
import * as authTexts from '../auth/i18n.ts';
import { AlcoholNotices } from '../layout/alcohol-notices.tsx';
import { HeaderOnlyFrame } from '../layout/header-only-layout.tsx';
import { fontStackOf } from '../shops/shop-theme.ts';
import type { Route } from './+types/cart-layout';
import { useCartState } from './cart-seam.ts';
import { chooseLookKey, loadShopLook, rememberedLook, rememberLook, type ShopLook } from './shop-look.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const named = params.shopId ?? new URL(request.url).searchParams.get('shop');
  return {
    pageShop: named ? await loadShopLook(context.api, named) : null,
    pageOwnsShop: !!params.shopId,
  };
}

const asked = new Map<string, Promise<ShopLook | null>>();
const askOnce = (sellerId: string) => {
  let loading = asked.get(sellerId);
  if (!loading) {
    loading = loadShopLook(browserApi, sellerId);
    asked.set(sellerId, loading);
  }
  return loading;
};

/** The look this page shows; remembered for the next steps of the checkout. */
function useShopLook(pageShop: ShopLook | null, pageOwnsShop: boolean): ShopLook | null {
  const { cart, ownerId } = useCartState();
  // undefined until read: nothing is remembered or forgotten before
  const [remembered, setRemembered] = useState<ShopLook | null | undefined>(undefined);
  const [asking, setAsking] = useState<ShopLook | null>(null);
  // sessionStorage is read after hydration: the server renders what the address names
  useEffect(() => setRemembered(rememberedLook()), []);
  const sellerIds = ownerId === undefined ? undefined : [...new Set(cart.orders.map((o) => o.seller.id))];
  const choice = chooseLookKey({ pageShop, pageOwnsShop, sellerIds, remembered: remembered ?? null });
  const sellerId = 'sellerId' in choice ? choice.sellerId : null;
  useEffect(() => {
    if (!sellerId) return;
    let live = true;
    void askOnce(sellerId).then((look) => {
      if (live) setAsking(look);
    });
    return () => {
      live = false;
    };
  }, [sellerId]);
  const look = 'look' in choice ? choice.look : asking?.id === sellerId ? asking : null;
  const settled = remembered !== undefined && 'look' in choice && (sellerIds !== undefined || pageOwnsShop);
  useEffect(() => {
    if (settled || (sellerId && asking?.id === sellerId)) rememberLook(look);
  }, [settled, sellerId, asking, look]);
  return look;
}

function ShopBar({ look }: { look: ShopLook }) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="shop-look-bar"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        flexWrap: 'wrap',
        mx: { xs: -2, sm: -3 },
        mt: { xs: -2, sm: -3 },
        mb: 2,
        px: { xs: 2, sm: 3 },
        py: 1.5,
        bgcolor: 'background.paper',
        borderBottom: 3,
        borderColor: 'primary.light',
      }}
    >
      {look.logo && (
        <Box
          component="img"
          src={look.logo}
          alt=""
          sx={{ height: 40, maxWidth: 120, objectFit: 'contain' }}
        />
      )}
      <Typography
        component="p"
        sx={{ fontWeight: 700, fontSize: 18, fontFamily: look.font ? fontStackOf(look.font) : undefined }}
      >
        {look.name}
      </Typography>
      <Link
        component={RouterLink}
        to={`/${look.urlShop}`}
        sx={{ ml: 'auto', fontWeight: 600 }}
        data-testid="back-to-shop"
      >
        {t('auth.layout.backToShop', { name: look.name })}
      </Link>
    </Box>
  );
}

export default function CartLayout({ loaderData }: Route.ComponentProps) {
  useTexts({ auth: authTexts });
  const look = useShopLook(loaderData.pageShop, loaderData.pageOwnsShop);
  const theme = useMemo(() => shopTheme({ color: look?.color ?? null, font: look?.font ?? '' }), [look]);
  return (
    <ThemeProvider theme={theme}>
      <HeaderOnlyFrame>
        {look && <ShopBar look={look} />}
        <Outlet />
        <AlcoholNotices />
      </HeaderOnlyFrame>
    </ThemeProvider>
  );
}
