import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing with argon2id (the library's default algorithm, with its defaults of
 * 19 MiB memory, 2 passes and 1 lane: OWASP's recommended minimum).
 */
export const hashPassword = (password: string): Promise<string> => hash(password);

/** A hash of a random password, made once, to verify against when there is no user. */
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hash(`no-such-user-${Math.random()}-${Date.now()}`));

/**
 * True when `password` matches `passwordHash`. With no hash (an unknown e-mail) it still runs
 * one argon2 verification against a dummy hash and answers false, so the answer takes about as
 * long whether the account exists or not. A malformed stored hash counts as a mismatch.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await getDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
