import { emailOutbox, emailOutboxAttachments, eq } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOutboxMail } from './mail.repo.ts';
import { dispatchOutbox, type MailTransport } from './outbox-dispatcher.ts';

// Outbox e-mails carry files (issue 18: a sales document's PDF): stored with the mail in its transaction, handed
// to the transport in order when the mail is sent, deleted with the mail.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

describe('e-mail outbox attachments', () => {
  it('hands the stored files to the transport, in order and byte for byte', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x80]);
    const id = await insertOutboxMail(database.db, {
      to: 'caviste@example.test',
      subject: 'Votre devis',
      text: 'Ci-joint.',
      attachments: [
        { filename: 'devis-DEV2026-00001.pdf', contentType: 'application/pdf', content: pdf },
        { filename: 'conditions.txt', contentType: 'text/plain', content: new TextEncoder().encode('CGV') },
      ],
    });
    const sent: Parameters<MailTransport['send']>[0][] = [];
    await dispatchOutbox(database.db, { send: async (mail) => void sent.push(mail) });
    const ours = sent.find((mail) => mail.subject === 'Votre devis');
    expect(ours?.attachments?.map((file) => file.filename)).toEqual([
      'devis-DEV2026-00001.pdf',
      'conditions.txt',
    ]);
    expect([...(ours?.attachments?.[0]?.content ?? [])]).toEqual([...pdf]);
    expect(ours?.attachments?.[0]?.contentType).toBe('application/pdf');
    await database.db.delete(emailOutbox).where(eq(emailOutbox.id, id));
    expect(
      await database.db.select().from(emailOutboxAttachments).where(eq(emailOutboxAttachments.mailId, id)),
    ).toEqual([]);
  });

  it('sends a mail without files as before', async () => {
    await insertOutboxMail(database.db, { to: 'a@example.test', subject: 'Sans pièce jointe', text: 'x' });
    const sent: Parameters<MailTransport['send']>[0][] = [];
    await dispatchOutbox(database.db, { send: async (mail) => void sent.push(mail) });
    expect(sent.find((mail) => mail.subject === 'Sans pièce jointe')?.attachments).toEqual([]);
  });
});
