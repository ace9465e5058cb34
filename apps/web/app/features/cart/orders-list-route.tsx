// /dashboard/orders (spec §2): a buyer's orders at every producer; for an owner, collaborator or agent, the shop's
// orders (the back office), newest first.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, Link as RouterLink } from 'react-router';
import { apiGet } from '../../lib/api.ts';
import { formatEuros } from '../../lib/format.ts';
import type { SessionUser } from '../auth/session.ts';
import { StatusChip } from '../kit/status-chip.tsx';
import type { OrderListItem } from './cart-api-types.ts';

const PAGE_SIZE = 30;

export async function loader({ request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>) {
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
  const me = await apiGet<SessionUser>(context.api, '/v1/users/me');
  const buyer = !me.ok || me.data.role === 'buyer';
  const path = buyer ? '/v1/orders/mine' : '/v1/orders';
  const answer = await apiGet<OrderListItem[]>(context.api, `${path}?page=${page}&pageSize=${PAGE_SIZE}`);
  const total = Number(answer.headers['x-total-count'] ?? 0);
  return { buyer, page, total, orders: answer.ok ? answer.data : [] };
}

export function meta() {
  return [{ title: 'Commandes — Sarment' }];
}

/** An order's status with the kit's spec §4 chip (dark text on the light colours: readable, WCAG AA). */
export function OrderStatusChip({ status }: { status: string }) {
  return <StatusChip family="order" status={status} />;
}

export default function OrdersListRoute({ loaderData }: { loaderData: Awaited<ReturnType<typeof loader>> }) {
  const { t, i18n } = useTranslation();
  const { buyer, orders, page, total } = loaderData;
  const dateFormat = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {buyer ? t('cart.orders.mine') : t('cart.orders.title')}
      </Typography>
      {orders.length === 0 ? (
        <Typography color="text.secondary">{t('cart.orders.empty')}</Typography>
      ) : (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" data-testid="orders-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('cart.orders.number')}</TableCell>
                <TableCell>{t('cart.orders.date')}</TableCell>
                <TableCell>{buyer ? t('cart.orders.seller') : t('cart.orders.buyer')}</TableCell>
                <TableCell>{t('cart.orders.status')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('cart.orders.payment')}
                </TableCell>
                <TableCell align="right">{t('cart.orders.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((order) => (
                <TableRow key={order.id} hover>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={`/dashboard/orders/${order.id}`}
                      aria-label={t('cart.orders.open', { number: order.number ?? '' })}
                      sx={{ fontWeight: 600 }}
                    >
                      {order.number ?? '—'}
                    </Link>
                  </TableCell>
                  <TableCell>{dateFormat.format(new Date(order.createdAt))}</TableCell>
                  <TableCell>{buyer ? order.seller.name : order.buyerName}</TableCell>
                  <TableCell>
                    <OrderStatusChip status={order.status} />
                    {order.paymentStatus && (
                      // on a phone the payment column is hidden: a group order's payment state shows here
                      <Typography
                        variant="caption"
                        component="p"
                        sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}
                      >
                        {t(`cart.paymentStatus.${order.paymentStatus}`)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {order.paymentStatus ? t(`cart.paymentStatus.${order.paymentStatus}`) : '—'}
                  </TableCell>
                  <TableCell align="right">{formatEuros(order.totalTTC, i18n.language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {total > PAGE_SIZE && (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={`?page=${page - 1}`} disabled={page <= 1}>
            {t('cart.orders.previous')}
          </Button>
          <Button component={RouterLink} to={`?page=${page + 1}`} disabled={page * PAGE_SIZE >= total}>
            {t('cart.orders.next')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
