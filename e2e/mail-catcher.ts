import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { parseMail } from '../server/test/helpers/mail.ts';

export type CaughtEmail = { to: string[]; subject: string; text: string; html: string; receivedAt: number };

/**
 * A real SMTP server for the browser tests: every message the app sends is parsed and written
 * as JSON into `dir`, where the test workers read it (readEmail in fixtures.ts).
 */
export async function startMailCatcher(dir: string): Promise<{ port: number; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        const { subject, text, html } = parseMail(Buffer.concat(chunks).toString('utf8'));
        const email: CaughtEmail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject,
          text,
          html,
          receivedAt: Date.now(),
        };
        count += 1;
        writeFileSync(join(dir, `${String(Date.now()).padStart(15, '0')}-${count}.json`), JSON.stringify(email));
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => new Promise((done) => server.close(() => done())) };
}

/** The e-mails caught so far for `to`, oldest first. */
export function caughtEmails(dir: string, to: string): CaughtEmail[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CaughtEmail)
    .filter((m) => m.to.includes(to.toLowerCase()));
}
