import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, migrations, type Db } from '../index.ts';

describe('migration 008 (mail_outbox.reply_to) on an outbox with queued mail', () => {
  let dir: string;
  let db: Db;
  afterEach(async () => {
    await db?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('adds an empty Reply-To to the queued rows, and takes it away again on the way down', async () => {
    dir = mkdtempSync(join(tmpdir(), 'darsak-migration-'));
    db = createDb({ kind: 'sqlite', filename: join(dir, 'db.sqlite') });
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '008'));
    expect((await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest()).error).toBeUndefined();
    const now = new Date().toISOString();
    const row = {
      recipient: 'a@example.com',
      subject: 'S',
      text_body: 'T',
      html_body: '<p>H</p>',
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      last_error: null,
      created_at: now,
      sent_at: null,
    };
    await db
      .insertInto('mail_outbox')
      .values(row as never)
      .execute();

    const all = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await all.migrateToLatest()).error).toBeUndefined();
    const after = await db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(after).toMatchObject({ recipient: 'a@example.com', status: 'pending', reply_to: null });
    await db.updateTable('mail_outbox').set({ reply_to: 'maya@example.com' }).execute();

    expect((await all.migrateTo('007-performance-indexes')).error).toBeUndefined();
    const down = await db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(down).not.toHaveProperty('reply_to');
    expect(down).toMatchObject({ recipient: 'a@example.com', status: 'pending' });
  });
});
