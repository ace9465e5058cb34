// spec §2 /dashboard/collaborators/{id} (accessCollaborator; createCollaborator writes): a collaborator's identity,
// manager and rights, their status with 'Renvoyer l’invitation' while invited, 'Retirer de l’équipe' after a
// confirmation, and the history of what was done to them (GET /v1/collaborators/{id}/history).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { hasPermission, isPermission } from '@sarment/domain/access';
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
import { formatDateTime } from '../kit/list-formats.ts';
import { useAccessLabel } from '../layout/use-access-label.ts';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/collaborator-detail-route';
import { draftOf, fieldsOf, rightsEditing, rightsEditorOf } from './collaborator-draft.ts';
import { CollaboratorForm } from './collaborator-form.tsx';
import { useMemberActions } from './member-actions.ts';
import { MemberStatusChip } from './member-status.tsx';
import { presenceText } from './member-texts.ts';
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
  const snackbars = useSnackbar();
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

  const { resend, remove } = useMemberActions({
    path,
    email: collaborator.email,
    listPath: '/dashboard/collaborators',
    texts: {
      remove: t('team.detail.remove'),
      removeConfirm: t('team.detail.removeConfirm', { name: collaborator.name }),
      removed: t('team.detail.removed', { name: collaborator.name }),
    },
    onRefusal: setRefusal,
  });

  const subtitle = [collaborator.jobTitle, presenceText(t, collaborator)].filter(Boolean).join(' · ');

  return (
    <DetailPage<TabId>
      title={collaborator.name}
      subtitle={subtitle}
      badge={<MemberStatusChip status={collaborator.status} />}
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
