// E-mails of sales documents (issue 18, spec §3 "Email dynamic fields"): each shop's model per document kind
// (a French default until saved), and the files attached to an outbox e-mail (the document's PDF).
import { type SalesDocumentKind, salesDocumentKinds } from '@sarment/domain/sales/document-flow';
import { customType, foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { checkIn, shopIdColumn, updatedAtColumn } from './columns.ts';
import { emailOutbox } from './identity.ts';
import { shops } from './shops.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** A shop's e-mail model for one document kind; `{{field}}` placeholders filled at sending (sales-mail.ts). */
export const salesMailModels = pgTable(
  'sales_mail_models',
  {
    shopId: shopIdColumn().references(() => shops.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SalesDocumentKind>().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.kind] }),
    checkIn('sales_mail_models_kind_check', t.kind, salesDocumentKinds),
  ],
);

/** Files attached to an outbox e-mail, in order; deleted with the e-mail. Global like the outbox itself. */
export const emailOutboxAttachments = pgTable(
  'email_outbox_attachments',
  {
    mailId: text('mail_id').notNull(),
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mailId, t.position] }),
    foreignKey({
      name: 'email_outbox_attachments_mail_fk',
      columns: [t.mailId],
      foreignColumns: [emailOutbox.id],
    }).onDelete('cascade'),
  ],
);
