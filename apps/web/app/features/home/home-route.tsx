import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiGet } from '../../lib/api.ts';
import type { PublicShop } from '../shops/shop-types.ts';
import type { Route } from './+types/home-route';

export function meta() {
  return [
    { title: 'Sarment — Producteurs' },
    {
      name: 'description',
      content: 'Vins, champagnes et spiritueux vendus en direct par leurs producteurs.',
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const answer = await apiGet<PublicShop[]>(context.api, '/v1/shops?pageSize=48');
  if (!answer.ok) throw new Response(null, { status: answer.status });
  return { shops: answer.data };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { shops } = loaderData;
  return (
    <Box component="main" sx={{ py: { xs: 4, md: 8 } }}>
      <Container maxWidth="lg">
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 2 }}>
          {t('app.name')}
        </Typography>
        <Typography component="h1" variant="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {t('home.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('home.intro')}
        </Typography>
        {shops.length === 0 ? (
          <Typography>{t('home.empty')}</Typography>
        ) : (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 3,
              gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))',
            }}
          >
            {shops.map((shop) => (
              <Box component="li" key={shop.id}>
                <Card
                  variant="outlined"
                  sx={{
                    height: '100%',
                    borderTop: 4,
                    borderTopColor: shop.editedShop.color ?? shop.color ?? 'primary.main',
                  }}
                >
                  <CardActionArea component={Link} to={`/${shop.urlShop}`} sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
                        {shop.name}
                      </Typography>
                      {shop.city && (
                        <Typography variant="body2" color="text.secondary">
                          {shop.city}
                        </Typography>
                      )}
                      <Typography variant="body2" color="primary" sx={{ mt: 2, fontWeight: 600 }}>
                        {t('home.visit')} →
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Box>
            ))}
          </Box>
        )}
      </Container>
    </Box>
  );
}
