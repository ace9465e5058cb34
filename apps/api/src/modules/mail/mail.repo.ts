import {
  asc,
  count,
  desc,
  type EmailOutboxRow,
  type Executor,
  emailOutbox,
  emailOutboxAttachments,
  eq,
  newId,
} from '@sarment/db';

/** A file sent with an e-mail (a sales document's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: readonly MailAttachment[];
}

export async function insertOutboxMail(db: Executor, mail: OutgoingMail): Promise<string> {
  const id = newId('eml');
  await db.insert(emailOutbox).values({
    id,
    toEmail: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
  });
  if (mail.attachments?.length) {
    await db.insert(emailOutboxAttachments).values(
      mail.attachments.map((file, position) => ({
        mailId: id,
        position,
        filename: file.filename,
        contentType: file.contentType,
        content: file.content,
      })),
    );
  }
  return id;
}

/** The files of an outbox e-mail, in order. */
export async function attachmentsOf(db: Executor, mailId: string): Promise<MailAttachment[]> {
  const rows = await db
    .select()
    .from(emailOutboxAttachments)
    .where(eq(emailOutboxAttachments.mailId, mailId))
    .orderBy(asc(emailOutboxAttachments.position));
  return rows.map((row) => ({
    filename: row.filename,
    contentType: row.contentType,
    content: new Uint8Array(row.content),
  }));
}

/** The outbox, newest first. */
export async function listOutbox(
  db: Executor,
  page: { limit: number; offset: number },
): Promise<{ rows: EmailOutboxRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(emailOutbox),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
