// spec §2 /dashboard/crm/lists/{id} (owner, iam; campaigns integration): a marketing list's members in the list
// kit (search, consent filter, export, remove), a search to add a client, and the list's name and description;
// createList writes.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { hasPermission } from '@sarment/domain/access';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link as RouterLink, useNavigate, useRevalidator } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { type ApiClient, apiGet, apiRequest, browserApi } from '../../lib/api.ts';
import { useSessionShop, useSessionUser } from '../auth/session.ts';
import { DetailPage } from '../kit/detail-page.tsx';
import * as formTexts from '../kit/form-i18n.ts';
import type { BulkAction } from '../kit/list-definition.ts';
import * as listTexts from '../kit/list-i18n.ts';
import { ListPage } from '../kit/list-page.tsx';
import { loadList } from '../kit/load-list.ts';
import { usePopup } from '../popup/popup-provider.tsx';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/list-detail-route';
import { AddMember } from './add-member.tsx';
import { listCounts, memberListDefinition, memberListRules } from './list-definitions.tsx';
import { ListForm } from './list-form.tsx';
import * as marketingTexts from './marketing-i18n.ts';
import type { MarketingList, MarketingListMember } from './marketing-types.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = encodeURIComponent(params.id);
  const answer = await apiGet<MarketingList & { message?: string }>(context.api, `/v1/lists/${id}`);
  if (!answer.ok) throw data(answer.data?.message ?? 'Liste introuvable', { status: answer.status });
  const members = await loadList<MarketingListMember>(
    context.api,
    `/v1/lists/${id}/members`,
    memberListRules,
    new URL(request.url),
  );
  return { list: answer.data, members };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${loaded?.list.name ?? 'Liste marketing'} — Sarment` }];
}

type TabId = 'members' | 'details';

/** Removes the selected members one by one, telling the list how many are done; stops at the first refusal. */
export function removeMembersAction(
  t: (key: string, options?: Record<string, unknown>) => string,
  listId: string,
  deps: { api: ApiClient; confirm: (count: number) => Promise<boolean>; done: (count: number) => void },
): BulkAction<MarketingListMember> {
  return {
    id: 'remove',
    label: t('marketing.members.remove'),
    async run(rows, onProgress) {
      if (!(await deps.confirm(rows.length))) return null;
      let removed = 0;
      for (const row of rows) {
        const answer = await apiRequest<{ message?: string }>(
          deps.api,
          'DELETE',
          `/v1/lists/${encodeURIComponent(listId)}/members/${encodeURIComponent(row.client.id)}`,
        );
        if (!answer.ok) return answer.data?.message ?? 'Une erreur est survenue';
        removed += 1;
        onProgress?.(removed);
      }
      deps.done(removed);
      return null;
    },
  };
}

export default function MarketingListDetailRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ form: formTexts, list: listTexts, marketing: marketingTexts });
  const { t } = useTranslation();
  const user = useSessionUser();
  const shop = useSessionShop();
  const popup = usePopup();
  const snackbars = useSnackbar();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [tab, setTab] = useState<TabId>('members');
  const [refusal, setRefusal] = useState<string | null>(null);
  const { list } = loaderData;
  const canWrite = hasPermission(user, shop, 'createList');

  const definition = useMemo(
    () =>
      memberListDefinition(
        t,
        list.id,
        canWrite
          ? [
              removeMembersAction(t, list.id, {
                api: browserApi,
                confirm: async (count) =>
                  Boolean(
                    await popup.open({
                      title: t('marketing.members.remove'),
                      text: t('marketing.members.removeConfirm', { count }),
                      confirmLabel: t('marketing.members.remove'),
                      small: true,
                    }),
                  ),
                done: (count) => {
                  snackbars.show(t('marketing.members.removed', { count }), 'success');
                  revalidator.revalidate();
                },
              }),
            ]
          : [],
      ),
    [t, list.id, canWrite, popup, snackbars, revalidator],
  );

  const remove = async () => {
    const confirmed = await popup.open({
      title: t('marketing.form.delete'),
      text: t('marketing.form.deleteConfirm', { name: list.name }),
      confirmLabel: t('marketing.form.delete'),
      small: true,
    });
    if (!confirmed) return;
    const answer = await apiRequest<{ message?: string }>(
      browserApi,
      'DELETE',
      `/v1/lists/${encodeURIComponent(list.id)}`,
    );
    if (!answer.ok) return setRefusal(answer.data?.message ?? 'Une erreur est survenue');
    snackbars.show(t('marketing.form.deleted'), 'success');
    navigate('/dashboard/crm/lists');
  };

  return (
    <DetailPage<TabId>
      title={list.name}
      subtitle={listCounts(t, list)}
      actions={
        <>
          <Button component={RouterLink} to="/dashboard/crm/lists" size="small">
            {t('marketing.form.back')}
          </Button>
          {canWrite ? (
            <Button
              color="error"
              variant="outlined"
              size="small"
              onClick={remove}
              data-testid="marketing-list-delete"
            >
              {t('marketing.form.delete')}
            </Button>
          ) : null}
        </>
      }
      tabs={[
        { id: 'members', label: t('marketing.members.title') },
        { id: 'details', label: t('marketing.form.description') },
      ]}
      tab={tab}
      onTab={setTab}
    >
      {refusal ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      ) : null}
      {tab === 'members' ? (
        <>
          {canWrite ? (
            <AddMember
              listId={list.id}
              onAdded={(added) => {
                snackbars.show(t(added ? 'marketing.members.added' : 'marketing.members.already'), 'success');
                revalidator.revalidate();
              }}
              onRefused={setRefusal}
            />
          ) : null}
          <ListPage
            definition={definition}
            data={loaderData.members}
            title={t('marketing.members.title')}
            embedded
          />
        </>
      ) : (
        <ListForm
          key={list.updatedAt}
          initial={{ name: list.name, description: list.description ?? '' }}
          submitLabel={t('marketing.form.save')}
          disabled={!canWrite}
          onSubmit={async (fields) => {
            const answer = await apiRequest<MarketingList>(
              browserApi,
              'PUT',
              `/v1/lists/${encodeURIComponent(list.id)}`,
              fields,
            );
            if (answer.ok) {
              snackbars.show(t('marketing.form.saved'), 'success');
              revalidator.revalidate();
            }
            return answer;
          }}
        />
      )}
    </DetailPage>
  );
}
