import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localRunEnv } from '../../../scripts/lib.ts';
import { loadConfig } from '../../src/config.ts';

const dir = mkdtempSync(join(tmpdir(), 'darsak-env-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const envFile = (text: string) => {
  const path = join(dir, `${Math.random()}.env`);
  writeFileSync(path, text);
  return path;
};

describe('npm start / npm run dev environment', () => {
  it('turns the dev mailbox and the demo account on for a localhost run', () => {
    for (const base of [{}, { APP_URL: 'http://127.0.0.1:4000' }, { PORT: '8080' }]) {
      const env = localRunEnv(base, join(dir, 'missing.env'));
      expect(env).toMatchObject({ DEV_MAILBOX: 'true', SEED_DEMO_DATA: 'true' });
      expect(loadConfig(env)).toMatchObject({ devMailbox: true, seedDemoData: true });
    }
  });

  it('leaves both off when APP_URL (from the environment or .env) is a public address', () => {
    for (const [base, file] of [
      [{ APP_URL: 'https://darsak.app' }, ''],
      [{}, 'APP_URL=https://darsak.app\n'],
    ] as const) {
      const env = localRunEnv({ ...base, SESSION_SECRET: 'x'.repeat(40) }, envFile(file));
      expect(env.DEV_MAILBOX).toBeUndefined();
      expect(env.SEED_DEMO_DATA).toBeUndefined();
      expect(loadConfig(env)).toMatchObject({ devMailbox: false, seedDemoData: false });
    }
  });

  it('keeps an explicit choice from .env or the environment', () => {
    const env = localRunEnv({ SEED_DEMO_DATA: 'false' }, envFile('DEV_MAILBOX=false\n'));
    expect(env).toMatchObject({ DEV_MAILBOX: 'false', SEED_DEMO_DATA: 'false' });
  });
});
