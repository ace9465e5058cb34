// 'Envoyer par e-mail' on a document's page (issue 18): the dialog proposes the client's address and the shop's
// model filled with the spec §3 fields (GET /v1/{kind}/{id}/mail), the seller may change them, then POST
// /v1/{kind}/{id}/send queues the e-mail with the PDF attached. A draft quote is issued (numbered, sent) by it.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { mailDraftAnswer, sentAnswer } from '@sarment/api';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type ApiClient, browserApi } from '../../lib/api.ts';
import { type FieldErrors, serverFieldErrors } from '../kit/form-errors.ts';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';

export type MailableKind = 'quote' | 'bill' | 'depositBill' | 'creditNote';
type MailDraft = z.output<typeof mailDraftAnswer>;
export type SentDocument = z.output<typeof sentAnswer>;

const apiPaths: Record<MailableKind, string> = {
  quote: 'quotes',
  bill: 'bills',
  depositBill: 'deposit-bills',
  creditNote: 'credit-notes',
};

/** The dialog; `status` tells a draft quote (issued by sending). */
export function SendDocumentDialog(props: {
  kind: MailableKind;
  id: string;
  status?: string;
  open: boolean;
  onClose: () => void;
  onSent: (sent: SentDocument) => void;
  api?: ApiClient;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const snackbars = useSnackbar();
  const api = props.api ?? browserApi;
  const path = `/v1/${apiPaths[props.kind]}/${encodeURIComponent(props.id)}`;
  const [draft, setDraft] = useState<MailDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!props.open) return;
    let live = true;
    setDraft(null);
    setErrors({});
    setFailure(null);
    void api.request<MailDraft>('GET', `${path}/mail`).then((answer) => {
      if (!live) return;
      if (answer.ok) setDraft(answer.data);
      else setFailure((answer.data as { message?: string } | null)?.message ?? null);
    });
    return () => {
      live = false;
    };
  }, [api, path, props.open]);

  const send = async () => {
    if (!draft) return;
    setBusy(true);
    const answer = await api.request<SentDocument>('POST', `${path}/send`, {
      to: draft.to.trim(),
      subject: draft.subject,
      body: draft.body,
    });
    setBusy(false);
    if (!answer.ok) {
      setErrors(serverFieldErrors(answer.status, answer.data));
      setFailure((answer.data as { message?: string } | null)?.message ?? null);
      return;
    }
    snackbars.show(t('salesEditor.send.sent', { to: answer.data.mail.to }), 'success');
    props.onSent(answer.data);
  };

  const set = (field: 'to' | 'subject' | 'body', value: string) => {
    setDraft((current) => (current ? { ...current, [field]: value } : current));
    setErrors((current) => ({ ...current, [field]: '' }));
  };

  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle>{t('salesEditor.send.title')}</DialogTitle>
      <DialogContent
        sx={{ display: 'grid', gap: 2, pt: '8px !important' }}
        data-testid="send-document-dialog"
      >
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        {props.kind === 'quote' && props.status === 'draft' ? (
          <Alert severity="info">{t('salesEditor.send.draftQuote')}</Alert>
        ) : null}
        {draft ? (
          <>
            <TextField
              size="small"
              type="email"
              label={t('salesEditor.send.to')}
              value={draft.to}
              onChange={(event) => set('to', event.target.value)}
              error={!!errors.to}
              helperText={errors.to || undefined}
              required
              slotProps={{ htmlInput: { 'data-testid': 'send-to' } }}
            />
            <TextField
              size="small"
              label={t('salesEditor.send.subject')}
              value={draft.subject}
              onChange={(event) => set('subject', event.target.value)}
              error={!!errors.subject}
              helperText={errors.subject || undefined}
              slotProps={{ htmlInput: { 'data-testid': 'send-subject' } }}
            />
            <TextField
              size="small"
              multiline
              minRows={6}
              label={t('salesEditor.send.body')}
              value={draft.body}
              onChange={(event) => set('body', event.target.value)}
              error={!!errors.body}
              helperText={errors.body || undefined}
              slotProps={{ htmlInput: { 'data-testid': 'send-body' } }}
            />
            <Typography variant="body2" color="text.secondary">
              {t('salesEditor.send.attachment', { name: draft.attachment })}
            </Typography>
          </>
        ) : failure ? null : (
          <Typography color="text.secondary">{t('salesEditor.send.loading')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('salesEditor.send.cancel')}</Button>
        <Button
          variant="contained"
          onClick={send}
          disabled={busy || !draft || !draft.to.trim()}
          data-testid="send-submit"
        >
          {busy ? t('salesEditor.send.sending') : t('salesEditor.send.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The button and its dialog, for a document page's header. */
export function SendDocumentButton(props: {
  kind: MailableKind;
  id: string;
  status: string;
  onSent: (sent: SentDocument) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} data-testid="document-send">
        {t('salesEditor.send.button')}
      </Button>
      <SendDocumentDialog
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        onSent={(sent) => {
          setOpen(false);
          props.onSent(sent);
        }}
      />
    </>
  );
}
