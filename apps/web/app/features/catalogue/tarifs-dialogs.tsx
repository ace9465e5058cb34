// The price grid's two dialogs (spec §2 /dashboard/tarifs): a typology's prices raised or lowered by a percent, and
// the CSV import with its preview (dryRun) before anything changes.

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { tarifImportAnswer } from '@sarment/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { browserApi } from '../../lib/api.ts';
import { NumberField } from '../kit/number-field.tsx';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { TarifTypology } from './tarifs.ts';

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

export function BulkDialog(props: {
  open: boolean;
  onClose: () => void;
  typologies: TarifTypology[];
  filters: Record<string, string | string[]>;
  path: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const snackbars = useSnackbar();
  const [typology, setTypology] = useState('');
  const [percent, setPercent] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = typology || props.typologies.find((ty) => !ty.public)?.key || props.typologies[0]?.key || '';

  async function run(dryRun: boolean) {
    setBusy(true);
    const answer = await browserApi.request<{ message: string }>('POST', props.path, {
      typology: chosen,
      percent: percent ?? Number.NaN,
      filters: props.filters,
      dryRun,
    });
    setBusy(false);
    if (!answer.ok) return snackbars.show(answer.data.message, 'error');
    if (dryRun) return setPreview(answer.data.message);
    setPreview(null);
    props.onDone();
  }

  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('tarifs.bulk.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('tarifs.bulk.sentence')}
        </Typography>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <NumberField
            label={t('tarifs.bulk.percent')}
            value={percent}
            onChange={(value) => {
              setPercent(value);
              setPreview(null);
            }}
            slotProps={{ htmlInput: { 'data-testid': 'bulk-percent' } }}
          />
          <TextField
            select
            size="small"
            label={t('tarifs.bulk.typology')}
            value={chosen}
            onChange={(event) => {
              setTypology(event.target.value);
              setPreview(null);
            }}
            slotProps={{ htmlInput: { 'data-testid': 'bulk-typology' } }}
          >
            {props.typologies.map((ty) => (
              <MenuItem key={ty.key} value={ty.key}>
                {ty.name}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary">
            {t('tarifs.bulk.scope')}
          </Typography>
          {preview ? (
            <Alert severity="info" data-testid="bulk-count">
              {preview}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('tarifs.cancel')}</Button>
        {preview ? (
          <Button variant="contained" disabled={busy} onClick={() => run(false)} data-testid="bulk-confirm">
            {t('tarifs.bulk.confirm')}
          </Button>
        ) : (
          <Button variant="contained" disabled={busy} onClick={() => run(true)} data-testid="bulk-preview">
            {t('tarifs.bulk.preview')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** POST /v1/tarifs/import: the changes of a file (or what they would be, dryRun) and its lines refused. */
type ImportAnswer = z.output<typeof tarifImportAnswer>;

export function ImportDialog(props: {
  open: boolean;
  onClose: () => void;
  path: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const snackbars = useSnackbar();
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportAnswer | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(file: File | undefined) {
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    setBusy(true);
    const answer = await browserApi.request<ImportAnswer>(
      'POST',
      `${props.path}${props.path.includes('?') ? '&' : '?'}dryRun=1`,
      {
        csv: text,
      },
    );
    setBusy(false);
    if (!answer.ok) return snackbars.show(answer.data.message, 'error');
    setPreview(answer.data);
  }

  async function confirm() {
    if (!csv) return;
    setBusy(true);
    const answer = await browserApi.request<ImportAnswer>('POST', props.path, { csv });
    setBusy(false);
    if (!answer.ok) return snackbars.show(answer.data.message, 'error');
    setCsv(null);
    setPreview(null);
    props.onDone();
  }

  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('tarifs.import.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('tarifs.import.help')}
        </Typography>
        <Button component="label" variant="outlined" disabled={busy}>
          {t('tarifs.import.choose')}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            data-testid="tarifs-import-file"
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </Button>
        {preview ? (
          <Box sx={{ mt: 2 }} data-testid="tarifs-import-preview">
            <Alert severity={preview.success ? 'info' : 'error'}>{preview.message}</Alert>
            {preview.errors.map((error) => (
              <Typography key={`${error.line}-${error.message}`} variant="body2" color="error">
                {t('tarifs.import.line', { line: error.line })} : {error.message}
              </Typography>
            ))}
            {preview.success
              ? preview.changes.map((change) => (
                  <Typography key={`${change.line}-${change.typology}`} variant="body2">
                    {change.product} — {change.format} ({change.typology}) :{' '}
                    {change.before === null ? t('tarifs.noPrice') : euros.format(change.before)} →{' '}
                    {euros.format(change.after)}
                  </Typography>
                ))
              : null}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('tarifs.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy || !preview?.success || preview.changes.length === 0}
          onClick={confirm}
          data-testid="tarifs-import-confirm"
        >
          {t('tarifs.import.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
