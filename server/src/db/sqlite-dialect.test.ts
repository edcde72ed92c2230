import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, type Generated } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { adapt, createSqliteDialect } from './sqlite-dialect.ts';

describe('the node:sqlite adapter statement cache', () => {
  let raw: DatabaseSync;
  afterEach(() => raw?.isOpen && raw.close());

  const open = (size?: number) => {
    raw = new DatabaseSync(':memory:');
    raw.exec('create table t (id integer primary key, name text)');
    return adapt(raw, size);
  };

  it('prepares a SQL text once and reuses the statement with new parameters', () => {
    const db = open();
    const insert = db.prepare('insert into t (name) values (?)');
    expect(db.prepare('insert into t (name) values (?)')).toBe(insert);
    expect(insert.reader).toBe(false);
    insert.run(['a']);
    db.prepare('insert into t (name) values (?)').run(['b']);
    const select = db.prepare('select name from t where id = ?');
    expect(select.reader).toBe(true);
    expect(select.all([1])).toEqual([{ name: 'a' }]);
    expect(db.prepare('select name from t where id = ?').all([2])).toEqual([{ name: 'b' }]);
    expect(db.cachedStatements()).toBe(2);
  });

  it('evicts the least recently used statement beyond its size', () => {
    const db = open(2);
    const a = db.prepare('select 1 as a');
    const b = db.prepare('select 2 as b');
    expect(db.prepare('select 1 as a')).toBe(a); // a is now the most recent
    db.prepare('select 3 as c'); // evicts b
    expect(db.cachedStatements()).toBe(2);
    expect(db.prepare('select 1 as a')).toBe(a);
    expect(db.prepare('select 2 as b')).not.toBe(b);
  });

  it('gives Kysely correct results through the cache, across inserts and reads', async () => {
    const db = new Kysely<{ t: { id: Generated<number>; name: string } }>({ dialect: createSqliteDialect(':memory:') });
    await db.schema
      .createTable('t')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text')
      .execute();
    for (const name of ['x', 'y', 'z']) await db.insertInto('t').values({ name }).execute();
    for (const id of [3, 1, 2]) {
      const row = await db.selectFrom('t').select('name').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.name).toBe(['x', 'y', 'z'][id - 1]);
    }
    const streamed: string[] = [];
    for await (const row of db.selectFrom('t').select('name').orderBy('id').stream()) streamed.push(row.name);
    expect(streamed).toEqual(['x', 'y', 'z']);
    await db.destroy();
  });

  it('readNow: the rows node:sqlite gives (same values, names and order), outside transactions, after a schema change too', () => {
    const db = open();
    raw.exec("insert into t (name) values ('a'), ('b')");
    const sql = 'select t.*, upper(name) as shout, null as empty from t where id >= ? order by id';
    const expected = raw
      .prepare(sql)
      .all(1)
      .map((row) => ({ ...row }));
    expect(db.readNow(sql, [1])).toEqual(expected);
    expect(db.readNow(sql, [1])!.map((row) => Object.keys(row as object))).toEqual(expected.map((row) => Object.keys(row)));
    expect(db.readNow(sql, [3])).toEqual([]);
    raw.exec('begin');
    expect(db.readNow(sql, [1])).toBeUndefined();
    raw.exec('commit');
    // t.* gains a column: the next read names it, not a stale list.
    raw.exec("alter table t add column city text default 'Beirut'");
    expect(db.readNow(sql, [2])).toEqual([{ id: 2, name: 'b', city: 'Beirut', shout: 'B', empty: null }]);
    // Two columns of one name: the last one's value, as node:sqlite answers.
    expect(db.readNow('select 1 as x, 2 as x', [])).toEqual(
      raw
        .prepare('select 1 as x, 2 as x')
        .all()
        .map((row) => ({ ...row })),
    );
  });
});

describe('transactions beside another process on the same file', () => {
  it('a transaction that reads, then writes, commits even when another connection wrote in between', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'darsak-sqlite-'));
    const file = join(dir, 'app.sqlite');
    const db = new Kysely<{ t: { id: Generated<number>; name: string } }>({ dialect: createSqliteDialect(file) });
    // Another process (npm run admin beside the running server), which gives up at once when locked out.
    const other = new DatabaseSync(file);
    try {
      await db.schema
        .createTable('t')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text')
        .execute();
      other.exec('PRAGMA busy_timeout = 0');
      let otherWrote = false;
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('t').selectAll().execute();
        try {
          other.exec("insert into t (name) values ('other')");
          otherWrote = true;
        } catch {
          // locked out: it would wait for the transaction with a busy timeout, as the app's connections do
        }
        // A deferred transaction holds only a read snapshot here: SQLite refuses its write (SQLITE_BUSY,
        // no busy wait) once another connection has committed since that snapshot.
        await trx.insertInto('t').values({ name: 'mine' }).execute();
      });
      expect(otherWrote).toBe(false);
      expect((await db.selectFrom('t').select('name').execute()).map((r) => r.name)).toEqual(['mine']);
    } finally {
      other.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
