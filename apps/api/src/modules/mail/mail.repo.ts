import { count, desc, type EmailOutboxRow, type Executor, emailOutbox, newId } from '@sarment/db';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
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
  return id;
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
