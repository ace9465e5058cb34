// spec §2 /admin: the platform administration. The tab and its page travel in the query (?tab=users&page=2) so
// every view renders on the server and can be linked to.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet, toQuery } from '../../lib/api.ts';
import type { Route } from './+types/admin-route';
import { ExciseRatesTab } from './admin-excise-tab.tsx';
import { MaintenancesTab } from './admin-maintenances-tab.tsx';
import { OutboxTab } from './admin-outbox-tab.tsx';
import { ShopsTab } from './admin-shops-tab.tsx';
import {
  type AdminData,
  type AdminMaintenance,
  type AdminShop,
  type AdminTab,
  type AdminUser,
  adminPageSize,
  adminTabs,
  type ExciseCoverage,
  type ExciseRate,
  type OutboxMail,
} from './admin-types.ts';
import { UsersTab } from './admin-users-tab.tsx';
import * as adminTexts from './i18n.ts';

const totalOf = (headers: Record<string, string | string[] | undefined>) =>
  Number(headers['x-total-count'] ?? 0);

export async function loader({ request, context }: Route.LoaderArgs): Promise<AdminData> {
  const query = new URL(request.url).searchParams;
  const tab = (adminTabs as readonly string[]).includes(query.get('tab') ?? '')
    ? (query.get('tab') as AdminTab)
    : 'shops';
  const page = Math.max(1, Number(query.get('page')) || 1);
  const search = (query.get('search') ?? '').slice(0, 100);
  if (tab === 'maintenances') {
    const answer = await apiGet<AdminMaintenance[]>(context.api, '/v1/admin/maintenances');
    return { tab, rows: answer.ok ? answer.data : [] };
  }
  if (tab === 'excise') {
    const [rates, coverage] = await Promise.all([
      apiGet<ExciseRate[]>(context.api, '/v1/admin/excise-rates'),
      apiGet<ExciseCoverage>(context.api, '/v1/excise-rates/coverage'),
    ]);
    return { tab, rows: rates.ok ? rates.data : [], coverage: coverage.ok ? coverage.data : null };
  }
  if (tab === 'outbox') {
    const answer = await apiGet<OutboxMail[]>(
      context.api,
      `/v1/admin/outbox${toQuery({ page, pageSize: adminPageSize })}`,
    );
    return {
      tab,
      page,
      total: answer.ok ? totalOf(answer.headers) : 0,
      rows: answer.ok ? answer.data : null,
    };
  }
  const path = tab === 'users' ? '/v1/admin/users' : '/v1/admin/shops';
  const answer = await apiGet<AdminShop[] | AdminUser[]>(
    context.api,
    `${path}${toQuery({ page, pageSize: adminPageSize, search })}`,
  );
  const rows = answer.ok ? answer.data : [];
  const total = answer.ok ? totalOf(answer.headers) : 0;
  return tab === 'users'
    ? { tab, search, page, total, rows: rows as AdminUser[] }
    : { tab, search, page, total, rows: rows as AdminShop[] };
}

export function meta() {
  return [{ title: 'Administration — Sarment' }];
}

export default function AdminRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ admin: adminTexts });
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {t('admin.title')}
      </Typography>
      <Tabs
        value={loaderData.tab}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {adminTabs.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={t(`admin.tabs.${tab}`)}
            component={RouterLink}
            to={`/admin?tab=${tab}`}
          />
        ))}
      </Tabs>
      {loaderData.tab === 'shops' && <ShopsTab data={loaderData} />}
      {loaderData.tab === 'users' && <UsersTab data={loaderData} />}
      {loaderData.tab === 'maintenances' && <MaintenancesTab rows={loaderData.rows} />}
      {loaderData.tab === 'outbox' && <OutboxTab data={loaderData} />}
      {loaderData.tab === 'excise' && (
        <ExciseRatesTab rows={loaderData.rows} coverage={loaderData.coverage} />
      )}
    </Box>
  );
}
