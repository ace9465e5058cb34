import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { apiGet, toQuery } from '../../lib/api.ts';
import type { Route } from './+types/shop-route';
import { ProductCard } from './product-card.tsx';
import type { PublicShop, ShopProduct } from './shop-types.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const key = params.shopId ?? params.name;
  if (!key) throw data(null, { status: 404 });
  const shopAnswer = await apiGet<PublicShop>(context.api, `/v1/shops/${encodeURIComponent(key)}`);
  if (shopAnswer.status === 404) throw data(null, { status: 404 });
  if (!shopAnswer.ok) throw data(null, { status: shopAnswer.status });
  const shop = shopAnswer.data;
  const query = toQuery({ shopIds: [shop.id], origin: 'shop' });
  const productsAnswer = await apiGet<ShopProduct[]>(context.api, `/v1/products${query}`);
  if (!productsAnswer.ok) throw data(null, { status: productsAnswer.status });
  return { shop, products: productsAnswer.data };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Sarment' }];
  const { shop } = loaderData;
  return [
    { title: `${shop.name} — Sarment` },
    { name: 'description', content: shop.description ?? `Boutique en ligne de ${shop.name}` },
  ];
}

export default function ShopRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { shop, products } = loaderData;
  const color = shop.editedShop.color ?? shop.color ?? '#219EBC';
  return (
    <Box>
      <Box component="header" sx={{ bgcolor: color, color: '#fff', py: { xs: 3, md: 5 } }}>
        <Container maxWidth="lg">
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {shop.name}
          </Typography>
          {shop.city && <Typography sx={{ opacity: 0.9 }}>{shop.city}</Typography>}
        </Container>
      </Box>
      <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
        <Typography component="h2" variant="h5" sx={{ mb: 3, fontWeight: 600 }}>
          {t('shop.products')}
        </Typography>
        {products.length === 0 ? (
          <Typography>{t('shop.empty')}</Typography>
        ) : (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))',
            }}
          >
            {products.map((product) => (
              <Box component="li" key={product.id}>
                <ProductCard product={product} />
              </Box>
            ))}
          </Box>
        )}
      </Container>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, textAlign: 'center' }}>
        <Typography variant="body2">{t('shop.healthWarning')}</Typography>
        <Typography variant="caption" color="text.secondary">
          {t('shop.minorsNotice')}
        </Typography>
      </Box>
    </Box>
  );
}
