// The reminder of one overdue bill: the level's model filled for this bill (GET .../reminders/preview), which the
// user may change before sending (POST /v1/bills/{id}/reminders). The late penalty is shown for the record.

import { useMediaQuery, useTheme } from '@mui/material';
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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api.ts';
import { serverFieldErrors } from '../kit/form-errors.ts';
import { formatPrice } from '../kit/list-formats.ts';
import type { ReminderPreview, ReminderSent, UnpaidRow } from './outstandings-types.ts';

export function ReminderDialog(props: {
  billId: string;
  row: UnpaidRow | undefined;
  preview: ReminderPreview;
  onClose: () => void;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [level, setLevel] = useState(props.preview.level);
  const [subject, setSubject] = useState(props.preview.subject);
  const [body, setBody] = useState(props.preview.text);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const number = props.row?.number ?? '';

  async function changeLevel(next: number) {
    setLevel(next);
    const answer = await browserApi.request<ReminderPreview>(
      'GET',
      `/v1/bills/${encodeURIComponent(props.billId)}/reminders/preview?level=${next}`,
    );
    if (answer.ok) {
      setSubject(answer.data.subject);
      setBody(answer.data.text);
    }
  }

  async function send() {
    setBusy(true);
    const answer = await browserApi.request<ReminderSent & { message?: string }>(
      'POST',
      `/v1/bills/${encodeURIComponent(props.billId)}/reminders`,
      { level, subject, body },
    );
    setBusy(false);
    if (answer.ok) {
      props.onSent(answer.data.recipient);
      return;
    }
    setErrors(serverFieldErrors(answer.status, answer.data));
    setMessage(answer.data?.message ?? null);
  }

  const penalty = props.row?.latePenalty;
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="reminder-title"
    >
      <DialogTitle id="reminder-title">{t('outstandings.reminder.title', { number })}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }} data-testid="reminder-form">
          {message ? (
            <Alert severity="error" data-testid="reminder-error">
              {message}
            </Alert>
          ) : null}
          {props.preview.recipient ? null : (
            <Alert severity="warning">{t('outstandings.reminder.noEmail')}</Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
            <TextField
              label={t('outstandings.reminder.to')}
              value={`${props.preview.client}${props.preview.recipient ? ` <${props.preview.recipient}>` : ''}`}
              slotProps={{ input: { readOnly: true } }}
            />
            <TextField
              select
              label={t('outstandings.reminder.level')}
              value={level}
              onChange={(event) => void changeLevel(Number(event.target.value))}
              slotProps={{ htmlInput: { 'data-testid': 'reminder-level' } }}
            >
              {[1, 2, 3].map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`outstandings.levels.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <TextField
            label={t('outstandings.reminder.subject')}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            error={Boolean(errors.subject)}
            helperText={errors.subject}
            required
          />
          <TextField
            label={t('outstandings.reminder.body')}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            error={Boolean(errors.body)}
            helperText={errors.body}
            multiline
            minRows={8}
            required
          />
          {penalty && penalty.total > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('outstandings.reminder.penalty', {
                interest: formatPrice(penalty.interest),
                rate: String(penalty.rate).replace('.', ','),
                indemnity: formatPrice(penalty.indemnity),
              })}
            </Typography>
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('outstandings.reminder.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void send()}
          disabled={busy || !props.preview.recipient}
          data-testid="reminder-send"
        >
          {busy ? t('outstandings.reminder.sending') : t('outstandings.reminder.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
