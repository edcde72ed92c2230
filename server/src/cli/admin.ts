/**
 * `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL` (decision 011): the only way
 * to make or unmake an admin; only an account whose address is verified can be made one. Uses the app's configuration (the same .env and DATABASE_URL) and
 * migrates first, so it works on a fresh database too. Each change is written to the audit log.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig, ROOT_DIR } from '../config.ts';
import { createDb, migrate, type Db } from '../db/index.ts';
import { recordAudit } from '../repositories/audit-log.ts';
import { findRoleByEmail, setUserRole } from '../repositories/users.ts';

const USAGE = 'Usage: npm run admin -- grant EMAIL | revoke EMAIL';

export type AdminCommandResult = { code: number; message: string };

/** Runs one command against `db`; exit code 0 on success (also when nothing had to change). */
export async function runAdminCommand(db: Db, args: string[]): Promise<AdminCommandResult> {
  const [command, rawEmail, ...rest] = args;
  if ((command !== 'grant' && command !== 'revoke') || !rawEmail || rest.length) return { code: 2, message: USAGE };
  const email = rawEmail.trim().toLowerCase();
  const role = command === 'grant' ? 'admin' : 'student';
  return db.transaction().execute(async (trx) => {
    const user = await findRoleByEmail(trx, email);
    if (!user) return { code: 1, message: `No account with the e-mail ${email}.` };
    if (user.role === role) return { code: 0, message: `${email} is already ${role === 'admin' ? 'an admin' : 'not an admin'}.` };
    // Whoever registered an address someone else owns never verified it: that account must not
    // become an admin (decision 073). Revoking is always allowed.
    if (role === 'admin' && !user.email_verified_at) {
      return { code: 1, message: `${email} has not verified its e-mail address: open the link of the verification e-mail first, then grant again.` };
    }
    await setUserRole(trx, Number(user.id), role);
    await recordAudit(trx, { actor: 'cli', action: `user.${command}_admin`, targetType: 'user', targetId: Number(user.id), details: { email } });
    return { code: 0, message: command === 'grant' ? `${email} is now an admin.` : `${email} is no longer an admin.` };
  });
}

if (import.meta.main) {
  const envFile = join(ROOT_DIR, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile); // as npm start does
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const db = createDb(config.database);
  try {
    await migrate(db);
    const result = await runAdminCommand(db, process.argv.slice(2));
    (result.code === 0 ? console.log : console.error)(result.message);
    process.exitCode = result.code;
  } finally {
    await db.destroy();
  }
}
