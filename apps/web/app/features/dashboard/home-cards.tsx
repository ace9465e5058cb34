import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { describeStatus } from '@sarment/domain/reference';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatEuros } from '../../lib/format.ts';
import { SmallChip } from '../../lib/small-chip.tsx';
import type { RecentOrder } from './summary-types.ts';
import { shopTimeZone } from './time-zone.ts';

/** One figure of the home: a title, a big value and a hint, optionally leading to its page. */
export function FigureCard({
  title,
  value,
  hint,
  to,
  testId,
}: {
  title: string;
  value: React.ReactNode;
  hint?: React.ReactNode;
  to?: string;
  testId?: string;
}) {
  const content = (
    <CardContent>
      <Typography component="h2" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography
        sx={{ fontSize: 28, fontWeight: 700, lineHeight: 1.2 }}
        data-testid={testId ? `${testId}-value` : undefined}
      >
        {value}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {hint}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'flex-start' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

export function FigureGrid({ children }: { children: React.ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        mb: 4,
      }}
    >
      {children}
    </Box>
  );
}

export function RecentOrdersTable({
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
    <Card variant="outlined">
      <CardContent sx={{ pb: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {t('dashboard.home.recentOrders')}
        </Typography>
      </CardContent>
      {orders.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {t('dashboard.home.noOrders')}
        </Typography>
      ) : (
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
      )}
    </Card>
  );
}
