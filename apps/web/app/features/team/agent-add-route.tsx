// spec §2 /dashboard/agents/add (createAgent): an agent by their e-mail — an agent account already on Sarment is
// added to the shop as it is (and told by e-mail), a new one is invited to choose its password; then the agent's
// page, with a snackbar.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiRequest, browserApi } from '../../lib/api.ts';
import * as formTexts from '../kit/form-i18n.ts';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import { emptyAgentDraft } from './agent-draft.ts';
import { AgentForm } from './agent-form.tsx';
import * as teamTexts from './team-i18n.ts';
import type { Agent } from './team-types.ts';

export function meta() {
  return [{ title: 'Nouvel agent — Sarment' }];
}

export default function AgentAddRoute() {
  useTexts({ form: formTexts, team: teamTexts });
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbars = useSnackbar();
  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
      <Button component={RouterLink} to="/dashboard/agents" size="small" sx={{ mb: 1 }}>
        {t('team.agents.form.back')}
      </Button>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {t('team.agents.form.newTitle')}
      </Typography>
      <AgentForm
        initial={emptyAgentDraft}
        submitLabel={t('team.agents.form.create')}
        onSubmit={async (fields) => {
          const answer = await apiRequest<Agent>(browserApi, 'POST', '/v1/agents', fields);
          if (answer.ok) {
            const agent = answer.data;
            // a new account is invited; an agent already on Sarment is told they represent the shop
            snackbars.show(
              agent.status === 'invited'
                ? t('team.form.invited', { email: agent.email })
                : t('team.agents.form.added', { name: agent.name }),
              'success',
            );
            // after the guard is released by the form
            setTimeout(() => navigate(`/dashboard/agents/${encodeURIComponent(agent.id)}`), 0);
          }
          return answer;
        }}
      />
    </Box>
  );
}
