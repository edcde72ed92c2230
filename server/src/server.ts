import { buildApp, drainAndClose } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/** Boots the app: config, listen, graceful shutdown on SIGTERM/SIGINT. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // /ready 503, then in-flight requests, jobs, outbox, database and Redis, within the bound (decision 082).
    const clean = await drainAndClose(app, { delayMs: config.shutdownDelayMs, graceMs: config.shutdownGraceMs });
    if (!clean) app.log.warn({ graceMs: config.shutdownGraceMs }, 'requests still in flight after the grace period: closed');
    process.exit(clean ? 0 : 1);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  const mailbox = config.devMailbox && !config.smtpUrl ? `; e-mails: ${config.appUrl}/dev/mailbox` : '';
  app.log.info(`Darsak is ready on ${config.appUrl}${mailbox}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
