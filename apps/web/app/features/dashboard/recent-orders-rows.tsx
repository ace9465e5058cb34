// The dashboard home's latest orders as a table (home-cards.tsx loads it when there are orders).
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { describeStatus } from '@sarment/domain/reference';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatEuros } from '../../lib/format.ts';
import { SmallChip } from '../kit/status-chip.tsx';
import type { RecentOrder } from './summary-types.ts';
import { shopTimeZone } from './time-zone.ts';

export default function RecentOrdersRows({
  orders,
  showShop,
}: {
  orders: readonly RecentOrder[];
  showShop: boolean;
}) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR', {
    dateStyle: 'medium',
    timeZone: shopTimeZone,
  });
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('dashboard.home.date')}</TableCell>
            <TableCell>{showShop ? t('dashboard.home.shop') : t('dashboard.home.buyer')}</TableCell>
            <TableCell>{t('dashboard.home.status')}</TableCell>
            <TableCell align="right">{t('dashboard.home.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => {
            const status = describeStatus('order', order.status);
            return (
              <TableRow key={order.id} hover>
                <TableCell>
                  <RouterLink to={`/dashboard/orders/${encodeURIComponent(order.id)}`}>
                    {date.format(new Date(order.createdAt))}
                  </RouterLink>
                </TableCell>
                <TableCell>{showShop ? order.shopName : (order.buyerName ?? '—')}</TableCell>
                <TableCell>
                  <SmallChip
                    label={status.label}
                    // spec §4 colours with dark text (white reads under 4.5:1 on them), white on red
                    sx={{ bgcolor: status.color, color: status.color === '#d0312d' ? '#fff' : '#1d2433' }}
                  />
                </TableCell>
                <TableCell align="right">{formatEuros(order.totalTtc, i18n.language)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
