import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { RecentOrder } from './summary-types.ts';

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

// The orders' table (Material's Table, about 2 KB gzipped) loads when there are orders to show: the server renders
// it, hydration waits for it there (issue 22).
const RecentOrdersRows = lazy(() => import('./recent-orders-rows.tsx'));

export function RecentOrdersTable({
  orders,
  showShop,
}: {
  orders: readonly RecentOrder[];
  showShop: boolean;
}) {
  const { t } = useTranslation();
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
        <Suspense>
          <RecentOrdersRows orders={orders} showShop={showShop} />
        </Suspense>
      )}
    </Card>
  );
}
