// spec §2 /dashboard/agents (accessAgent; agents integration): the sales agents who represent the shop, their
// territory, commission rate and clients, and whether they accepted their invitation; createAgent adds one.
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
import type { Route } from './+types/agents-route';
import { agentListDefinition, agentListRules } from './agent-list.tsx';
import * as teamTexts from './team-i18n.ts';
import type { Agent } from './team-types.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await loadList<Agent>(context.api, '/v1/agents', agentListRules, new URL(request.url));
  return { list };
}

export function meta() {
  return [{ title: 'Agents — Sarment' }];
}

export default function AgentsRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ list: listTexts, team: teamTexts });
  const { t } = useTranslation();
  const user = useSessionUser();
  const shop = useSessionShop();
  const definition = useMemo(() => agentListDefinition(t), [t]);
  return (
    <ListPage
      definition={definition}
      data={loaderData.list}
      title={t('team.agents.list.title')}
      actions={
        hasPermission(user, shop, 'createAgent') ? (
          <Button
            component={RouterLink}
            to="/dashboard/agents/add"
            variant="contained"
            size="small"
            data-testid="agent-create"
          >
            {t('team.agents.list.create')}
          </Button>
        ) : null
      }
    />
  );
}
