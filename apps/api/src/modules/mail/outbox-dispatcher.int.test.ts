import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { emailOutbox, eq } from '@sarment/db';
import { createTestDatabase } from '@sarment/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOutboxMail } from './mail.repo.ts';
import { dispatchOutbox, type MailTransport, smtpTransport } from './outbox-dispatcher.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

/** A minimal SMTP server on loopback that records the DATA of each message it accepts. */
async function startFakeSmtp(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let data: string | null = null;
    socket.write('220 fake ESMTP\r\n');
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index = buffer.indexOf('\r\n');
      while (index >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (data !== null) {
          if (line === '.') {
            messages.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) {
          socket.end('221 bye\r\n');
        } else socket.write('250 ok\r\n');
        index = buffer.indexOf('\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { server, port: address.port, messages };
}

describe('e-mail outbox delivery (issue 4: SMTP when SMTP_URL is set)', () => {
  it('sends queued mails through SMTP once and marks them sent', async () => {
    const smtp = await startFakeSmtp();
    const id = await insertOutboxMail(database.db, {
      to: 'buyer@sarment.test',
      subject: 'Validez votre adresse e-mail',
      text: 'Bonjour, cliquez sur le lien.',
    });
    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'Sarment <no-reply@sarment.test>');
    const first = await dispatchOutbox(database.db, transport);
    expect(first).toEqual({ sent: 1, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('Subject: Validez votre adresse e-mail');
    expect(smtp.messages[0]).toContain('To: buyer@sarment.test');
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row?.sentAt).not.toBeNull();
    // a second pass sends nothing again
    expect(await dispatchOutbox(database.db, transport)).toEqual({ sent: 0, failed: 0 });
    smtp.server.close();
  });

  it('keeps a failing mail with its error and gives up after the maximum attempts', async () => {
    const id = await insertOutboxMail(database.db, { to: 'x@sarment.test', subject: 'Échec', text: '...' });
    const broken: MailTransport = {
      send: async () => {
        throw new Error('connexion refusée');
      },
    };
    for (let i = 0; i < 3; i++) await dispatchOutbox(database.db, broken, { maxAttempts: 2 });
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row?.sentAt).toBeNull();
    expect(row?.attempts).toBe(2);
    expect(row?.error).toBe('connexion refusée');
  });
});
