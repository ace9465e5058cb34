// The create / edit dialog of an opportunity (issue 17). Field messages come from the domain's opportunityInput,
// the rules the API runs; the API's refusals (400 with errors[], 404 client) land under the same paths.
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { opportunityInput } from '@sarment/domain/crm/opportunity';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api.ts';
import { type FieldErrors, fieldErrors, serverFieldErrors } from '../kit/form-errors.ts';
import { NumberField } from '../kit/number-field.tsx';
import type { Opportunity, OpportunityDraft, OwnerChoice, Stage } from './opportunities-data.ts';

interface ClientChoice {
  id: string;
  name: string;
  pipe: string;
}

export function OpportunityDialog(props: {
  /** the card being edited; null: a new opportunity */
  opportunity: Opportunity | null;
  draft: OpportunityDraft;
  clientName: string;
  stages: Stage[];
  owners: OwnerChoice[];
  onClose: () => void;
  onSaved: (saved: Opportunity) => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState<OpportunityDraft>(props.draft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [client, setClient] = useState<ClientChoice | null>(
    props.draft.client.id ? { id: props.draft.client.id, name: props.clientName, pipe: '' } : null,
  );
  const [search, setSearch] = useState('');
  const [choices, setChoices] = useState<ClientChoice[]>([]);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(async () => {
      const answer = await browserApi.request<ClientChoice[]>(
        'GET',
        `/v1/opportunities/clients?${new URLSearchParams({ search })}`,
      );
      if (live && answer.ok) setChoices(answer.data);
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search]);

  const set = <K extends keyof OpportunityDraft>(key: K, value: OpportunityDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  async function save() {
    const local = fieldErrors(opportunityInput, draft);
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    const answer = props.opportunity
      ? await browserApi.request<Opportunity>('PUT', `/v1/opportunities/${props.opportunity.id}`, draft)
      : await browserApi.request<Opportunity>('POST', '/v1/opportunities', draft);
    setBusy(false);
    if (!answer.ok) return setErrors(serverFieldErrors(answer.status, answer.data));
    props.onSaved(answer.data);
  }

  return (
    <Dialog
      open
      onClose={props.onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      data-testid="opportunity-dialog"
    >
      <DialogTitle>
        {t(props.opportunity ? 'pipeline.dialog.editTitle' : 'pipeline.dialog.createTitle')}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label={t('pipeline.dialog.name')}
            value={draft.name}
            onChange={(e) => set('name', e.target.value)}
            error={!!errors.name}
            helperText={errors.name}
            required
            slotProps={{ htmlInput: { 'data-testid': 'opportunity-name' } }}
            sx={{ gridColumn: '1 / -1' }}
          />
          <Autocomplete
            options={choices}
            value={client}
            filterOptions={(options) => options}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={t('pipeline.dialog.noClient')}
            onInputChange={(_event, text, reason) => {
              if (reason === 'input') setSearch(text);
            }}
            onChange={(_event, chosen) => {
              setClient(chosen);
              set('client', { id: chosen?.id ?? '' });
            }}
            sx={{ gridColumn: '1 / -1' }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('pipeline.dialog.client')}
                placeholder={t('pipeline.dialog.clientSearch')}
                required
                error={!!(errors['client.id'] ?? errors.client)}
                helperText={errors['client.id'] ?? errors.client}
                name="client"
              />
            )}
          />
          <NumberField
            label={t('pipeline.dialog.amount')}
            value={typeof draft.amount === 'number' ? draft.amount : null}
            decimals={2}
            onChange={(value) => set('amount', value as number)}
            error_={errors.amount}
            slotProps={{ htmlInput: { 'data-testid': 'opportunity-amount' } }}
          />
          <NumberField
            label={t('pipeline.dialog.probability')}
            value={typeof draft.probability === 'number' ? draft.probability : null}
            onChange={(value) => set('probability', value as number)}
            error_={errors.probability}
            slotProps={{ htmlInput: { 'data-testid': 'opportunity-probability' } }}
          />
          <TextField
            select
            label={t('pipeline.dialog.stage')}
            value={draft.stage.id}
            onChange={(e) => set('stage', { id: e.target.value })}
            error={!!errors['stage.id']}
            helperText={errors['stage.id']}
          >
            {props.stages.map((stage) => (
              <MenuItem key={stage.id} value={stage.id}>
                {stage.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            label={t('pipeline.dialog.expectedDate')}
            value={draft.expectedDate ?? ''}
            onChange={(e) => set('expectedDate', e.target.value || null)}
            error={!!errors.expectedDate}
            helperText={errors.expectedDate}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            label={t('pipeline.dialog.owner')}
            value={draft.owner?.id ?? ''}
            onChange={(e) => set('owner', e.target.value ? { id: e.target.value } : null)}
            error={!!errors['owner.id']}
            helperText={errors['owner.id']}
            sx={{ gridColumn: '1 / -1' }}
          >
            <MenuItem value="">{t('pipeline.dialog.noOwner')}</MenuItem>
            {props.owners.map((owner) => (
              <MenuItem key={owner.id} value={owner.id}>
                {owner.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('pipeline.dialog.notes')}
            value={draft.notes ?? ''}
            onChange={(e) => set('notes', e.target.value)}
            error={!!errors.notes}
            helperText={errors.notes}
            multiline
            minRows={2}
            sx={{ gridColumn: '1 / -1' }}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('pipeline.dialog.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={busy} data-testid="opportunity-save">
          {t('pipeline.dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
