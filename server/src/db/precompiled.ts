import { isDeepStrictEqual } from 'node:util';
import type { Compilable, CompiledQuery } from 'kysely';
import { directReader, type Db } from './index.ts';

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
): (db: Db, ...args: A) => Promise<R[]> {
  const cache = new WeakMap<Db, CompiledQuery<R>>();
  let reads = false;
  return async (db, ...args) => {
    const values = parameters(...args);
    let compiled = cache.get(db);
    if (!compiled) {
      compiled = build(db, ...args).compile();
      if (!isDeepStrictEqual([...compiled.parameters], values)) {
        throw new Error(`precompiled query: parameters ${JSON.stringify(values)} do not match ${compiled.sql}`);
      }
      cache.set(db, compiled);
      reads = compiled.query.kind === 'SelectQueryNode';
      return (await db.executeQuery(compiled)).rows;
    }
    // SQLite outside a transaction: the statement runs now, not through Kysely's queue.
    const rows = reads ? directReader(db)?.(compiled.sql, values) : undefined;
    if (rows) return rows as R[];
    return (await db.executeQuery<R>({ ...compiled, parameters: values })).rows;
  };
}
