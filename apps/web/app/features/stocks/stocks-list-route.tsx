// spec §2 /dashboard/stocks (seeAllStock): the stock lines in the list kit, with links to enter a movement, the
// warehouses and the ledger, and the inventory dialog for the lines shown.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { hasPermission } from '@sarment/domain/access';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useRevalidator } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet } from '../../lib/api.ts';
import { useSessionShop, useSessionUser } from '../auth/session.ts';
import * as listTexts from '../kit/list-i18n.ts';
import { ListPage } from '../kit/list-page.tsx';
import { loadList } from '../kit/load-list.ts';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/stocks-list-route';
import { InventoryDialog } from './inventory-dialog.tsx';
import { stockListDefinition, stockListRules } from './stock-list.tsx';
import type { StockLevel, Warehouse } from './stock-types.ts';
import * as stocksTexts from './stocks-i18n.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [list, warehouses] = await Promise.all([
    loadList<StockLevel>(context.api, '/v1/stocks', stockListRules, url),
    apiGet<Warehouse[]>(context.api, '/v1/warehouses'),
  ]);
  return { list, warehouses: warehouses.ok && Array.isArray(warehouses.data) ? warehouses.data : [] };
}

export function meta() {
  return [{ title: 'Stocks — Sarment' }];
}

export default function StocksListRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ list: listTexts, stocks: stocksTexts });
  const { t } = useTranslation();
  const user = useSessionUser();
  const shop = useSessionShop();
  const snackbars = useSnackbar();
  const revalidator = useRevalidator();
  const [inventoryOpen, setInventoryOpen] = useState(false);
  const canEnter = hasPermission(user, shop, 'createWarehouse');
  const definition = useMemo(() => stockListDefinition(t, loaderData.warehouses), [t, loaderData.warehouses]);
  return (
    <>
      <ListPage
        definition={definition}
        data={loaderData.list}
        title={t('stocks.title')}
        actions={
          <>
            <Button
              component={RouterLink}
              to="/dashboard/stocks/movements"
              data-testid="stocks-movements-link"
            >
              {t('stocks.movementsLink')}
            </Button>
            <Button
              component={RouterLink}
              to="/dashboard/stocks/warehouses"
              data-testid="stocks-warehouses-link"
            >
              {t('stocks.warehousesLink')}
            </Button>
            <Button
              component={RouterLink}
              to="/dashboard/stocks/allocations"
              data-testid="stocks-allocations-link"
            >
              {t('stocks.allocationsLink')}
            </Button>
            {canEnter ? (
              <>
                <Button
                  variant="outlined"
                  onClick={() => setInventoryOpen(true)}
                  data-testid="stocks-inventory"
                >
                  {t('stocks.inventory')}
                </Button>
                <Button
                  component={RouterLink}
                  to="/dashboard/stocks/add"
                  variant="contained"
                  data-testid="stocks-add"
                >
                  {t('stocks.add')}
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {t('stocks.reservedHint')}
      </Typography>
      {inventoryOpen ? (
        <InventoryDialog
          open
          rows={loaderData.list.rows}
          warehouses={loaderData.warehouses}
          onClose={(adjustments) => {
            setInventoryOpen(false);
            if (adjustments === null) return;
            snackbars.show(t('stocks.inventoryDialog.done', { count: adjustments }), 'success');
            void revalidator.revalidate();
          }}
        />
      ) : null}
    </>
  );
}
