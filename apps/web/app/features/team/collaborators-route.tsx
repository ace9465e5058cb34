// spec §2 /dashboard/collaborators (accessCollaborator; iam integration): the shop's collaborators, their rights
// and whether they accepted their invitation; createCollaborator adds one.
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
import { useAccessLabel } from '../layout/use-access-label.ts';
import type { Route } from './+types/collaborators-route';
import { collaboratorListDefinition, collaboratorListRules } from './collaborator-list.tsx';
import * as teamTexts from './team-i18n.ts';
import type { Collaborator } from './team-types.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await loadList<Collaborator>(
    context.api,
    '/v1/collaborators',
    collaboratorListRules,
    new URL(request.url),
  );
  return { list };
}

export function meta() {
  return [{ title: 'Collaborateurs — Sarment' }];
}

export default function CollaboratorsRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ list: listTexts, team: teamTexts });
  const { t } = useTranslation();
  const label = useAccessLabel();
  const user = useSessionUser();
  const shop = useSessionShop();
  const definition = useMemo(() => collaboratorListDefinition(t, label), [t, label]);
  return (
    <ListPage
      definition={definition}
      data={loaderData.list}
      title={t('team.list.title')}
      actions={
        <>
          <Button component={RouterLink} to="/dashboard/collaborators/structure" size="small">
            {t('team.list.structure')}
          </Button>
          {hasPermission(user, shop, 'createCollaborator') ? (
            <Button
              component={RouterLink}
              to="/dashboard/collaborators/add"
              variant="contained"
              size="small"
              data-testid="collaborator-create"
            >
              {t('team.list.create')}
            </Button>
          ) : null}
        </>
      }
    />
  );
}
