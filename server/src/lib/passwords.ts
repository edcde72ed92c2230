import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { FairQueue } from './passwords-queue.ts';

/**
 * Password hashing with argon2id (the library's default algorithm, with its defaults of
 * 19 MiB memory, 2 passes and 1 lane: OWASP's recommended minimum).
 *
 * Every hash and verification goes through one fair queue per process: one fewer at once than
 * the machine has cores (at least 1, at most 2 of libuv's 4 threads), so a core stays free for
 * the event loop; taken in turn by client address, so a flood from one address neither starves
 * other requests nor delays other users' logins behind it (decision 019).
 */
const ARGON2_CONCURRENCY = Math.min(2, Math.max(1, availableParallelism() - 1));
const queue = new FairQueue(ARGON2_CONCURRENCY);

/** Whose turn a job is: the client address, or one shared key for the server's own work. */
const SERVER_KEY = 'server';

/** The argon2 queue's load now (running and waiting jobs). */
export const passwordQueueSize = () => queue.size;

export const hashPassword = (password: string, queueKey = SERVER_KEY): Promise<string> =>
  queue.run(queueKey, () => hash(password));

/** A hash of a random password, made once, to verify against when there is no user. */
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hash(`no-such-user-${Math.random()}-${Date.now()}`));

/**
 * True when `password` matches `passwordHash`. With no hash (an unknown e-mail) it still runs
 * one argon2 verification against a dummy hash and answers false, so the answer takes about as
 * long whether the account exists or not. A malformed stored hash counts as a mismatch.
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
  queueKey = SERVER_KEY,
): Promise<boolean> {
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
