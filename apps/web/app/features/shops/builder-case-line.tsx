// issue 16: a case composed from a builder, as one line of the cart (drawer and cart page): its bottles, how many
// cases, and the price of its bottle lines in get-cart-price's answer (they carry the case's index).
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { CartBuilderCase, CartOrder } from '@sarment/domain/cart';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../lib/format.ts';
import type { CartPrice } from '../cart/cart-api-types.ts';
import { dispatchCart } from '../cart/cart-store.ts';

interface Props {
  order: CartOrder;
  builderCase: CartBuilderCase;
  /** its place in the order's builderCases, as get-cart-price's lines name it */
  index: number;
  price: CartPrice | undefined;
  editable: boolean;
}

export function BuilderCaseLine({ order, builderCase, index, price, editable }: Props) {
  const { t, i18n } = useTranslation();
  const lines = price?.lines.filter((line) => line.builderCase?.index === index) ?? [];
  const ht = price?.price.priceBase === 'HT';
  const total = lines.reduce((sum, line) => sum + (ht ? line.totalHT : line.totalTTC), 0);
  const bottles = builderCase.choices.map((c) => `${c.quantity} × ${c.name}`).join(', ');
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 1 }}
      data-testid="cart-builder-case"
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {builderCase.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('builders.cartLine.cases', { count: builderCase.quantity })} · {bottles}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ minWidth: 72, textAlign: 'right', fontWeight: 600 }}>
        {lines.length
          ? `${formatEuros(Math.round(total * 100) / 100, i18n.language)}${ht ? ' HT' : ''}`
          : '—'}
      </Typography>
      {editable && (
        <IconButton
          size="small"
          aria-label={t('builders.cartLine.remove', { name: builderCase.name })}
          onClick={() =>
            dispatchCart({ type: 'removeBuilderCase', sellerId: order.seller.id, key: builderCase.key })
          }
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
