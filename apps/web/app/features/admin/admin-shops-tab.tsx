import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../lib/api.ts';
import { useAccessLabel } from '../layout/use-access-label.ts';
import { usePopup } from '../popup/popup-provider.tsx';
import { AdminPager, AdminSearch } from './admin-list-tools.tsx';
import type { AdminData, AdminShop } from './admin-types.ts';

export function ShopsTab({ data }: { data: Extract<AdminData, { tab: 'shops' }> }) {
  const { t } = useTranslation();
  const popup = usePopup();
  const revalidator = useRevalidator();
  const label = useAccessLabel();

  const setOnline = async (shop: AdminShop, online: boolean) => {
    if (!online) {
      // spec §2 destructive popup: 'Valider' stays disabled until the shop's name is typed
      const confirmed = await popup.open({
        title: t('admin.shops.confirmOfflineTitle'),
        text: t('admin.shops.confirmOfflineText', { name: shop.name }),
        destructiveKeyword: shop.name,
      });
      if (!confirmed) return;
    }
    const answer = await browserApi.request('PUT', `/v1/admin/shops/${encodeURIComponent(shop.id)}/online`, {
      online,
    });
    if (answer.ok) await revalidator.revalidate();
  };

  return (
    <>
      <AdminSearch tab="shops" search={data.search} />
      <TableContainer component={Paper} variant="outlined">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.shops.name')}</TableCell>
              <TableCell>{t('admin.shops.owner')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {t('admin.shops.integrations')}
              </TableCell>
              <TableCell>{t('admin.shops.status')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.rows.map((shop) => (
              <TableRow key={shop.id} data-testid="admin-shop-row" data-shop-id={shop.id}>
                <TableCell>
                  <a href={`/${shop.urlShop}`}>{shop.name}</a>
                </TableCell>
                <TableCell>{shop.owner?.email ?? '—'}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {shop.activeIntegrations.map((name) => label(`integration.${name}`)).join(', ')}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={shop.online ? t('admin.shops.online') : t('admin.shops.offline')}
                    color={shop.online ? 'primary' : 'default'}
                  />
                </TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    color={shop.online ? 'error' : 'primary'}
                    onClick={() => void setOnline(shop, !shop.online)}
                  >
                    {shop.online ? t('admin.shops.takeOffline') : t('admin.shops.putOnline')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <AdminPager tab="shops" page={data.page} total={data.total} search={data.search} />
    </>
  );
}
