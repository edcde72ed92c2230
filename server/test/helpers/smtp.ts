import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mail.ts';

/** One e-mail the test server accepted: the envelope, the raw message and its parsed parts. */
export type ReceivedMail = ParsedMail & { envelopeFrom: string; envelopeTo: string[]; raw: string };

type SmtpOptions = { delayMs?: number };

type Waiter = { resolve: (mail: ReceivedMail) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

/**
 * A real SMTP server inside the test process, on a random port (or a given one, to bring a
 * "down" server back up), collecting every message. No TLS and no auth: the app is started
 * with SMTP_URL=smtp://127.0.0.1:<port>.
 */
export class TestSmtpServer {
  /** Every message received, in order. */
  readonly received: ReceivedMail[] = [];
  readonly #server: SMTPServer;
  readonly #unread = new Map<string, ReceivedMail[]>();
  readonly #waiters = new Map<string, Waiter[]>();
  #port = 0;

  private constructor(options: SmtpOptions) {
    this.#server = new SMTPServer({
      authOptional: true,
      disableReverseLookup: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', callback);
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const mailFrom = session.envelope.mailFrom;
          const accept = () => {
            this.#deliver({ ...parseMail(raw), raw, envelopeTo, envelopeFrom: mailFrom ? mailFrom.address : '' });
            callback();
          };
          if (options.delayMs) setTimeout(accept, options.delayMs);
          else accept();
        });
      },
    });
  }

  /** Listens on `port` (0: a random one); `delayMs` holds each message before accepting it (a slow server). */
  static async start(port = 0, options: SmtpOptions = {}): Promise<TestSmtpServer> {
    const smtp = new TestSmtpServer(options);
    await new Promise<void>((resolve, reject) => {
      smtp.#server.once('error', reject);
      smtp.#server.listen(port, '127.0.0.1', () => resolve());
    });
    const address = smtp.#server.server.address();
    smtp.#port = typeof address === 'object' && address ? address.port : port;
    return smtp;
  }

  get port(): number {
    return this.#port;
  }

  /** The app's SMTP_URL for this server. */
  get url(): string {
    return `smtp://127.0.0.1:${this.#port}`;
  }

  #deliver(mail: ReceivedMail) {
    this.received.push(mail);
    for (const to of mail.envelopeTo) {
      const waiter = this.#waiters.get(to)?.shift();
      if (waiter) {
        clearTimeout(waiter.timer);
        waiter.resolve(mail);
      } else {
        const list = this.#unread.get(to) ?? [];
        list.push(mail);
        this.#unread.set(to, list);
      }
    }
  }

  /** The next message to `to` not read yet: one already here, or the next to arrive. */
  readEmail(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
    const address = to.toLowerCase();
    const ready = this.#unread.get(address)?.shift();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          const list = this.#waiters.get(address) ?? [];
          list.splice(list.indexOf(waiter), 1);
          reject(new Error(`no e-mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs),
      };
      const list = this.#waiters.get(address) ?? [];
      list.push(waiter);
      this.#waiters.set(address, list);
    });
  }

  /** Messages to `to` that arrived and were not read. */
  unread(to: string): ReceivedMail[] {
    return [...(this.#unread.get(to.toLowerCase()) ?? [])];
  }

  async stop(): Promise<void> {
    for (const list of this.#waiters.values()) {
      for (const waiter of list) {
        clearTimeout(waiter.timer);
        waiter.reject(new Error('SMTP test server stopped'));
      }
    }
    this.#waiters.clear();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
