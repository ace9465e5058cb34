// spec §2 /dashboard/clients/prospection (seeAllClient; an agent sees their own clients): the shop's prospects
// by stage and last contact, with their next action, in the list kit (issue 17). Each row offers its follow-up
// and 'Convertir en client' in one action (POST /v1/clients/{id}/convert: the history stays on the client).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { prospectAnswer } from '@sarment/api';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useRevalidator } from 'react-router';
import type { z } from 'zod';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet, browserApi } from '../../lib/api.ts';
import type { ListDefinition } from '../kit/list-definition.ts';
import { formatDateTime } from '../kit/list-formats.ts';
import * as listTexts from '../kit/list-i18n.ts';
import { ListPage } from '../kit/list-page.tsx';
import type { ListStateRules } from '../kit/list-state.ts';
import { loadList } from '../kit/load-list.ts';
import { usePopup } from '../popup/popup-provider.tsx';
import type { Route } from './+types/prospection-route';
import type { Stage } from './opportunities-data.ts';
import * as pipelineTexts from './pipeline-i18n.ts';
import { FollowUpDialog } from './prospection-follow-up-dialog.tsx';

export type Prospect = z.output<typeof prospectAnswer>;

export const prospectionRules: ListStateRules = {
  filterKeys: ['stage', 'contact'],
  sortFields: ['name', 'lastContactAt', 'createdAt', 'nextActionOn'],
  defaultSort: { field: 'lastContactAt', direction: 'asc' },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const shopId = url.searchParams.get('shopId');
  const [list, stages] = await Promise.all([
    loadList<Prospect>(context.api, '/v1/prospects', prospectionRules, url),
    apiGet<Stage[]>(
      context.api,
      `/v1/opportunities/stages${shopId ? `?${new URLSearchParams({ shopId })}` : ''}`,
    ),
  ]);
  return { list, stages: stages.ok ? stages.data : [] };
}

export function meta() {
  return [{ title: 'Prospection — Sarment' }];
}

const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'UTC' });
const formatDay = (iso: string | null) => (iso ? day.format(new Date(`${iso}T00:00:00Z`)) : '');

function nextActionText(prospect: Prospect, t: TFunction) {
  if (!prospect.nextAction) return t('pipeline.prospection.noNextAction');
  const due = prospect.nextAction.dueOn ? ` — ${formatDay(prospect.nextAction.dueOn)}` : '';
  return `${prospect.nextAction.label}${due}`;
}

interface RowActions {
  convert: (prospect: Prospect) => void;
  followUp: (prospect: Prospect) => void;
}

function ProspectActions({ prospect, actions }: { prospect: Prospect; actions: RowActions }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" onClick={() => actions.followUp(prospect)} data-testid="prospect-follow-up">
        {t('pipeline.prospection.followUp')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        onClick={() => actions.convert(prospect)}
        data-testid="prospect-convert"
      >
        {t('pipeline.prospection.convert')}
      </Button>
    </Box>
  );
}

const nameLink = (prospect: Prospect) => (
  <Link component={RouterLink} to={`/dashboard/clients/${encodeURIComponent(prospect.id)}`}>
    {prospect.name}
  </Link>
);

function definitionOf(t: TFunction, stages: Stage[], actions: RowActions): ListDefinition<Prospect> {
  return {
    id: 'prospection',
    resource: '/v1/prospects',
    rules: prospectionRules,
    exportFormats: ['csv', 'xlsx'],
    filters: [
      {
        key: 'stage',
        label: t('pipeline.prospection.stage'),
        options: stages.map((s) => ({ value: s.id, label: s.name })),
      },
      {
        key: 'contact',
        label: t('pipeline.prospection.contactFilter'),
        options: [
          { value: 'never', label: t('pipeline.prospection.contactNever') },
          { value: 'over30days', label: t('pipeline.prospection.contactOver30') },
        ],
      },
    ],
    columns: [
      {
        field: 'name',
        headerName: t('pipeline.prospection.name'),
        flex: 1.2,
        minWidth: 180,
        renderCell: ({ row }) => nameLink(row),
      },
      {
        field: 'stage',
        headerName: t('pipeline.prospection.stage'),
        sortable: false,
        width: 150,
        valueGetter: (_v, row) => row.stage.name,
      },
      {
        field: 'lastContactAt',
        headerName: t('pipeline.prospection.lastContact'),
        width: 160,
        valueGetter: (_v, row) =>
          row.lastContactAt ? formatDateTime(row.lastContactAt) : t('pipeline.prospection.never'),
      },
      {
        field: 'nextActionOn',
        headerName: t('pipeline.prospection.nextAction'),
        flex: 1,
        minWidth: 200,
        valueGetter: (_v, row) => nextActionText(row, t),
      },
      {
        field: 'city',
        headerName: t('pipeline.prospection.city'),
        sortable: false,
        width: 130,
        hiddenByDefault: true,
      },
      {
        field: 'agent',
        headerName: t('pipeline.prospection.agent'),
        sortable: false,
        width: 150,
        hiddenByDefault: true,
        valueGetter: (_v, row) => row.agent?.name ?? '',
      },
      {
        field: 'actions',
        headerName: '',
        sortable: false,
        width: 260,
        renderCell: ({ row }) => <ProspectActions prospect={row} actions={actions} />,
      },
    ],
    card: (prospect) => (
      <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="prospect-card" data-name={prospect.name}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
            {nameLink(prospect)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {prospect.stage.name}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('pipeline.prospection.lastContact')} :{' '}
          {prospect.lastContactAt ? formatDateTime(prospect.lastContactAt) : t('pipeline.prospection.never')}
        </Typography>
        <Typography variant="body2">{nextActionText(prospect, t)}</Typography>
        <ProspectActions prospect={prospect} actions={actions} />
      </Box>
    ),
  };
}

export default function ProspectionRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ list: listTexts, pipeline: pipelineTexts });
  const { t } = useTranslation();
  const popup = usePopup();
  const revalidator = useRevalidator();
  const [following, setFollowing] = useState<Prospect | null>(null);
  const definition = useMemo(
    () =>
      definitionOf(t, loaderData.stages, {
        followUp: setFollowing,
        convert: async (prospect) => {
          const confirmed = await popup.open({
            title: t('pipeline.prospection.convert'),
            text: t('pipeline.prospection.convertAsk', { name: prospect.name }),
            confirmLabel: t('pipeline.prospection.convertOne'),
          });
          if (!confirmed) return;
          // the API's message ('Le prospect est devenu client.') shows through the global handling
          await browserApi.request('POST', `/v1/clients/${encodeURIComponent(prospect.id)}/convert`);
          await revalidator.revalidate();
        },
      }),
    [t, loaderData.stages, popup, revalidator],
  );
  return (
    <>
      <ListPage
        definition={definition}
        data={loaderData.list}
        title={t('pipeline.prospection.title')}
        actions={
          <Button component={RouterLink} to="/dashboard/clients/add?pipe=Prospect" variant="contained">
            {t('pipeline.prospection.create')}
          </Button>
        }
      />
      {following ? (
        <FollowUpDialog
          prospect={following}
          stages={loaderData.stages}
          onClose={() => setFollowing(null)}
          onSaved={() => {
            setFollowing(null);
            revalidator.revalidate();
          }}
        />
      ) : null}
    </>
  );
}
