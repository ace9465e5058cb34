// 'Envoyer par e-mail' on a document's page (issue 18): the button opens helper B's send dialog
// (send-document-dialog.tsx: the client's address, the shop's model, the PDF attached).
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesDocument } from './sales-types.ts';
import { type MailableKind, SendDocumentDialog } from './send-document-dialog.tsx';

const mailable = new Set<string>(['quote', 'bill', 'depositBill', 'creditNote']);

export function DocumentEmailSlot({ document, onSent }: { document: SalesDocument; onSent: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!mailable.has(document.kind)) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} data-testid="document-email">
        {t('sales.detail.email')}
      </Button>
      {open && (
        <SendDocumentDialog
          kind={document.kind as MailableKind}
          id={document.id}
          status={document.status}
          open={open}
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            onSent();
          }}
        />
      )}
    </>
  );
}
