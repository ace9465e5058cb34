// The products and reservations of one seller's order, with the server's prices (drawer and cart page).
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import type { CartOrder, CartProduct, CartReservation } from '@sarment/domain/cart';
import { cartReservationKey } from '@sarment/domain/cart';
import { cartonSizes, nextCarton, readQuantity } from '@sarment/domain/cart/cartons';
import { isDrink } from '@sarment/domain/pricing/drinks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../lib/format.ts';
import { BuilderCaseLine } from '../shops/builder-case-line.tsx';
import type { CartPrice } from './cart-api-types.ts';
import { dispatchCart } from './cart-store.ts';

const unitSymbols: Readonly<Record<string, string>> = {
  'Litre(s)': 'L',
  'Centilitre(s)': 'cl',
  'Millilitre(s)': 'ml',
  'Hectolitre(s)': 'hl',
};

export function formatLabel(product: CartProduct): string | null {
  const format = product.chosenFormat;
  if (!format?.unityValue || !format.unity || !unitSymbols[format.unity]) return null;
  return `${format.unityValue} ${unitSymbols[format.unity]}`;
}

function linePrice(price: CartPrice | undefined, product: CartProduct) {
  return price?.lines.find(
    (line) =>
      // a bottle of a composed case is priced on the case's line (BuilderCaseLine)
      !line.builderCase &&
      line.productId === product.productId &&
      line.formatId === product.formatId &&
      line.vintageId === (product.vintageId ?? null),
  );
}

const slotFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Paris',
  });

/** The unit price and the line total in the typology's base: HT for a professional (labelled), else TTC. */
function shownPrices(price: CartPrice | undefined, product: CartProduct) {
  const line = linePrice(price, product);
  if (!line || !price) return null;
  const ht = price.price.priceBase === 'HT';
  return {
    line,
    ht,
    unit: ht ? line.unitPriceHT : line.unitPriceTTC,
    total: ht ? line.totalHT : line.totalTTC,
  };
}

/** issue 15: the quantity typed in (committed on Enter or when leaving the field; 0 removes the line). */
function QuantityInput({
  product,
  onCommit,
}: {
  product: CartProduct;
  onCommit: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  const commit = () => {
    const quantity = text === null ? null : readQuantity(text);
    setText(null);
    if (quantity !== null && quantity !== product.quantity) onCommit(quantity);
  };
  return (
    <InputBase
      value={text ?? String(product.quantity)}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
      }}
      inputProps={{
        inputMode: 'numeric',
        'aria-label': t('cart.quantityOf', { name: product.name ?? product.productId }),
        onWheel: (event: React.WheelEvent<HTMLInputElement>) => event.currentTarget.blur(),
        style: { textAlign: 'center', padding: '2px 0' },
      }}
      sx={{ width: 44, border: 1, borderColor: 'divider', borderRadius: 1, fontSize: 14 }}
    />
  );
}

function ProductLine({ order, product, price, editable }: LineProps & { product: CartProduct }) {
  const { t, i18n } = useTranslation();
  const shown = shownPrices(price, product);
  const ref = { productId: product.productId, formatId: product.formatId, vintageId: product.vintageId };
  const name = product.name ?? product.productId;
  const sellerId = order.seller.id;
  const euros = (amount: number) =>
    `${formatEuros(amount, i18n.language)}${shown?.ht ? ` ${t('cart.priceHT')}` : ''}`;
  const setQuantity = (quantity: number) =>
    dispatchCart({ type: 'setQuantity', sellerId, product: ref, quantity });
  const drink = product.productType !== undefined && isDrink(product.productType, product.chosenFormat ?? {});
  return (
    <Box component="li" sx={{ py: 1 }} data-testid="cart-line">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 120px', minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {[formatLabel(product), shown && euros(shown.unit)].filter(Boolean).join(' · ')}
            {shown && shown.line.freeUnits > 0 && ` ${t('cart.freeUnits', { count: shown.line.freeUnits })}`}
          </Typography>
        </Box>
        {editable ? (
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <IconButton
              size="small"
              aria-label={t('cart.decrease', { name })}
              onClick={() => dispatchCart({ type: 'removeProduct', sellerId, product: ref })}
            >
              <RemoveIcon fontSize="small" />
            </IconButton>
            <QuantityInput product={product} onCommit={setQuantity} />
            <IconButton
              size="small"
              aria-label={t('cart.increase', { name })}
              onClick={() => dispatchCart({ type: 'addProduct', sellerId, product })}
            >
              <AddIcon fontSize="small" />
            </IconButton>
          </Box>
        ) : (
          <Typography variant="body2">× {product.quantity}</Typography>
        )}
        <Typography
          variant="body2"
          sx={{ minWidth: 72, textAlign: 'right', fontWeight: 600 }}
          data-testid="cart-line-total"
        >
          {shown ? euros(shown.total) : '—'}
        </Typography>
        {editable && (
          <IconButton size="small" aria-label={t('cart.remove', { name })} onClick={() => setQuantity(0)}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      {editable && drink && (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', pr: 5 }}>
          {cartonSizes.map((size) => (
            <Button
              key={size}
              size="small"
              variant="text"
              sx={{ minWidth: 0, py: 0, textTransform: 'none' }}
              aria-label={t('cart.cartonOf', { count: size, name })}
              onClick={() => setQuantity(nextCarton(product.quantity, size))}
            >
              {t('cart.carton', { count: size })}
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
}

function ReservationLine({
  order,
  reservation,
  price,
  editable,
}: LineProps & { reservation: CartReservation }) {
  const { t, i18n } = useTranslation();
  const key = cartReservationKey(reservation);
  const priced = price?.reservations.find((r) => r.key === key);
  const title = reservation.event?.title ?? reservation.eventId;
  const when = slotFormat(i18n.language).format(new Date(reservation.selectedSlot.start));
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 1 }}
      data-testid="cart-reservation"
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {when} · {t('cart.persons', { count: reservation.totalQuantity })}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ minWidth: 72, textAlign: 'right', fontWeight: 600 }}>
        {priced ? formatEuros(priced.totalTTC + priced.touristTaxTTC, i18n.language) : '—'}
      </Typography>
      {editable && (
        <IconButton
          size="small"
          aria-label={t('cart.removeReservation', { name: title })}
          onClick={() => dispatchCart({ type: 'removeReservation', sellerId: order.seller.id, key })}
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}

interface LineProps {
  order: CartOrder;
  price: CartPrice | undefined;
  editable: boolean;
}

export function OrderLines({ order, price, editable }: LineProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {order.products.map((product) => (
        <ProductLine
          key={`${product.productId}|${product.formatId}|${product.vintageId}`}
          order={order}
          product={product}
          price={price}
          editable={editable}
        />
      ))}
      {(order.builderCases ?? []).map((builderCase, index) => (
        <BuilderCaseLine
          key={builderCase.key}
          order={order}
          builderCase={builderCase}
          index={index}
          price={price}
          editable={editable}
        />
      ))}
      {order.reservations.map((reservation) => (
        <ReservationLine
          key={cartReservationKey(reservation)}
          order={order}
          reservation={reservation}
          price={price}
          editable={editable}
        />
      ))}
    </Box>
  );
}
