// spec §2 /dashboard/stocks/movements (seeAllStock, stocks integration): the ledger with its filters, a range of
// days (Paris) and its export.
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet } from '../../lib/api.ts';
import * as listTexts from '../kit/list-i18n.ts';
import { ListPage } from '../kit/list-page.tsx';
import { loadList } from '../kit/load-list.ts';
import type { Route } from './+types/movements-route';
import { movementListDefinition, movementListRules } from './movement-list.tsx';
import type { StockMovement, Warehouse } from './stock-types.ts';
import * as stocksTexts from './stocks-i18n.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [list, warehouses] = await Promise.all([
    loadList<StockMovement>(context.api, '/v1/stock-movements', movementListRules, url),
    apiGet<Warehouse[]>(context.api, '/v1/warehouses'),
  ]);
  return { list, warehouses: warehouses.ok && Array.isArray(warehouses.data) ? warehouses.data : [] };
}

export function meta() {
  return [{ title: 'Mouvements de stock — Sarment' }];
}

export default function MovementsRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ list: listTexts, stocks: stocksTexts });
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const definition = useMemo(
    () => movementListDefinition(t, loaderData.warehouses),
    [t, loaderData.warehouses],
  );
  const day = (key: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={t(key === 'from' ? 'stocks.movementsFrom' : 'stocks.movementsTo')}
      value={params.get(key) ?? ''}
      onChange={(event) => {
        const next = new URLSearchParams(params);
        if (event.target.value) next.set(key, event.target.value);
        else next.delete(key);
        next.delete('page');
        setParams(next);
      }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `movements-${key}` } }}
    />
  );
  return (
    <ListPage
      definition={definition}
      data={loaderData.list}
      title={t('stocks.movementsTitle')}
      actions={
        <>
          {day('from')}
          {day('to')}
          <Button component={RouterLink} to="/dashboard/stocks">
            {t('stocks.title')}
          </Button>
        </>
      }
    />
  );
}
