import { DatabaseSync, type StatementSync } from 'node:sqlite';
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';

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
  /** readNow's statements, by SQL text (rows as arrays made objects of one shape, see rowReader). */
  const readers = new Map<string, (parameters: readonly unknown[]) => unknown[] | undefined>();

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
      readers.clear();
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
    readNow: (sql, parameters) => {
      if (db.isTransaction) return undefined;
      let reader = readers.get(sql);
      if (!reader) {
        if (readers.size >= cacheSize) readers.clear(); // a handful of hot reads use this; never reached in practice
        reader = rowReader(db.prepare(sql));
        readers.set(sql, reader);
      }
      const rows = reader(parameters);
      if (rows) return rows;
      // The columns changed under the statement (a schema change): read them again.
      readers.delete(sql);
      return adapted.readNow(sql, parameters);
    },
  };
  return adapted;
}

/**
 * The hot reads' rows (readNow, decision 054): node:sqlite builds a row object by looking up each
 * column's name in V8's string table for every row (a session read's 14 columns were a tenth of
 * its cost), so the statement returns arrays and a function made once per statement turns each
 * into an object of one fixed shape, with the same properties in the same order.
 */
function rowReader(stmt: StatementSync): (parameters: readonly unknown[]) => unknown[] | undefined {
  const names = stmt.columns().map((column) => column.name);
  // Duplicate names (the last wins, as in node:sqlite's objects) or __proto__ keep its objects.
  if (new Set(names).size !== names.length || names.includes('__proto__')) return (parameters) => stmt.all(...(parameters as never[]));
  stmt.setReturnArrays(true);
  // Built from the statement's own column names, JSON-quoted.
  const toObject = new Function('row', `return {${names.map((name, i) => `${JSON.stringify(name)}: row[${i}]`).join(', ')}};`) as (
    row: unknown[],
  ) => object;
  return (parameters) => {
    const rows = stmt.all(...(parameters as never[])) as unknown as unknown[][];
    if (rows.length > 0 && rows[0]!.length !== names.length) return undefined;
    for (let i = 0; i < rows.length; i += 1) (rows as unknown[])[i] = toObject(rows[i]!);
    return rows;
  };
}

/**
 * Transactions begin IMMEDIATE: they take the file's write lock at BEGIN, waiting for it with the
 * busy timeout. Kysely's plain BEGIN only takes a read snapshot, and SQLite refuses the first write
 * of such a transaction at once (SQLITE_BUSY, no busy wait) when another process has committed since
 * the snapshot: `npm run admin` beside a busy server failed so. The app's own transactions are
 * serialized on its one connection, and readers in WAL mode are not blocked by the lock.
 */
class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class AppSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateTransactionDriver(this.#config);
  }
}

/** `onOpen` receives the connection once Kysely opens it (for readNow). */
export function createSqliteDialect(filename: string, onOpen: (db: AdaptedDatabase) => void = () => {}): SqliteDialect {
  return new AppSqliteDialect({
    database: async () => {
      const db = new DatabaseSync(filename);
      db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
      const adapted = adapt(db);
      onOpen(adapted);
      return adapted;
    },
  });
}
