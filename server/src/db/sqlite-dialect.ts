import { DatabaseSync } from 'node:sqlite';
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';

/**
 * Kysely's SqliteDialect speaks to better-sqlite3's interface; Node 24 ships node:sqlite,
 * which has the same synchronous shape. This adapter lets Kysely use it, so the embedded
 * database needs no native add-on to build (decision 002).
 */
function adapt(db: DatabaseSync): SqliteDatabase {
  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      const stmt = db.prepare(sql);
      const reader = stmt.columns().length > 0;
      return {
        reader,
        all: (parameters) => stmt.all(...(parameters as never[])) as unknown[],
        iterate: (parameters) => stmt.iterate(...(parameters as never[])) as IterableIterator<unknown>,
        run: (parameters) => {
          const result = stmt.run(...(parameters as never[]));
          return { changes: Number(result.changes), lastInsertRowid: Number(result.lastInsertRowid) };
        },
      };
    },
  };
}

export function createSqliteDialect(filename: string): SqliteDialect {
  return new SqliteDialect({
    database: async () => {
      const db = new DatabaseSync(filename);
      db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
      return adapt(db);
    },
  });
}
