import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../lib/format.ts';
import type { ShopProduct } from './shop-types.ts';

export function ProductCard({ product }: { product: ShopProduct }) {
  const { t, i18n } = useTranslation();
  const vintage = product.vintages.map((v) => v.name).join(', ');
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="product-card">
      <CardContent>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {product.name}
        </Typography>
        {vintage && (
          <Typography variant="body2" color="text.secondary">
            {vintage}
          </Typography>
        )}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1 }}>
          {product.formats.map((format) => (
            <Box
              component="li"
              key={format.id}
              sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}
            >
              <Typography variant="body2" sx={{ flex: 1 }}>
                {format.name}
              </Typography>
              {format.price && (
                <Typography variant="body1" sx={{ fontWeight: 700 }}>
                  {formatEuros(format.price.amount, i18n.language)}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {format.price.ttc ? t('shop.priceTTC') : t('shop.priceHT')}
                  </Typography>
                </Typography>
              )}
              {format.stock === 0 && <Chip size="small" color="warning" label={t('shop.outOfStock')} />}
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
