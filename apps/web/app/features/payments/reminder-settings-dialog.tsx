// The reminder settings (PUT /v1/reminder-settings): the daily schedule on or off, the late-penalty rate
// (C. com. L441-10: never below three times the legal interest rate) and, per level, its days after the due date
// and its e-mail model with the dynamic fields. Closing with unsaved changes asks first.

import { useMediaQuery, useTheme } from '@mui/material';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api.ts';
import { serverFieldErrors } from '../kit/form-errors.ts';
import { NumberField } from '../kit/number-field.tsx';
import { UnsavedChangesGuard } from '../kit/unsaved-changes-guard.tsx';
import type { ReminderSettings } from './outstandings-types.ts';

export function ReminderSettingsDialog(props: {
  settings: ReminderSettings;
  onClose: () => void;
  onSaved: (settings: ReminderSettings) => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const initial = props.settings;
  const [automatic, setAutomatic] = useState(initial.automatic);
  const [rate, setRate] = useState<number | null>(initial.latePenaltyRate);
  const [levels, setLevels] = useState(initial.levels);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty =
    automatic !== initial.automatic ||
    rate !== initial.latePenaltyRate ||
    JSON.stringify(levels) !== JSON.stringify(initial.levels);

  const change = (index: number, patch: Partial<(typeof levels)[number]>) =>
    setLevels((current) => current.map((level, i) => (i === index ? { ...level, ...patch } : level)));

  async function save() {
    setBusy(true);
    const answer = await browserApi.request<ReminderSettings & { message?: string }>(
      'PUT',
      '/v1/reminder-settings',
      {
        automatic,
        latePenaltyRate: rate,
        levels: levels.map(({ level, daysAfterDue, subject, body }) => ({
          level,
          daysAfterDue,
          subject,
          body,
        })),
      },
    );
    setBusy(false);
    if (answer.ok) {
      props.onSaved(answer.data);
      return;
    }
    setErrors(serverFieldErrors(answer.status, answer.data));
    setMessage(answer.data?.message ?? null);
  }

  return (
    <Dialog
      open
      onClose={props.onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="reminder-settings-title"
    >
      <UnsavedChangesGuard dirty={dirty && !busy} />
      <DialogTitle id="reminder-settings-title">{t('outstandings.settings.title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }} data-testid="reminder-settings-form">
          {message ? <Alert severity="error">{message}</Alert> : null}
          <FormControlLabel
            control={<Switch checked={automatic} onChange={(event) => setAutomatic(event.target.checked)} />}
            label={t('outstandings.settings.automatic')}
          />
          <NumberField
            label={t('outstandings.settings.rate')}
            value={rate}
            onChange={setRate}
            decimals={2}
            error_={errors.latePenaltyRate}
            helperText={
              errors.latePenaltyRate ??
              t('outstandings.settings.rateHelp', {
                minimum: String(initial.minimumLatePenaltyRate).replace('.', ','),
              })
            }
          />
          {levels.map((level, index) => (
            <Box
              key={level.level}
              component="fieldset"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 2, m: 0 }}
            >
              <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                {t(`outstandings.levels.${level.level}`)}
              </Typography>
              <NumberField
                label={t('outstandings.settings.days')}
                value={level.daysAfterDue}
                onChange={(value) => change(index, { daysAfterDue: value ?? 0 })}
                error_={errors[`levels.${index}.daysAfterDue`]}
                sx={{ maxWidth: 240 }}
              />
              <TextField
                label={t('outstandings.settings.subject')}
                value={level.subject}
                onChange={(event) => change(index, { subject: event.target.value })}
                error={Boolean(errors[`levels.${index}.subject`])}
                helperText={errors[`levels.${index}.subject`]}
              />
              <TextField
                label={t('outstandings.settings.body')}
                value={level.body}
                onChange={(event) => change(index, { body: event.target.value })}
                error={Boolean(errors[`levels.${index}.body`])}
                helperText={errors[`levels.${index}.body`]}
                multiline
                minRows={5}
              />
            </Box>
          ))}
          <Typography variant="body2" color="text.secondary">
            {t('outstandings.settings.fields', {
              fields: initial.dynamicFields.map((field) => `${field.token} (${field.label})`).join(', '),
            })}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('outstandings.settings.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={busy}
          data-testid="reminder-settings-save"
        >
          {t('outstandings.settings.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
