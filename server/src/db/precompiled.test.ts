import { describe, expect, it, vi } from 'vitest';
import { createDb, migrate, type Db } from './index.ts';
import { precompiled } from './precompiled.ts';

async function memoryDb(): Promise<Db> {
  const db = createDb({ kind: 'sqlite', filename: ':memory:' });
  await migrate(db);
  const now = new Date().toISOString();
  for (const name of ['Rana', 'Omar']) {
    await db
      .insertInto('users')
      .values({
        name,
        email: `${name.toLowerCase()}@example.com`,
        email_verified_at: null,
        password: 'x',
        image_path: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return db;
}

describe('precompiled queries', () => {
  it('compiles once per handle and binds each call’s own parameters', async () => {
    const db = await memoryDb();
    const build = vi.fn((d: Db, id: number) => d.selectFrom('users').select('name').where('id', '=', id));
    const byId = precompiled(build, (id) => [id]);
    expect(await byId(db, 1)).toEqual([{ name: 'Rana' }]);
    expect(await byId(db, 2)).toEqual([{ name: 'Omar' }]);
    expect(await byId(db, 3)).toEqual([]);
    expect(build).toHaveBeenCalledTimes(1);
    await db.destroy();
  });

  it('refuses a parameter list that does not match the compiled query', async () => {
    const db = await memoryDb();
    const wrong = precompiled(
      (d, id: number) => d.selectFrom('users').select('name').where('id', '=', id).limit(1),
      (id) => [id],
    );
    await expect(wrong(db, 1)).rejects.toThrow(/do not match/);
    await db.destroy();
  });

  it('reads SQLite directly, but never inside another request’s open transaction', async () => {
    const db = await memoryDb();
    const byEmail = precompiled(
      (d, email: string) => d.selectFrom('users').select('name').where('email', '=', email),
      (email) => [email],
    );
    expect(await byEmail(db, 'rana@example.com')).toEqual([{ name: 'Rana' }]);
    const order: string[] = [];
    let read: Promise<unknown> | undefined;
    await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      await trx
        .insertInto('users')
        .values({
          name: 'Maya',
          email: 'maya@example.com',
          email_verified_at: null,
          password: 'x',
          image_path: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      // Another request reads while this transaction is open: it waits for the commit.
      read = byEmail(db, 'maya@example.com').then((rows) => order.push(`read ${JSON.stringify(rows)}`));
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('commit');
    });
    await read;
    expect(order).toEqual(['commit', 'read [{"name":"Maya"}]']);
    await db.destroy();
  });

  it('now: the rows synchronously outside a transaction; undefined inside one and for a write', async () => {
    const db = await memoryDb();
    const byId = precompiled(
      (d, id: number) => d.selectFrom('users').select('name').where('id', '=', id),
      (id) => [id],
    );
    expect(byId.now(db, 2)).toEqual([{ name: 'Omar' }]);
    expect(byId.now(db, 3)).toEqual([]);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ name: 'Omar K.' }).where('id', '=', 2).execute();
      // Uncommitted: not readable now; the query waits in Kysely's queue for the commit.
      expect(byId.now(db, 2)).toBeUndefined();
    });
    expect(byId.now(db, 2)).toEqual([{ name: 'Omar K.' }]);
    const rename = precompiled(
      (d, id: number) => d.updateTable('users').set({ name: 'Rana H.' }).where('id', '=', id),
      (id) => ['Rana H.', id],
    );
    expect(rename.now(db, 1)).toBeUndefined();
    await rename(db, 1);
    expect(byId.now(db, 1)).toEqual([{ name: 'Rana H.' }]);
    await db.destroy();
  });
});
