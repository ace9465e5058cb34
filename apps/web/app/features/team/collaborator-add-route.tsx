// spec §2 /dashboard/collaborators/add (createCollaborator): a new collaborator, invited by e-mail to choose a
// password; then their page, with a snackbar naming the address the invitation went to.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiRequest, browserApi } from '../../lib/api.ts';
import { useSessionShop, useSessionUser } from '../auth/session.ts';
import * as formTexts from '../kit/form-i18n.ts';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/collaborator-add-route';
import { emptyDraft, rightsEditing, rightsEditorOf } from './collaborator-draft.ts';
import { CollaboratorForm } from './collaborator-form.tsx';
import { managerChoices } from './org-tree.ts';
import { loadStructure, orgPeople } from './team-data.ts';
import * as teamTexts from './team-i18n.ts';
import type { Collaborator } from './team-types.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return { structure: await loadStructure(context.api) };
}

export function meta() {
  return [{ title: 'Nouveau collaborateur — Sarment' }];
}

export default function CollaboratorAddRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ form: formTexts, team: teamTexts });
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbars = useSnackbar();
  const user = useSessionUser();
  const shop = useSessionShop();
  const rights = useMemo(() => rightsEditing(rightsEditorOf(user, shop), null), [user, shop]);
  const { structure } = loaderData;
  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
      <Button component={RouterLink} to="/dashboard/collaborators" size="small" sx={{ mb: 1 }}>
        {t('team.form.back')}
      </Button>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {t('team.form.newTitle')}
      </Typography>
      <CollaboratorForm
        initial={emptyDraft}
        managers={managerChoices(orgPeople(structure), null)}
        ownerName={structure.owner?.name ?? t('team.owner')}
        rights={rights}
        submitLabel={t('team.form.create')}
        onSubmit={async (fields) => {
          const answer = await apiRequest<Collaborator>(browserApi, 'POST', '/v1/collaborators', fields);
          if (answer.ok) {
            snackbars.show(t('team.form.invited', { email: answer.data.email }), 'success');
            // after the guard is released by the form
            setTimeout(() => navigate(`/dashboard/collaborators/${encodeURIComponent(answer.data.id)}`), 0);
          }
          return answer;
        }}
      />
    </Box>
  );
}
