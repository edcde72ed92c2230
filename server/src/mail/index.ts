import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import devMailboxRoutes from './dev-mailbox.ts';
import { MailOutbox } from './outbox.ts';
import { createLogTransport, createSmtpTransport } from './transport.ts';

export type { MailMessage } from './outbox.ts';
export { MailOutbox } from './outbox.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** The durable mail outbox: app.mailer.queue({to, subject, text, html}). */
    mailer: MailOutbox;
  }
}

/**
 * Decorates app.mailer: SMTP over SMTP_URL, or (without it) a transport that only logs; the
 * worker starts when the app is ready and, on close, finishes its current send and stops
 * before the database closes (onClose hooks run in reverse order of registration).
 */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const transport = config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createLogTransport(app.log, config.devMailbox);
    if (!config.smtpUrl && config.env === 'production') {
      app.log.warn('SMTP_URL is not set: e-mails are queued and logged (recipient and subject) but not delivered');
    }
    const mailer = new MailOutbox(app.db, {
      transport,
      log: app.log,
      from: config.mailFrom,
      messageIdHost: new URL(config.appUrl).hostname,
    });
    app.decorate('mailer', mailer);
    app.addHook('onReady', async () => mailer.start());
    app.addHook('onClose', async () => mailer.stop());
    if (config.devMailbox) await app.register(devMailboxRoutes);
  },
  { name: 'mailer' },
);
