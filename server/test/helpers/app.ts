import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';

/**
 * A real server for one test file: its own database (a fresh SQLite file, or a fresh
 * PostgreSQL schema when TEST_DATABASE_URL is set), Redis when TEST_REDIS_URL is set,
 * its own upload folder, listening on a random port.
 */
export type TestServer = {
  app: FastifyInstance;
  config: Config;
  url: string;
  close: () => Promise<void>;
};

export const usingPostgres = () => Boolean(process.env.TEST_DATABASE_URL);
export const usingRedis = () => Boolean(process.env.TEST_REDIS_URL);

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'darsak-test-'));
  const cleanups: Array<() => Promise<void>> = [async () => rmSync(dir, { recursive: true, force: true })];

  let databaseUrl = `file:${join(dir, 'test.sqlite')}`;
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    });
  }

  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    DATABASE_URL: databaseUrl,
    UPLOAD_DIR: join(dir, 'uploads'),
    WEB_DIST_DIR: join(dir, 'no-dist'),
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    // Test files register many accounts from 127.0.0.1; the limit itself has its own test.
    REGISTER_LIMIT_PER_IP: '1000',
    // Each test file gets its own Redis key space (keys expire by their TTL).
    ...(process.env.TEST_REDIS_URL
      ? { REDIS_URL: process.env.TEST_REDIS_URL, REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:` }
      : {}),
    ...env,
  });
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { logger: false });
  } catch (error) {
    for (const cleanup of cleanups) await cleanup();
    throw error;
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    config,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      for (const cleanup of cleanups) await cleanup();
    },
  };
}

/**
 * Another instance of the app on `server`'s database (and Redis): what several instances behind
 * a load balancer share. Closing it leaves the database to `server`.
 */
export async function startSecondInstance(server: TestServer): Promise<{ app: FastifyInstance; url: string; close: () => Promise<void> }> {
  const app = await buildApp(server.config, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
