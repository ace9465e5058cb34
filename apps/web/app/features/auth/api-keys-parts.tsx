import ContentCopy from '@mui/icons-material/ContentCopy';
import KeyIcon from '@mui/icons-material/Key';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { apiKeySummary, createdApiKey } from '@sarment/api';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import type { z } from 'zod';

/** GET /v1/api-keys item: never the key itself. */
export type ApiKey = z.output<typeof apiKeySummary>;

/** POST /v1/api-keys answer: the only time the key is given. */
export type CreatedApiKey = z.output<typeof createdApiKey>;

function formatDate(iso: string | null | undefined, language: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString(language === 'en' ? 'en-GB' : 'fr-FR');
}

/** The new key, shown once, with a copy button (and selectable by hand where the clipboard is refused). */
export function CreatedKey({ created }: { created: CreatedApiKey }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
    } catch {
      input.current?.select();
      document.execCommand?.('copy');
    }
    setCopied(true);
  };
  return (
    <Alert
      severity="warning"
      icon={<KeyIcon />}
      sx={{ mt: 2.5, '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
    >
      <AlertTitle>{t('auth.apiKeys.createdTitle', { name: created.name })}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('auth.apiKeys.createdWarning')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <TextField
          value={created.key}
          size="small"
          fullWidth
          inputRef={input}
          onFocus={(event) => event.target.select()}
          slotProps={{
            htmlInput: {
              readOnly: true,
              'aria-label': t('auth.apiKeys.keyLabel'),
              'data-testid': 'created-key',
            },
          }}
          sx={{ '& input': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 } }}
        />
        <Button variant="contained" startIcon={<ContentCopy />} onClick={copy} sx={{ flexShrink: 0 }}>
          {copied ? t('auth.apiKeys.copied') : t('auth.apiKeys.copy')}
        </Button>
      </Box>
    </Alert>
  );
}

function RevokeButton({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const submitting = navigation.formData?.get('id') === apiKey.id;
  return (
    <>
      <Button
        color="error"
        onClick={() => setOpen(true)}
        disabled={submitting}
        aria-label={t('auth.apiKeys.revokeLabel', { name: apiKey.name })}
      >
        {t('auth.apiKeys.revoke')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{t('auth.apiKeys.revokeTitle', { name: apiKey.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('auth.apiKeys.revokeText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('auth.apiKeys.cancel')}</Button>
          <Form method="post" onSubmit={() => setOpen(false)}>
            <input type="hidden" name="intent" value="revoke" />
            <input type="hidden" name="id" value={apiKey.id} />
            <Button type="submit" color="error" variant="contained">
              {t('auth.apiKeys.revoke')}
            </Button>
          </Form>
        </DialogActions>
      </Dialog>
    </>
  );
}

export function ApiKeyList({ keys }: { keys: ApiKey[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, px: { xs: 2, sm: 3 }, pt: 2.5, pb: 1 }}>
        {t('auth.apiKeys.listTitle')}
      </Typography>
      {keys.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, pb: 3 }}>
          {t('auth.apiKeys.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {keys.map((apiKey) => {
            const created = formatDate(apiKey.createdAt, i18n.language);
            return (
              <Box
                component="li"
                key={apiKey.id}
                data-testid="api-key"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 2,
                  px: { xs: 2, sm: 3 },
                  py: 1.5,
                  borderTop: 1,
                  borderColor: 'divider',
                }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }} noWrap>
                    {apiKey.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    <Box component="span" sx={{ fontFamily: 'ui-monospace, Menlo, monospace' }}>
                      •••• {apiKey.last4}
                    </Box>
                    {created && ` · ${t('auth.apiKeys.createdAt', { date: created })}`}
                  </Typography>
                </Box>
                <RevokeButton apiKey={apiKey} />
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
