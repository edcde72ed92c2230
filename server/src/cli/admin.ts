/**
 * `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL` (decision 011): the only way
 * to make or unmake an admin; only an account whose address is verified can be made one (decision
 * 073). `npm run admin -- grant-tutor EMAIL TUTOR_ID` / `revoke-tutor EMAIL` (decision 072) link a
 * verified account to a tutor (role tutor: the tutor area) and unlink it. Uses the app's
 * configuration (the same .env and DATABASE_URL) and migrates first, so it works on a fresh
 * database too. Each change is written to the audit log. Exit codes: 0 done (also when nothing
 * had to change), 1 refused (no such account or tutor, an unverified account...), 2 usage.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig, ROOT_DIR } from '../config.ts';
import { createDb, migrate, type Db } from '../db/index.ts';
import { tutorOfUser } from '../repositories/admin-tutors.ts';
import { recordAudit } from '../repositories/audit-log.ts';
import { linkTutorAccount, unlinkTutorAccount } from '../bookings/tutor-accounts.ts';
import { findTutorOfUser } from '../repositories/tutor-accounts.ts';
import { findRoleByEmail, setUserRole } from '../repositories/users.ts';

const USAGE = 'Usage: npm run admin -- grant EMAIL | revoke EMAIL | grant-tutor EMAIL TUTOR_ID | revoke-tutor EMAIL';

export type AdminCommandResult = { code: number; message: string };

/** Runs one command against `db`; exit code 0 on success (also when nothing had to change). */
export async function runAdminCommand(db: Db, args: string[]): Promise<AdminCommandResult> {
  if (args[0] === 'grant-tutor' || args[0] === 'revoke-tutor') return runTutorCommand(db, args);
  const [command, rawEmail, ...rest] = args;
  if ((command !== 'grant' && command !== 'revoke') || !rawEmail || rest.length) return { code: 2, message: USAGE };
  const email = rawEmail.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const user = await findRoleByEmail(trx, email);
    if (!user) return { code: 1, message: `No account with the e-mail ${email}.` };
    if ((command === 'grant') === (user.role === 'admin'))
      return { code: 0, message: `${email} is already ${command === 'grant' ? 'an admin' : 'not an admin'}.` };
    // Whoever registered an address someone else owns never verified it: that account must not
    // become an admin (decision 073). Revoking is always allowed.
    if (command === 'grant' && !user.email_verified_at) {
      return {
        code: 1,
        message: `${email} has not verified its e-mail address: open the link of the verification e-mail first, then grant again.`,
      };
    }
    // An account linked to a tutor profile goes back to the role tutor, not student (decision 071).
    const role = command === 'grant' ? 'admin' : (await tutorOfUser(trx, Number(user.id))) ? 'tutor' : 'student';
    await setUserRole(trx, Number(user.id), role);
    await recordAudit(trx, {
      actor: 'cli',
      action: `user.${command}_admin`,
      targetType: 'user',
      targetId: Number(user.id),
      details: { email },
    });
    return { code: 0, message: command === 'grant' ? `${email} is now an admin.` : `${email} is no longer an admin.` };
  });
}

async function runTutorCommand(db: Db, args: string[]): Promise<AdminCommandResult> {
  const [command, rawEmail, rawTutorId, ...rest] = args;
  if (!rawEmail || rest.length) return { code: 2, message: USAGE };
  const email = rawEmail.trim().toLowerCase();
  if (command === 'grant-tutor') {
    if (!rawTutorId || !/^\d{1,9}$/.test(rawTutorId) || Number(rawTutorId) < 1) return { code: 2, message: USAGE };
    const outcome = await linkTutorAccount(db, { tutorId: Number(rawTutorId), email, actor: 'cli' });
    if (!outcome.ok) return { code: 1, message: outcome.message };
    return {
      code: 0,
      message: outcome.changed
        ? `${email} is now the account of tutor ${outcome.tutorId}.`
        : `${email} is already the account of tutor ${outcome.tutorId}.`,
    };
  }
  if (rawTutorId !== undefined) return { code: 2, message: USAGE };
  const user = await findRoleByEmail(db, email);
  if (!user) return { code: 1, message: `No account with the e-mail ${email}.` };
  const tutor = await findTutorOfUser(db, Number(user.id));
  if (!tutor) return { code: 0, message: `${email} is not linked to a tutor.` };
  await unlinkTutorAccount(db, { tutorId: Number(tutor.id), actor: 'cli' });
  return { code: 0, message: `${email} is no longer the account of tutor ${tutor.id}.` };
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
