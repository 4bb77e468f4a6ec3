// Just enough SMTP (RFC 5321) to receive messages, one conversation at a time each, for the outbox tests: what arrived,
// in the order the server accepted it, and a refused recipient or a busy mailbox on demand.
import net from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string };

export type TestSmtpServer = {
  url: string;
  /** The messages accepted, in the order the server accepted them. */
  received: ReceivedMail[];
  close(): Promise<void>;
};

/** Quoted-printable (RFC 2045) body → text: soft line breaks joined, =XX bytes decoded as UTF-8. */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The outbox id a received message carries in its Message-ID (<outbox.ID@domain>). */
export function outboxIdOf(mail: ReceivedMail): string | null {
  return /^Message-ID: <outbox\.([0-9a-f-]+)@/im.exec(mail.data)?.[1] ?? null;
}

/**
 * `rejectRecipient`: every RCPT is answered 550 (a refused address). `busyOnceFor`: the first RCPT to each of these
 * addresses is answered 450 (a mailbox busy for now), later ones are accepted.
 */
export async function startSmtpServer(
  options: { rejectRecipient?: boolean; busyOnceFor?: string[] } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const busy = new Set((options.busyOnceFor ?? []).map((a) => `<${a.toLowerCase()}>`));
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 localhost test SMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 localhost');
        else if (verb === 'MAIL') {
          current.from = line.slice(10).trim();
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          const to = line.slice(8).trim();
          if (options.rejectRecipient) reply('550 5.1.1 no such user');
          else if (busy.delete(to.toLowerCase())) reply('450 4.2.1 mailbox busy, try again later');
          else {
            current.to.push(to);
            reply('250 2.1.5 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET') {
          current = { from: '', to: [], data: '' };
          reply('250 ok');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 5.5.1 not implemented');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
