// The slot of 'Envoyer par e-mail' on a document's page (issue 18): helper B's send dialog
// (send-document-dialog.tsx): a quote, bill, deposit bill or credit note once numbered, never a cancelled one.

import type { SalesDocument } from './sales-types.ts';
import { type MailableKind, SendDocumentButton } from './send-document-dialog.tsx';

const mailable: readonly string[] = ['quote', 'bill', 'depositBill', 'creditNote'];

export function DocumentEmailSlot(props: { document: SalesDocument; onSent: () => void }) {
  const { document } = props;
  if (!mailable.includes(document.kind) || document.status === 'cancelled') return null;
  if (document.status === 'draft' && document.kind !== 'quote') return null;
  return (
    <SendDocumentButton
      kind={document.kind as MailableKind}
      id={document.id}
      status={document.status}
      onSent={() => props.onSent()}
    />
  );
}
