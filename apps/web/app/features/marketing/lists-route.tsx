// spec §2 /dashboard/crm/lists (owner, iam; campaigns integration): the shop's marketing lists with their member
// and reachable counts; createList leads to a new one.
import Button from '@mui/material/Button';
import { hasPermission } from '@sarment/domain/access';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { useSessionShop, useSessionUser } from '../auth/session.ts';
import * as listTexts from '../kit/list-i18n.ts';
import { ListPage } from '../kit/list-page.tsx';
import { loadList } from '../kit/load-list.ts';
import type { Route } from './+types/lists-route';
import { marketingListDefinition, marketingListRules } from './list-definitions.tsx';
import * as marketingTexts from './marketing-i18n.ts';
import type { MarketingList } from './marketing-types.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await loadList<MarketingList>(
    context.api,
    '/v1/lists',
    marketingListRules,
    new URL(request.url),
  );
  return { list };
}

export function meta() {
  return [{ title: 'Listes marketing — Sarment' }];
}

export default function MarketingListsRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ list: listTexts, marketing: marketingTexts });
  const { t } = useTranslation();
  const user = useSessionUser();
  const shop = useSessionShop();
  const definition = useMemo(() => marketingListDefinition(t), [t]);
  return (
    <ListPage
      definition={definition}
      data={loaderData.list}
      title={t('marketing.lists.title')}
      actions={
        hasPermission(user, shop, 'createList') ? (
          <Button
            component={RouterLink}
            to="/dashboard/crm/lists/add"
            variant="contained"
            size="small"
            data-testid="marketing-list-create"
          >
            {t('marketing.lists.create')}
          </Button>
        ) : null
      }
    />
  );
}
