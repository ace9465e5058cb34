import { and, asc, type Database, emailOutbox, eq, isNull, lt, sql } from '@sarment/db';
import { attachmentsOf, type MailAttachment } from './mail.repo.ts';

export interface MailTransport {
  send(mail: {
    to: string;
    subject: string;
    text: string;
    html: string | null;
    attachments?: MailAttachment[];
  }): Promise<void>;
}

/** SMTP delivery through nodemailer; `SMTP_URL` is e.g. `smtps://user:pass@smtp.example.com:465`. */
export function smtpTransport(url: string, from: string): MailTransport {
  // nodemailer loads when SMTP is configured, not in every server (issue 22: resident memory)
  const transporter = import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
  // a failure to load surfaces at the first send, where the dispatcher reports it
  transporter.catch(() => {});
  return {
    async send(mail) {
      await (await transporter).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        attachments: mail.attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.content),
        })),
      });
    },
  };
}

export interface DispatchOptions {
  batchSize?: number;
  /** a mail failing this many times stays in the outbox with its last error, for an admin to read */
  maxAttempts?: number;
}

/**
 * Sends the unsent mails of the outbox (transactional outbox: business code only inserts rows in its own
 * transaction, so a rolled-back sign-up never mails). Rows are locked with SKIP LOCKED so several server
 * processes never send the same mail twice.
 */
export async function dispatchOutbox(
  db: Database,
  transport: MailTransport,
  options: DispatchOptions = {},
): Promise<{ sent: number; failed: number }> {
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 5;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(emailOutbox)
      .where(and(isNull(emailOutbox.sentAt), lt(emailOutbox.attempts, maxAttempts)))
      .orderBy(asc(emailOutbox.createdAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    let sent = 0;
    let failed = 0;
    for (const row of rows) {
      try {
        await transport.send({
          to: row.toEmail,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          attachments: await attachmentsOf(tx, row.id),
        });
        await tx
          .update(emailOutbox)
          .set({ sentAt: sql`now()`, error: null, attempts: row.attempts + 1 })
          .where(eq(emailOutbox.id, row.id));
        sent += 1;
      } catch (error) {
        await tx
          .update(emailOutbox)
          .set({ attempts: row.attempts + 1, error: error instanceof Error ? error.message : String(error) })
          .where(eq(emailOutbox.id, row.id));
        failed += 1;
      }
    }
    return { sent, failed };
  });
}

/** Runs `dispatchOutbox` every `intervalMs` until stopped; one pass at a time. */
export function startOutboxDispatcher(
  db: Database,
  transport: MailTransport,
  log: { error(details: object, message: string): void },
  intervalMs = 5_000,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = dispatchOutbox(db, transport)
      .catch((error) => log.error({ err: error }, 'outbox dispatch failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
