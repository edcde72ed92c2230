import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWebIfStale, startAppProcess } from '../scripts/lib.ts';
import { startMailCatcher } from './mail-catcher.ts';

/**
 * Starts what the browser tests run against: a real SMTP catcher and the real server
 * (node server/src/server.ts, production mode) with a fresh SQLite database and seeded demo data.
 */
export default async function globalSetup() {
  await buildWebIfStale();
  const dir = mkdtempSync(join(tmpdir(), 'darsak-e2e-'));
  const mailDir = join(dir, 'mail');
  const mail = await startMailCatcher(mailDir);
  const app = await startAppProcess(
    dir,
    {
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      SEED_DEMO_DATA: 'true',
      // Business details from configuration (about page, footer): e2e/polish-screens.spec.ts reads them.
      BUSINESS_ADDRESS: 'Bliss Street, Hamra, Beirut',
      BUSINESS_HOURS: 'Monday to Friday, 9:00 to 17:00',
    },
    // E2E_PORT: a fixed port for the server (a shared machine's agreed range); default: any free one.
    process.env.E2E_PORT ? { port: Number(process.env.E2E_PORT) } : {},
  );
  const baseUrl = app.baseUrl;

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  // The app's database, for what only the command line may do (npm run admin -- grant EMAIL).
  process.env.E2E_DATABASE_URL = `file:${join(dir, 'app.sqlite')}`;

  return async () => {
    await app.stop();
    await mail.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
