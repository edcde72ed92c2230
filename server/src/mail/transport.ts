import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailAttachment } from './outbox.ts';

/** One e-mail as the outbox hands it to a transport. */
export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Reply-To address, already checked by the outbox (isHeaderSafeAddress). */
  replyTo?: string;
  /** Files sent with it (a session's .ics invitation), content in base64. */
  attachments?: MailAttachment[];
  /** Stable per outbox row, so a copy re-sent after a crash can be recognised as the same mail. */
  messageId: string;
};

export type MailTransport = {
  /** Sends one e-mail; rejects when it was not accepted (the outbox retries later). */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
  /** Whether mail leaves the machine (false: only logged and shown at /dev/mailbox). */
  readonly delivers: boolean;
};

/**
 * SMTP through nodemailer, one connection per message (the outbox sends one at a time).
 * Timeouts are bounded so a hung server delays a send, never the shutdown, by more than a minute.
 */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    delivers: true,
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.attachments?.length
          ? {
              attachments: mail.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: Buffer.from(a.content, 'base64'),
              })),
            }
          : {}),
        messageId: mail.messageId,
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL: each e-mail is logged with its recipient and subject only (bodies hold
 * links and codes, which never go to logs). With DEV_MAILBOX (a local run) the text body is also
 * printed to the console, so a newcomer can click a verification link, and /dev/mailbox shows them.
 */
export function createLogTransport(
  log: FastifyBaseLogger,
  printBodies: boolean,
  write: (text: string) => unknown = (text) => process.stdout.write(text),
): MailTransport {
  return {
    delivers: false,
    async send(mail) {
      log.info({ to: mail.to, subject: mail.subject }, 'mail not delivered (SMTP_URL is not set)');
      if (printBodies) {
        const rule = '-'.repeat(72);
        write(`\n${rule}\nMail to ${mail.to}: ${mail.subject}\n${rule}\n${mail.text}\n${rule}\n\n`);
      }
    },
    close: () => {},
  };
}
