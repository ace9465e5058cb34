// spec §2 /dashboard/collaborators/{id} (accessCollaborator; createCollaborator writes): a collaborator's identity,
// manager and rights, their status with 'Renvoyer l’invitation' while invited, 'Retirer de l’équipe' after a
// confirmation, and the history of what was done to them (GET /v1/collaborators/{id}/history).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { hasPermission, isPermission } from '@sarment/domain/access';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link as RouterLink, useNavigate, useRevalidator } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet, apiRequest, browserApi } from '../../lib/api.ts';
import { useSessionShop, useSessionUser } from '../auth/session.ts';
import { DetailPage } from '../kit/detail-page.tsx';
import * as formTexts from '../kit/form-i18n.ts';
import { HistoryTimeline, type HistoryVocabulary } from '../kit/history-timeline.tsx';
import { formatDateTime } from '../kit/list-formats.ts';
import { useAccessLabel } from '../layout/use-access-label.ts';
import { usePopup } from '../popup/popup-provider.tsx';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/collaborator-detail-route';
import { draftOf, fieldsOf, rightsEditing, rightsEditorOf } from './collaborator-draft.ts';
import { CollaboratorForm } from './collaborator-form.tsx';
import { CollaboratorStatusChip } from './collaborator-status.tsx';
import { managerChoices } from './org-tree.ts';
import { loadStructure, orgPeople } from './team-data.ts';
import * as teamTexts from './team-i18n.ts';
import type { Collaborator } from './team-types.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = encodeURIComponent(params.id);
  const [answer, structure] = await Promise.all([
    apiGet<Collaborator & { message?: string }>(context.api, `/v1/collaborators/${id}`),
    loadStructure(context.api),
  ]);
  if (!answer.ok) throw data(answer.data?.message ?? 'Collaborateur introuvable', { status: answer.status });
  return { collaborator: answer.data, structure };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${loaded?.collaborator.name ?? 'Collaborateur'} — Sarment` }];
}

type TabId = 'info' | 'history';

/** How the history names the collaborator's fields and writes their values (rights by their labels). */
export function collaboratorHistoryVocabulary(
  t: TFunction,
  label: (key: string) => string,
): HistoryVocabulary {
  return {
    fieldLabel: (field) => t(`team.detail.history.fields.${field}`, { defaultValue: field }),
    valueText: (field, value) => {
      if (field === 'permissions' && Array.isArray(value)) {
        return value.length
          ? value
              .map((p) => (typeof p === 'string' && isPermission(p) ? label(`permission.${p}`) : String(p)))
              .join(', ')
          : t('form.history.none');
      }
      if (field === 'invitedAt' && typeof value === 'string') return formatDateTime(value);
      if (field === 'manager' && value === null) return t('team.owner');
      return null;
    },
  };
}

export default function CollaboratorDetailRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ form: formTexts, team: teamTexts });
  const { t } = useTranslation();
  const label = useAccessLabel();
  const user = useSessionUser();
  const shop = useSessionShop();
  const popup = usePopup();
  const snackbars = useSnackbar();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [tab, setTab] = useState<TabId>('info');
  const [refusal, setRefusal] = useState<string | null>(null);
  const { collaborator, structure } = loaderData;
  const path = `/v1/collaborators/${encodeURIComponent(collaborator.id)}`;
  const canWrite = hasPermission(user, shop, 'createCollaborator');
  const own = user?.id === collaborator.id;
  const rights = useMemo(() => {
    const editing = rightsEditing(rightsEditorOf(user, shop), collaborator);
    return { ...editing, own };
  }, [user, shop, collaborator, own]);
  const vocabulary = useMemo(() => collaboratorHistoryVocabulary(t, label), [t, label]);

  const resend = async () => {
    const answer = await apiRequest<Collaborator & { message?: string }>(
      browserApi,
      'POST',
      `${path}/invite`,
    );
    if (!answer.ok) return setRefusal(answer.data?.message ?? 'Une erreur est survenue');
    snackbars.show(t('team.form.invited', { email: collaborator.email }), 'success');
    revalidator.revalidate();
  };

  const remove = async () => {
    const confirmed = await popup.open({
      title: t('team.detail.remove'),
      text: t('team.detail.removeConfirm', { name: collaborator.name }),
      confirmLabel: t('team.detail.remove'),
      small: true,
    });
    if (!confirmed) return;
    const answer = await apiRequest<{ message?: string }>(browserApi, 'DELETE', path);
    if (!answer.ok) return setRefusal(answer.data?.message ?? 'Une erreur est survenue');
    snackbars.show(t('team.detail.removed', { name: collaborator.name }), 'success');
    navigate('/dashboard/collaborators');
  };

  const subtitle = [
    collaborator.jobTitle,
    collaborator.status === 'invited' && collaborator.invitedAt
      ? t('team.detail.invitedAt', { date: formatDateTime(collaborator.invitedAt) })
      : collaborator.lastLoginAt
        ? t('team.detail.lastLoginAt', { date: formatDateTime(collaborator.lastLoginAt) })
        : t('team.detail.neverLoggedIn'),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <DetailPage<TabId>
      title={collaborator.name}
      subtitle={subtitle}
      badge={<CollaboratorStatusChip status={collaborator.status} />}
      actions={
        <>
          <Button component={RouterLink} to="/dashboard/collaborators" size="small">
            {t('team.form.back')}
          </Button>
          {canWrite && collaborator.status === 'invited' ? (
            <Button variant="outlined" size="small" onClick={resend} data-testid="collaborator-resend">
              {t('team.detail.resend')}
            </Button>
          ) : null}
          {canWrite && !own ? (
            <Button
              color="error"
              variant="outlined"
              size="small"
              onClick={remove}
              data-testid="collaborator-remove"
            >
              {t('team.detail.remove')}
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
        <CollaboratorForm
          key={JSON.stringify(fieldsOf(draftOf(collaborator)))}
          initial={draftOf(collaborator)}
          emailReadOnly
          managers={managerChoices(orgPeople(structure), collaborator.id)}
          ownerName={structure.owner?.name ?? t('team.owner')}
          rights={rights}
          submitLabel={t('team.form.save')}
          // nobody edits their own membership, not even its job title (the API refuses the whole PUT)
          disabled={!canWrite || own}
          onSubmit={async (fields) => {
            // the GET shape sent back, the e-mail unchanged (the API refuses a change)
            const answer = await apiRequest<Collaborator>(browserApi, 'PUT', path, {
              ...collaborator,
              ...fields,
              email: collaborator.email,
              manager: fields.manager,
            });
            if (answer.ok) {
              snackbars.show(t('team.form.saved'), 'success');
              revalidator.revalidate();
            }
            return answer;
          }}
        />
      ) : (
        <HistoryTimeline
          entity="collaborator"
          entityId={collaborator.id}
          source={`${path}/history`}
          vocabulary={vocabulary}
        />
      )}
    </DetailPage>
  );
}
