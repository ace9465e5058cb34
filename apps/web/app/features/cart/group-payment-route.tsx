// /cart/group/:shopId/:groupId: the link one payment group of a group reservation pays its share through (spec §1,
// §4). An expired group order shows its message and offers to order independently (spec §8).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { parseCardExpiration } from '@sarment/domain/validation/card';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, useNavigate, useRevalidator } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet, browserApi } from '../../lib/api.ts';
import { formatEuros } from '../../lib/format.ts';
import type { Route } from './+types/group-payment-route';
import type { GroupAnswer } from './cart-api-types.ts';
import { EventBooking } from './event-booking.tsx';
import * as cartTexts from './i18n.ts';
import { CardForm } from './order-options.tsx';
import { type CardErrors, type CardFields, checkCardFields } from './use-checkout.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const answer = await apiGet<GroupAnswer>(
    context.api,
    `/v1/payment-groups/${encodeURIComponent(params.shopId)}/${encodeURIComponent(params.groupId)}`,
  );
  if (!answer.ok) throw data(null, { status: 404 });
  return answer.data;
}

export function meta() {
  return [{ title: 'Commande de groupe — Sarment' }];
}

export default function GroupPaymentRoute({ loaderData: group }: Route.ComponentProps) {
  useTexts({ cart: cartTexts });
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [card, setCard] = useState<CardFields>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const key = useRef(crypto.randomUUID());
  const euros = (amount: number) => formatEuros(amount, i18n.language);
  const paid = group.status === 'setup' || group.status === 'paid';

  const pay = async () => {
    const found = checkCardFields(card, new Date());
    setErrors(found);
    const expiration = parseCardExpiration(card.expiry);
    if (Object.keys(found).length > 0 || !expiration) return;
    setBusy(true);
    const answer = await browserApi.request<GroupAnswer>(
      'POST',
      `/v1/payment-groups/${encodeURIComponent(group.shopId)}/${encodeURIComponent(group.id)}/pay`,
      {
        idempotencyKey: key.current,
        card: {
          number: card.number,
          expMonth: expiration.month,
          expYear: expiration.year,
          cvc: card.cvc.trim(),
        },
        ...(email ? { email } : {}),
      },
    );
    setBusy(false);
    if (!answer.ok) {
      key.current = crypto.randomUUID();
      return;
    }
    const redirect = answer.data.payment?.redirectUrl;
    if (redirect) redirect.startsWith('/') ? navigate(redirect) : window.location.assign(redirect);
    else void revalidator.revalidate();
  };

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {t('cart.groupPage.title', { name: group.order.seller.name })}
          </Typography>
          {group.order.reservations.map((r) => (
            <Typography key={`${r.eventId}-${r.slotId}`}>
              {r.title} — {r.slot}
            </Typography>
          ))}
          <Typography variant="h6" data-testid="group-share">
            {group.label} · {t('cart.groupPage.share', { amount: euros(group.amount) })}
          </Typography>
          {group.expiresAt && !group.expired && (
            <Typography variant="body2" color="text.secondary">
              {t('cart.groupPage.deadline', {
                date: new Date(group.expiresAt).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'fr-FR', {
                  timeZone: 'Europe/Paris',
                  dateStyle: 'long',
                  timeStyle: 'short',
                }),
              })}
            </Typography>
          )}
          <Box>
            <Typography variant="subtitle2">{t('cart.groupPage.progress')}</Typography>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {group.groups.map((g) => (
                <li key={g.label}>
                  {g.label} — {euros(g.amount)} — {t(`cart.paymentStatus.${g.status}`)}
                </li>
              ))}
            </Box>
          </Box>
          {group.expired ? (
            <>
              <Alert severity="warning">{t('cart.groupPage.expired')}</Alert>
              {group.order.reservations[0] && (
                <EventBooking
                  shopId={group.order.seller.id}
                  eventId={group.order.reservations[0].eventId}
                  label={t('cart.groupPage.independently')}
                />
              )}
            </>
          ) : paid ? (
            <Alert severity="success">{t('cart.groupPage.paid')}</Alert>
          ) : (
            <>
              <TextField
                size="small"
                type="email"
                label={t('cart.groupPage.email')}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
              <CardForm sellerId={group.id} card={card} errors={errors} onChange={setCard} />
              <Button variant="contained" disabled={busy} onClick={() => void pay()}>
                {t('cart.groupPage.pay')}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </Container>
  );
}
