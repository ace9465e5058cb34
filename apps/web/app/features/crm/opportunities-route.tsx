// spec §2 /dashboard/clients/opportunities (owner, iam): the board of the shop's opportunities by stage (issue
// 17). The loader reads the board (filtered by owner from the URL), the stages and the possible owners; moves
// show at once and are then saved (POST /move), the board reloading from the API's answer either way.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet, browserApi } from '../../lib/api.ts';
import { usePopup } from '../popup/popup-provider.tsx';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/opportunities-route';
import { OpportunitiesBoard } from './opportunities-board.tsx';
import {
  type BoardColumn,
  boardPath,
  draftOf,
  moveOnBoard,
  type Opportunity,
  type OwnerChoice,
  removeFromBoard,
  type Stage,
} from './opportunities-data.ts';
import { OpportunityDialog } from './opportunities-dialog.tsx';
import * as pipelineTexts from './pipeline-i18n.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = new URL(request.url).searchParams.get('owner');
  const [board, owners] = await Promise.all([
    apiGet<BoardColumn[]>(context.api, boardPath(owner)),
    apiGet<OwnerChoice[]>(context.api, '/v1/opportunities/owners'),
  ]);
  return {
    board: board.ok ? board.data : null,
    owners: owners.ok ? owners.data : [],
    refusal: board.ok ? null : ((board.data as { message?: string } | null)?.message ?? ''),
  };
}

export function meta() {
  return [{ title: 'Opportunités — Sarment' }];
}

type Editing = { opportunity: Opportunity | null } | null;

export default function OpportunitiesRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ pipeline: pipelineTexts });
  const { t } = useTranslation();
  const snackbars = useSnackbar();
  const popup = usePopup();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [params, setParams] = useSearchParams();
  const [board, setBoard] = useState(loaderData.board);
  const [editing, setEditing] = useState<Editing>(null);
  const [losing, setLosing] = useState<Opportunity | null>(null);
  useEffect(() => setBoard(loaderData.board), [loaderData.board]);

  if (!board) {
    return (
      <Box sx={{ p: { xs: 2, md: 4 } }}>
        <Alert severity="warning">{loaderData.refusal || t('pipeline.board.refused')}</Alert>
      </Box>
    );
  }
  const stages: Stage[] = board.map(({ id, name }) => ({ id, name }));

  async function move(opportunity: Opportunity, stageId: string, position: number) {
    setBoard((current) => current && moveOnBoard(current, opportunity.id, stageId, position));
    const answer = await browserApi.request<Opportunity>('POST', `/v1/opportunities/${opportunity.id}/move`, {
      stage: { id: stageId },
      position,
    });
    if (answer.ok) {
      snackbars.show(
        t('pipeline.board.moved', { name: opportunity.name, stage: answer.data.stage.name }),
        'success',
      );
    }
    revalidator.revalidate();
  }

  async function close(opportunity: Opportunity, outcome: 'win' | 'lose', reason = '') {
    const answer = await browserApi.request<Opportunity>(
      'POST',
      `/v1/opportunities/${opportunity.id}/${outcome}`,
      outcome === 'lose' ? { reason } : undefined,
    );
    if (answer.ok) {
      setBoard((current) => current && removeFromBoard(current, opportunity.id));
      snackbars.show(
        t(outcome === 'win' ? 'pipeline.board.won' : 'pipeline.board.lost', { name: opportunity.name }),
        'success',
      );
    }
    revalidator.revalidate();
    // a won opportunity becomes a quote draft in the sales editor (its client and amount, the link kept)
    if (answer.ok && outcome === 'win') {
      const create = await popup.open({
        title: t('pipeline.board.won', { name: opportunity.name }),
        text: t('pipeline.board.createQuoteText'),
        confirmLabel: t('pipeline.board.createQuote'),
        cancelLabel: t('pipeline.board.later'),
        small: true,
      });
      if (create) {
        navigate(`/dashboard/orders/add?subType=quote&opportunity=${encodeURIComponent(opportunity.id)}`);
      }
    }
  }

  const owner = params.get('owner') ?? '';
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 200 }}>
          {t('pipeline.board.title')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('pipeline.board.ownerFilter')}
          value={owner}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            if (event.target.value) next.set('owner', event.target.value);
            else next.delete('owner');
            setParams(next);
          }}
          sx={{ minWidth: 220 }}
          slotProps={{ htmlInput: { 'data-testid': 'owner-filter' } }}
        >
          <MenuItem value="">{t('pipeline.board.allOwners')}</MenuItem>
          {loaderData.owners.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          onClick={() => setEditing({ opportunity: null })}
          data-testid="opportunity-create"
        >
          {t('pipeline.board.create')}
        </Button>
      </Box>
      <Typography color="text.secondary">{t('pipeline.board.intro')}</Typography>
      <OpportunitiesBoard
        board={board}
        onMove={move}
        onEdit={(opportunity) => setEditing({ opportunity })}
        onWin={(opportunity) => close(opportunity, 'win')}
        onLose={setLosing}
      />
      {editing ? (
        <OpportunityDialog
          opportunity={editing.opportunity}
          draft={
            editing.opportunity
              ? draftOf(editing.opportunity)
              : {
                  name: '',
                  client: { id: '' },
                  amount: 0,
                  probability: 20,
                  expectedDate: null,
                  stage: { id: stages[0]?.id ?? '' },
                  owner: null,
                  notes: '',
                }
          }
          clientName={editing.opportunity?.client.name ?? ''}
          stages={stages}
          owners={loaderData.owners}
          onClose={() => setEditing(null)}
          onSaved={() => {
            snackbars.show(
              t(editing.opportunity ? 'pipeline.dialog.saved' : 'pipeline.dialog.created'),
              'success',
            );
            setEditing(null);
            revalidator.revalidate();
          }}
        />
      ) : null}
      {losing ? (
        <LoseDialog
          opportunity={losing}
          onClose={() => setLosing(null)}
          onLose={(reason) => {
            setLosing(null);
            close(losing, 'lose', reason);
          }}
        />
      ) : null}
    </Box>
  );
}

function LoseDialog(props: {
  opportunity: Opportunity;
  onClose: () => void;
  onLose: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('pipeline.board.loseTitle')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{props.opportunity.name}</Typography>
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={t('pipeline.board.loseReason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('pipeline.dialog.cancel')}</Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => props.onLose(reason)}
          data-testid="lose-confirm"
        >
          {t('pipeline.board.lose')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
