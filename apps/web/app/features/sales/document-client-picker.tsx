// The document editor's client picker (issue 18): the shop's clients searched as the seller types, and the
// 'Nouveau client' dialog with the few fields a quote needs.
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { apiGet, browserApi } from '../../lib/api.ts';
import type { ClientRow } from '../crm/client-types.ts';
import { type FieldErrors, serverFieldErrors } from '../kit/form-errors.ts';
import type { Named } from './document-editor-draft.ts';

/** Searches the shop's clients as the seller types (GET /v1/clients?search=). */
export function ClientPicker(props: {
  value: Named | null;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (client: Named | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [choices, setChoices] = useState<Named[]>([]);
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    const timer = setTimeout(async () => {
      const answer = await apiGet<ClientRow[]>(
        browserApi,
        `/v1/clients?pageSize=20&sort=name&search=${encodeURIComponent(search.trim())}`,
      );
      if (answer.ok && Array.isArray(answer.data)) {
        setChoices(answer.data.map((client) => ({ id: client.id, name: client.displayName })));
      }
    }, 250);
    return () => clearTimeout(timer);
  }, [search]);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Autocomplete
        sx={{ flex: '1 1 260px', minWidth: 0 }}
        options={choices}
        value={props.value}
        disabled={props.disabled ?? false}
        filterOptions={(options) => options}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText={t('salesEditor.client.none')}
        onInputChange={(_event, text, reason) => {
          if (reason === 'input') setSearch(text);
        }}
        onChange={(_event, chosen) => props.onChange(chosen)}
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label={t('salesEditor.client.search')}
            error={!!props.error}
            helperText={props.error}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'editor-client' },
            }}
          />
        )}
      />
      {props.disabled ? null : (
        <Button variant="outlined" onClick={() => setCreating(true)} data-testid="editor-new-client">
          {t('salesEditor.client.create')}
        </Button>
      )}
      {creating ? (
        <NewClientDialog
          onClose={() => setCreating(false)}
          onCreated={(client) => {
            setCreating(false);
            props.onChange(client);
          }}
        />
      ) : null}
    </Box>
  );
}

/** 'Nouveau client': the few fields a quote needs (POST /v1/clients); the full form is one link away. */
function NewClientDialog(props: { onClose: () => void; onCreated: (client: Named) => void }) {
  const { t } = useTranslation();
  const [lastname, setLastname] = useState('');
  const [firstname, setFirstname] = useState('');
  const [email, setEmail] = useState('');
  const [isPro, setIsPro] = useState(false);
  const [businessName, setBusinessName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    const answer = await browserApi.request<{ id: string; displayName: string }>('POST', '/v1/clients', {
      lastname: lastname.trim(),
      firstname: firstname.trim() || null,
      email: email.trim() || null,
      isPro,
      ...(isPro ? { businessReason: businessName.trim() || null } : {}),
    });
    setBusy(false);
    if (!answer.ok) {
      const fields = serverFieldErrors(answer.status, answer.data);
      const message = (answer.data as { message?: string } | null)?.message;
      setErrors(Object.keys(fields).length ? fields : { lastname: message ?? '' });
      return;
    }
    props.onCreated({ id: answer.data.id, name: answer.data.displayName });
  };
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('salesEditor.client.dialogTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          size="small"
          label={t('salesEditor.client.lastname')}
          value={lastname}
          onChange={(event) => setLastname(event.target.value)}
          error={!!errors.lastname}
          helperText={errors.lastname}
          required
          slotProps={{ htmlInput: { 'data-testid': 'new-client-lastname' } }}
        />
        <TextField
          size="small"
          label={t('salesEditor.client.firstname')}
          value={firstname}
          onChange={(event) => setFirstname(event.target.value)}
          error={!!errors.firstname}
          helperText={errors.firstname}
        />
        <TextField
          size="small"
          type="email"
          label={t('salesEditor.client.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={!!errors.email}
          helperText={errors.email}
        />
        <FormControlLabel
          control={<Checkbox checked={isPro} onChange={(event) => setIsPro(event.target.checked)} />}
          label={t('salesEditor.client.isPro')}
        />
        {isPro ? (
          <TextField
            size="small"
            label={t('salesEditor.client.businessName')}
            value={businessName}
            onChange={(event) => setBusinessName(event.target.value)}
            error={!!errors.businessReason}
            helperText={errors.businessReason}
          />
        ) : null}
        <Link component={RouterLink} to="/dashboard/clients/add" target="_blank" rel="noopener">
          {t('salesEditor.client.full')}
        </Link>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('salesEditor.lines.cancel')}</Button>
        <Button
          variant="contained"
          onClick={create}
          disabled={busy || !lastname.trim()}
          data-testid="new-client-create"
        >
          {t('salesEditor.client.createAction')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
