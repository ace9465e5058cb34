import type { Executor } from '@sarment/db';
import { publicLink } from '../../http/public-address.ts';
import { insertOutboxMail, type OutgoingMail } from './mail.repo.ts';

export type { OutgoingMail } from './mail.repo.ts';

interface MailLogger {
  info(details: object, message: string): void;
}

/**
 * Queues an e-mail in the `email_outbox` table (inside the caller's transaction when `db` is one, so a
 * rolled-back sign-up sends nothing) and logs its recipient and subject. When `SMTP_URL` is set, the server's
 * outbox dispatcher (outbox-dispatcher.ts) delivers unsent rows through SMTP; otherwise they stay in the outbox,
 * which admins read at GET /v1/admin/outbox, so every flow works on a fresh machine.
 */
export async function sendMail(db: Executor, mail: OutgoingMail, log?: MailLogger): Promise<string> {
  const id = await insertOutboxMail(db, mail);
  log?.info({ mailId: id, to: mail.to, subject: mail.subject }, 'e-mail queued in the outbox');
  return id;
}

/** The public address of the web app, for links in e-mails (never taken from the request's Host header). */
export const publicUrl = (path: string): string => publicLink(path);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A plain e-mail with one call-to-action link, in text and HTML. */
export function linkMail(
  to: string,
  subject: string,
  intro: string,
  label: string,
  link: string,
): OutgoingMail {
  return {
    to,
    subject,
    text: `${intro}\n\n${label} : ${link}\n\nL'équipe Sarment`,
    html:
      `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(label)}</a></p>` +
      "<p>L'équipe Sarment</p>",
  };
}
