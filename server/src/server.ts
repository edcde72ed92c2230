import { buildApp } from './app.ts';
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
    const timer = setTimeout(() => process.exit(1), 15_000).unref();
    await app.close(); // finishes in-flight requests, then the onClose hooks (outbox, db, redis)
    clearTimeout(timer);
    process.exit(0);
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
