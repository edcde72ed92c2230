import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWebIfStale, ROOT } from '../scripts/lib.ts';
import { startMailCatcher } from './mail-catcher.ts';

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * Starts what the browser tests run against: a real SMTP catcher and the real server
 * (node server/src/server.ts, production mode) with a fresh SQLite database and seeded demo data.
 */
export default async function globalSetup() {
  await buildWebIfStale();
  const dir = mkdtempSync(join(tmpdir(), 'darsak-e2e-'));
  const mailDir = join(dir, 'mail');
  const mail = await startMailCatcher(mailDir);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;

  const server = spawn(process.execPath, ['server/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATABASE_URL: `file:${join(dir, 'e2e.sqlite')}`,
      UPLOAD_DIR: join(dir, 'uploads'),
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      REDIS_URL: '',
    },
  });
  const exited = new Promise((done) => server.once('exit', done));

  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/ready`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the e2e server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;

  return async () => {
    server.kill('SIGTERM');
    await exited;
    await mail.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
