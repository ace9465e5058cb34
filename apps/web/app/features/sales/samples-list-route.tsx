// spec §2 /dashboard/orders/samples (owner, iam, agent): the samples given, and the way to give one.
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet } from '../../lib/api.ts';
import * as deliveryTexts from '../delivery/delivery-i18n.ts';
import type { Sample } from '../delivery/delivery-types.ts';
import * as listTexts from '../kit/list-i18n.ts';
import { ListPage } from '../kit/list-page.tsx';
import { loadList } from '../kit/load-list.ts';
import type { Warehouse } from '../stocks/stock-types.ts';
import type { Route } from './+types/samples-list-route';
import { sampleListDefinition, sampleListRules } from './samples-list.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [list, warehouses] = await Promise.all([
    loadList<Sample>(context.api, '/v1/samples', sampleListRules, url),
    apiGet<Warehouse[]>(context.api, '/v1/warehouses'),
  ]);
  return { list, warehouses: warehouses.ok && Array.isArray(warehouses.data) ? warehouses.data : [] };
}

export function meta() {
  return [{ title: 'Échantillons — Sarment' }];
}

export default function SamplesListRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ delivery: deliveryTexts, list: listTexts });
  const { t } = useTranslation();
  const definition = useMemo(
    () => sampleListDefinition(t, loaderData.warehouses),
    [t, loaderData.warehouses],
  );
  return (
    <ListPage
      definition={definition}
      data={loaderData.list}
      title={t('delivery.samples.title')}
      actions={
        <Button
          component={RouterLink}
          to="/dashboard/orders/samples/add"
          variant="contained"
          data-testid="samples-add"
        >
          {t('delivery.samples.add')}
        </Button>
      }
    />
  );
}
