import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { FairQueue } from './passwords-queue.ts';

/**
 * Password hashing with argon2id (the library's default algorithm, with its defaults of
 * 19 MiB memory, 2 passes and 1 lane: OWASP's recommended minimum).
 *
 * Every hash and verification goes through one fair queue per process: at most 2 at once (of
 * libuv's 4 threads), one of them per client address, taken in turn by address. A flood from one
 * address holds one thread at most, and a quarter of a core once its line is long; it waits
 * behind itself, and another user's verification starts at once on the other slot (decision 019).
 */
const queue = new FairQueue({
  concurrency: Math.min(2, availableParallelism()),
  perKey: 1,
  // More than 10 logins waiting from one address is a flood, not a class: it gets at most a
  // quarter of one core (each job followed by three times its length of rest).
  backlog: 10,
  restFactor: 3,
});

/** Whose turn a job is: the client address, or one shared key for the server's own work. */
const SERVER_KEY = 'server';

/** The argon2 queue's load now (running and waiting jobs). */
export const passwordQueueSize = () => queue.size;

export const hashPassword = (password: string, queueKey = SERVER_KEY): Promise<string> => queue.run(queueKey, () => hash(password));

/** A hash of a random password, made once, to verify against when there is no user. */
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hash(`no-such-user-${Math.random()}-${Date.now()}`));

/**
 * True when `password` matches `passwordHash`. With no hash (an unknown e-mail) it still runs
 * one argon2 verification against a dummy hash and answers false, so the answer takes about as
 * long whether the account exists or not. A malformed stored hash counts as a mismatch.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string, queueKey = SERVER_KEY): Promise<boolean> {
  if (!passwordHash) {
    const dummy = await getDummyHash();
    await queue.run(queueKey, () => verify(dummy, password)).catch(() => false);
    return false;
  }
  try {
    return await queue.run(queueKey, () => verify(passwordHash, password));
  } catch {
    return false;
  }
}
