// A prospect's follow-up (issue 17): its stage, its last contact (now, in one click) and its next action with
// its day; saved with PUT /v1/prospects/{id}/follow-up, logged on the client's history.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api.ts';
import { type FieldErrors, serverFieldErrors } from '../kit/form-errors.ts';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Stage } from './opportunities-data.ts';
import type { Prospect } from './prospection-route.tsx';

/** '2026-11-20T09:30:00Z' as the value of a datetime-local field in the browser's time. */
const localInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

export function FollowUpDialog(props: {
  prospect: Prospect;
  stages: Stage[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const snackbars = useSnackbar();
  const [stage, setStage] = useState(props.prospect.stage.id);
  const [contact, setContact] = useState(localInput(props.prospect.lastContactAt));
  const [label, setLabel] = useState(props.prospect.nextAction?.label ?? '');
  const [dueOn, setDueOn] = useState(props.prospect.nextAction?.dueOn ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function save() {
    const answer = await browserApi.request(
      'PUT',
      `/v1/prospects/${encodeURIComponent(props.prospect.id)}/follow-up`,
      {
        stage: { id: stage },
        lastContactAt: contact ? new Date(contact).toISOString() : null,
        nextAction: label.trim() ? { label: label.trim(), dueOn: dueOn || null } : null,
      },
    );
    if (!answer.ok) return setErrors(serverFieldErrors(answer.status, answer.data));
    snackbars.show(t('pipeline.prospection.saved'), 'success');
    props.onSaved();
  }

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" data-testid="follow-up-dialog">
      <DialogTitle>{t('pipeline.prospection.followUpTitle', { name: props.prospect.name })}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <TextField
            select
            label={t('pipeline.prospection.stage')}
            value={stage}
            onChange={(e) => setStage(e.target.value)}
          >
            {props.stages.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField
              type="datetime-local"
              label={t('pipeline.prospection.lastContactAt')}
              value={contact}
              onChange={(e) => setContact(e.target.value)}
              error={!!errors.lastContactAt}
              helperText={errors.lastContactAt}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ flex: 1 }}
            />
            <Button size="small" onClick={() => setContact(localInput(new Date().toISOString()))}>
              {t('pipeline.prospection.contactedNow')}
            </Button>
          </Box>
          <TextField
            label={t('pipeline.prospection.nextActionLabel')}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            error={!!errors['nextAction.label']}
            helperText={errors['nextAction.label']}
          />
          <TextField
            type="date"
            label={t('pipeline.prospection.dueOn')}
            value={dueOn}
            onChange={(e) => setDueOn(e.target.value)}
            error={!!errors['nextAction.dueOn']}
            helperText={errors['nextAction.dueOn']}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('pipeline.prospection.cancel')}</Button>
        <Button variant="contained" onClick={save} data-testid="follow-up-save">
          {t('pipeline.prospection.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
