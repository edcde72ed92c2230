import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';

/** Prepared statements kept per connection; the app's queries are a few hundred distinct texts at most. */
export const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely's SqliteDialect speaks to better-sqlite3's interface; Node 24 ships node:sqlite,
 * which has the same synchronous shape. This adapter lets Kysely use it, so the embedded
 * database needs no native add-on to build (decision 002).
 *
 * Kysely prepares every query again; preparing is most of the cost of a small query, so the
 * adapter reuses statements by SQL text (least recently used evicted, decision 029). Reuse is
 * safe: the connection is single and Kysely runs one query on it at a time.
 */
export type AdaptedDatabase = SqliteDatabase & {
  cachedStatements: () => number;
  /**
   * Runs a read now, outside Kysely's queue, or answers undefined while a transaction is open on
   * the connection (its uncommitted rows must not be read by another request). node:sqlite is
   * synchronous, so no other query can be halfway through (decision 042).
   */
  readNow: (sql: string, parameters: readonly unknown[]) => unknown[] | undefined;
};

export function adapt(db: DatabaseSync, cacheSize = STATEMENT_CACHE_SIZE): AdaptedDatabase {
  const cache = new Map<string, SqliteStatement>();

  const wrap = (stmt: StatementSync): SqliteStatement => ({
    reader: stmt.columns().length > 0,
    all: (parameters) => stmt.all(...(parameters as never[])) as unknown[],
    iterate: (parameters) => stmt.iterate(...(parameters as never[])) as IterableIterator<unknown>,
    run: (parameters) => {
      const result = stmt.run(...(parameters as never[]));
      return { changes: Number(result.changes), lastInsertRowid: Number(result.lastInsertRowid) };
    },
  });

  const adapted: AdaptedDatabase = {
    close: () => {
      cache.clear();
      db.close();
    },
    prepare(sql: string): SqliteStatement {
      const hit = cache.get(sql);
      if (hit) {
        // Map keeps insertion order: moving the hit to the end makes the first key the least recent.
        cache.delete(sql);
        cache.set(sql, hit);
        return hit;
      }
      const statement = wrap(db.prepare(sql));
      cache.set(sql, statement);
      if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
      return statement;
    },
    cachedStatements: () => cache.size,
    readNow: (sql, parameters) => (db.isTransaction ? undefined : adapted.prepare(sql).all(parameters)),
  };
  return adapted;
}

/** `onOpen` receives the connection once Kysely opens it (for readNow). */
export function createSqliteDialect(filename: string, onOpen: (db: AdaptedDatabase) => void = () => {}): SqliteDialect {
  return new SqliteDialect({
    database: async () => {
      const db = new DatabaseSync(filename);
      db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
      const adapted = adapt(db);
      onOpen(adapted);
      return adapted;
    },
  });
}
