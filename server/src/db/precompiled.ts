import { isDeepStrictEqual } from 'node:util';
import type { Compilable, CompiledQuery } from 'kysely';
import { directReader, type Db } from './index.ts';

/** A precompiled query: run it (a promise of its rows), or `now` for a synchronous read when the database allows one. */
export type Precompiled<A extends unknown[], R> = ((db: Db, ...args: A) => Promise<R[]>) & {
  /**
   * The rows now, synchronously: on SQLite for a read while no transaction is open on the
   * connection (directReader, decision 042); undefined otherwise (PostgreSQL, a write, inside a
   * transaction, the connection not open yet): then run the query the usual way.
   */
  now: (db: Db, ...args: A) => R[] | undefined;
};

/**
 * A hot query compiled by Kysely once per database handle, then run with new parameters: Kysely
 * otherwise builds, freezes and compiles the same operation tree on every request (decision 039).
 * `parameters` lists the query's parameters in order for the given arguments; the first run
 * checks it against what Kysely compiled, so a mismatch fails loudly instead of binding wrong.
 * Transactions are handles of their own (a cache miss each, as before). On SQLite a read runs
 * synchronously when no transaction is open (directReader, decision 042).
 */
export function precompiled<A extends unknown[], R>(
  build: (db: Db, ...args: A) => Compilable<R>,
  parameters: (...args: A) => unknown[],
): Precompiled<A, R> {
  const cache = new WeakMap<Db, { compiled: CompiledQuery<R>; reads: boolean }>();
  const compile = (db: Db, args: A, values: unknown[]) => {
    let entry = cache.get(db);
    if (!entry) {
      const compiled = build(db, ...args).compile();
      if (!isDeepStrictEqual([...compiled.parameters], values)) {
        throw new Error(`precompiled query: parameters ${JSON.stringify(values)} do not match ${compiled.sql}`);
      }
      entry = { compiled, reads: compiled.query.kind === 'SelectQueryNode' };
      cache.set(db, entry);
    }
    return entry;
  };
  const now = (db: Db, ...args: A): R[] | undefined => {
    const values = parameters(...args);
    const { compiled, reads } = compile(db, args, values);
    return reads ? (directReader(db)?.(compiled.sql, values) as R[] | undefined) : undefined;
  };
  const run = async (db: Db, ...args: A): Promise<R[]> => {
    const values = parameters(...args);
    const { compiled, reads } = compile(db, args, values);
    // SQLite outside a transaction: the statement runs now, not through Kysely's queue.
    const rows = reads ? (directReader(db)?.(compiled.sql, values) as R[] | undefined) : undefined;
    if (rows) return rows;
    return (await db.executeQuery<R>({ ...compiled, parameters: values })).rows;
  };
  return Object.assign(run, { now });
}
