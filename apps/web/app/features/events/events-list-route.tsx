// spec §2 /dashboard/reservations/events (accessEvent): the shop's events, a button to add one (createEvent).
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
import type { Route } from './+types/events-list-route';
import { eventListDefinition, eventListRules } from './event-list.tsx';
import type { EventListRow } from './event-types.ts';
import * as wineTourismTexts from './events-i18n.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { list: await loadList<EventListRow>(context.api, '/v1/events', eventListRules, url) };
}

export function meta() {
  return [{ title: 'Événements — Sarment' }];
}

export default function EventsListRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ list: listTexts, wineTourism: wineTourismTexts });
  const { t } = useTranslation();
  const user = useSessionUser();
  const shop = useSessionShop();
  const definition = useMemo(() => eventListDefinition(t), [t]);
  return (
    <ListPage
      definition={definition}
      data={loaderData.list}
      title={t('wineTourism.events.title')}
      actions={
        hasPermission(user, shop, 'createEvent') ? (
          <Button
            component={RouterLink}
            to="/dashboard/reservations/events/add"
            variant="contained"
            data-testid="events-add"
          >
            {t('wineTourism.events.add')}
          </Button>
        ) : null
      }
    />
  );
}
