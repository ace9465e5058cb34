// spec §2 /dashboard/agents/{id} (accessAgent; createAgent writes): an agent's identity (their own account's, read
// only), the territory and commission rate the shop gives them, the clients they follow (a link to the clients'
// list filtered on them), 'Renvoyer l’invitation' while invited, 'Retirer' after a confirmation (their clients
// keep no agent) and the history of what was done (GET /v1/agents/{id}/history).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { hasPermission } from '@sarment/domain/access';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link as RouterLink, useRevalidator } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet, apiRequest, browserApi } from '../../lib/api.ts';
import { useSessionShop, useSessionUser } from '../auth/session.ts';
import { DetailPage } from '../kit/detail-page.tsx';
import * as formTexts from '../kit/form-i18n.ts';
import { HistoryTimeline, type HistoryVocabulary } from '../kit/history-timeline.tsx';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/agent-detail-route';
import { agentDraftOf, agentFieldsOf, formatCommission } from './agent-draft.ts';
import { AgentForm } from './agent-form.tsx';
import { FormSection } from './form-section.tsx';
import { useMemberActions } from './member-actions.ts';
import { MemberStatusChip } from './member-status.tsx';
import { presenceText } from './member-texts.ts';
import * as teamTexts from './team-i18n.ts';
import type { Agent } from './team-types.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const answer = await apiGet<Agent & { message?: string }>(
    context.api,
    `/v1/agents/${encodeURIComponent(params.id)}`,
  );
  if (!answer.ok) throw data(answer.data?.message ?? 'Agent introuvable', { status: answer.status });
  return { agent: answer.data };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${loaded?.agent.name ?? 'Agent'} — Sarment` }];
}

type TabId = 'info' | 'history';

/** How the history names the agent's fields and writes the rate ('7,5 % → 10 %'). */
export function agentHistoryVocabulary(t: TFunction): HistoryVocabulary {
  return {
    fieldLabel: (field) => t(`team.agents.detail.history.fields.${field}`, { defaultValue: field }),
    valueText: (field, value) =>
      field === 'commissionRate' && typeof value === 'number' ? formatCommission(value) : null,
  };
}

/** The clients' list filtered on the agent (its `agent` filter, crm/client-list.tsx). */
export const agentClientsLink = (agent: Pick<Agent, 'id'>) =>
  `/dashboard/clients?agent=${encodeURIComponent(agent.id)}`;

export default function AgentDetailRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ form: formTexts, team: teamTexts });
  const { t } = useTranslation();
  const user = useSessionUser();
  const shop = useSessionShop();
  const snackbars = useSnackbar();
  const revalidator = useRevalidator();
  const [tab, setTab] = useState<TabId>('info');
  const [refusal, setRefusal] = useState<string | null>(null);
  const { agent } = loaderData;
  const path = `/v1/agents/${encodeURIComponent(agent.id)}`;
  const canWrite = hasPermission(user, shop, 'createAgent');
  const vocabulary = useMemo(() => agentHistoryVocabulary(t), [t]);
  const { resend, remove } = useMemberActions({
    path,
    email: agent.email,
    listPath: '/dashboard/agents',
    texts: {
      remove: t('team.agents.detail.remove'),
      removeTitle: t('team.agents.detail.removeTitle'),
      removeConfirm: t('team.agents.detail.removeConfirm', { name: agent.name }),
      removed: t('team.agents.detail.removed', { name: agent.name }),
    },
    onRefusal: setRefusal,
  });

  const subtitle = [agent.territory, presenceText(t, agent)].filter(Boolean).join(' · ');
  const clients = (
    <FormSection title={t('team.agents.list.columns.clientCount')}>
      <Typography variant="body2" data-testid="agent-clients">
        {t('team.agents.detail.clients', { count: agent.clientCount })}
        {agent.clientCount > 0 ? (
          <>
            {' · '}
            <Link component={RouterLink} to={agentClientsLink(agent)} data-testid="agent-clients-link">
              {t('team.agents.detail.clientsLink')}
            </Link>
          </>
        ) : null}
      </Typography>
    </FormSection>
  );

  return (
    <DetailPage<TabId>
      title={agent.name}
      subtitle={subtitle}
      badge={<MemberStatusChip status={agent.status} />}
      actions={
        <>
          <Button component={RouterLink} to="/dashboard/agents" size="small">
            {t('team.agents.form.back')}
          </Button>
          {canWrite && agent.status === 'invited' ? (
            <Button variant="outlined" size="small" onClick={resend} data-testid="agent-resend">
              {t('team.detail.resend')}
            </Button>
          ) : null}
          {canWrite ? (
            <Button color="error" variant="outlined" size="small" onClick={remove} data-testid="agent-remove">
              {t('team.agents.detail.remove')}
            </Button>
          ) : null}
        </>
      }
      tabs={[
        { id: 'info', label: t('team.detail.tabs.info') },
        { id: 'history', label: t('team.detail.tabs.history') },
      ]}
      tab={tab}
      onTab={setTab}
    >
      {refusal ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      ) : null}
      {tab === 'info' ? (
        <AgentForm
          key={JSON.stringify(agentFieldsOf(agentDraftOf(agent)))}
          initial={agentDraftOf(agent)}
          identityReadOnly
          disabled={!canWrite}
          aside={clients}
          submitLabel={t('team.agents.form.save')}
          onSubmit={async (fields) => {
            // the GET shape sent back, only the shop's terms changed (the API refuses a change of identity)
            const answer = await apiRequest<Agent>(browserApi, 'PUT', path, {
              ...agent,
              territory: fields.territory,
              commissionRate: fields.commissionRate,
            });
            if (answer.ok) {
              snackbars.show(t('team.agents.form.saved'), 'success');
              revalidator.revalidate();
            }
            return answer;
          }}
        />
      ) : (
        <HistoryTimeline
          entity="agent"
          entityId={agent.id}
          source={`${path}/history`}
          vocabulary={vocabulary}
        />
      )}
    </DetailPage>
  );
}
