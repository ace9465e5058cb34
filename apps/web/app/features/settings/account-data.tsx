// link=account: the user's rights over their data (RGPD art. 15, 17, 20; issue 15): download everything Sarment
// keeps (GET /v1/users/me/export) and, for a buyer, delete the account with the password (DELETE /v1/users/me).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api.ts';
import { Field, FormSection } from './settings-parts.tsx';

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await browserApi.request<{ message?: string }>('DELETE', '/v1/users/me', { password });
      if (answer.ok) {
        // the session ended with the account: a fresh page load shows the site as a visitor
        window.location.assign('/');
        return;
      }
      setError(answer.data?.message ?? t('settings.data.deleteFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('settings.data.deleteTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">{t('settings.data.deleteText')}</Typography>
        <Field
          type="password"
          name="deletePassword"
          autoComplete="current-password"
          label={t('settings.data.password')}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
          error_={error}
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('settings.data.cancel')}</Button>
        <Button color="error" variant="contained" disabled={!password || busy} onClick={() => void confirm()}>
          {t('settings.data.deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function AccountDataSection({ canDelete }: { canDelete: boolean }) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  return (
    <FormSection anchor="data" title={t('settings.data.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('settings.data.intro')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" href="/v1/users/me/export" download>
          {t('settings.data.download')}
        </Button>
        {canDelete && (
          <Button color="error" onClick={() => setDeleting(true)}>
            {t('settings.data.delete')}
          </Button>
        )}
      </Box>
      {canDelete && <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />}
    </FormSection>
  );
}
