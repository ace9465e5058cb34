// The CRD capsules tab of the DRM page (spec §3 CRD item: name, colour, type, isCRD): each item's stock and its
// month (opening, received, used on bottling, lost, counted, closing); add or edit an item, record a movement.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest, browserApi } from '../../lib/api.ts';
import { serverFieldErrors } from '../kit/form-errors.ts';
import type { CrdMonthLine } from './drm-types.ts';

type Editing = { kind: 'item'; line: CrdMonthLine | null } | { kind: 'move'; line: CrdMonthLine };

function CrdItemDialog(props: { line: CrdMonthLine | null; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({
    name: props.line?.name ?? '',
    color: props.line?.color ?? '',
    type: props.line?.type ?? '',
    isCrd: props.line?.isCrd ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const field = (key: 'name' | 'color' | 'type') => (
    <TextField
      size="small"
      label={t(`drm.crd.${key}`)}
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      error={!!errors[key]}
      helperText={errors[key]}
      slotProps={{ htmlInput: { 'data-testid': `crd-${key}` } }}
    />
  );
  async function save() {
    const path = props.line ? `/v1/crd-items/${encodeURIComponent(props.line.id)}` : '/v1/crd-items';
    const answer = await apiRequest<{ message?: string }>(
      browserApi,
      props.line ? 'PUT' : 'POST',
      path,
      draft,
    );
    if (!answer.ok) {
      setErrors(serverFieldErrors(answer.status, answer.data));
      return setMessage(answer.data?.message ?? 'Une erreur est survenue');
    }
    props.onClose(true);
  }
  return (
    <Dialog open onClose={() => props.onClose(false)} fullWidth maxWidth="xs" data-testid="crd-dialog">
      <DialogTitle>{t(props.line ? 'drm.crd.edit' : 'drm.crd.add')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {message ? <Alert severity="error">{message}</Alert> : null}
        {field('name')}
        {field('color')}
        {field('type')}
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.isCrd}
              onChange={(event) => setDraft({ ...draft, isCrd: event.target.checked })}
            />
          }
          label={t('drm.crd.isCrd')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => props.onClose(false)}>{t('drm.crd.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} data-testid="crd-save">
          {t('drm.crd.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const reasons = ['entry', 'bottling', 'loss', 'adjustment'] as const;

function CrdMoveDialog(props: { line: CrdMonthLine; today: string; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<(typeof reasons)[number]>('entry');
  const [quantity, setQuantity] = useState('');
  const [day, setDay] = useState(props.today);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  async function save() {
    const count = Number(quantity);
    // the person types how many; entries add, bottling and losses take (a count keeps its sign)
    const signed =
      reason === 'bottling' || reason === 'loss'
        ? -Math.abs(count)
        : reason === 'entry'
          ? Math.abs(count)
          : count;
    const answer = await apiRequest<{ message?: string }>(
      browserApi,
      'POST',
      `/v1/crd-items/${encodeURIComponent(props.line.id)}/movements`,
      { quantity: signed, reason, day },
    );
    if (!answer.ok) {
      setErrors(serverFieldErrors(answer.status, answer.data));
      return setMessage(answer.data?.message ?? 'Une erreur est survenue');
    }
    props.onClose(true);
  }
  return (
    <Dialog open onClose={() => props.onClose(false)} fullWidth maxWidth="xs" data-testid="crd-move-dialog">
      <DialogTitle>
        {t('drm.crd.move')} — {props.line.name}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {message ? <Alert severity="error">{message}</Alert> : null}
        <TextField
          select
          size="small"
          label={t('drm.crd.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value as typeof reason)}
        >
          {reasons.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`drm.crd.reasons.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="number"
          label={t('drm.crd.quantity')}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          error={!!errors.quantity}
          helperText={errors.quantity}
          slotProps={{ htmlInput: { 'data-testid': 'crd-quantity' } }}
        />
        <TextField
          size="small"
          type="date"
          label={t('drm.crd.day')}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          error={!!errors.day}
          helperText={errors.day}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => props.onClose(false)}>{t('drm.crd.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} data-testid="crd-move-save">
          {t('drm.crd.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const monthColumns = ['opening', 'entries', 'used', 'losses', 'adjustments', 'closing'] as const;

export function CrdPanel(props: {
  lines: readonly CrdMonthLine[];
  today: string;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="crd-panel">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" sx={{ flex: '1 1 auto' }}>
          {t('drm.crd.title')}
        </Typography>
        <Button
          variant="outlined"
          onClick={() => setEditing({ kind: 'item', line: null })}
          sx={{ '@media print': { display: 'none' } }}
          data-testid="crd-add"
        >
          {t('drm.crd.add')}
        </Button>
      </Box>
      {props.lines.length === 0 ? (
        <Typography color="text.secondary">{t('drm.crd.empty')}</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="crd-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('drm.crd.name')}</TableCell>
                <TableCell>{t('drm.crd.color')}</TableCell>
                <TableCell>{t('drm.crd.type')}</TableCell>
                {monthColumns.map((key) => (
                  <TableCell key={key} align="right">
                    {t(`drm.crd.${key}`)}
                  </TableCell>
                ))}
                <TableCell sx={{ '@media print': { display: 'none' } }} />
              </TableRow>
            </TableHead>
            <TableBody>
              {props.lines.map((line) => (
                <TableRow key={line.id} data-testid="crd-row">
                  <TableCell sx={{ fontWeight: 600 }}>
                    {line.name}
                    {line.isCrd ? null : (
                      <Typography
                        component="span"
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: 'block' }}
                      >
                        {t('drm.crd.plain')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{line.color}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.type}</TableCell>
                  {monthColumns.map((key) => (
                    <TableCell key={key} align="right">
                      {line[key]}
                    </TableCell>
                  ))}
                  <TableCell sx={{ whiteSpace: 'nowrap', '@media print': { display: 'none' } }}>
                    <Button size="small" onClick={() => setEditing({ kind: 'move', line })}>
                      {t('drm.crd.move')}
                    </Button>
                    <Button size="small" onClick={() => setEditing({ kind: 'item', line })}>
                      {t('drm.crd.edit')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing?.kind === 'item' ? (
        <CrdItemDialog
          line={editing.line}
          onClose={(saved) => {
            setEditing(null);
            if (saved) props.onSaved(t('drm.crd.saved'));
          }}
        />
      ) : null}
      {editing?.kind === 'move' ? (
        <CrdMoveDialog
          line={editing.line}
          today={props.today}
          onClose={(saved) => {
            setEditing(null);
            if (saved) props.onSaved(t('drm.crd.moved'));
          }}
        />
      ) : null}
    </Box>
  );
}
