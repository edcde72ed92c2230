import type { ApiErrorCode } from '@darsak/common';
import type { Db } from '../db/index.ts';
import { recordAudit, type AuditActor } from '../repositories/audit-log.ts';
import { findAccountByEmail, findTutorForAccount, findTutorOfUser, linkAccount, unlinkAccount } from '../repositories/tutor-accounts.ts';

/**
 * Linking an account to a tutor (decision 072), the same rules from the command line
 * (`npm run admin -- grant-tutor EMAIL TUTOR_ID`) and the back office: the account must exist,
 * have verified its e-mail and not be an admin; a tutor has one account and an account one
 * tutor. Each change is audited in its transaction.
 */

export type LinkOutcome =
  | { ok: true; changed: boolean; tutorId: number; userId: number; email: string }
  | { ok: false; code: ApiErrorCode; status: 404 | 409 | 422; message: string };

export async function linkTutorAccount(db: Db, input: { tutorId: number; email: string; actor: AuditActor }): Promise<LinkOutcome> {
  const email = input.email.trim().toLowerCase();
  return db.transaction().execute(async (trx): Promise<LinkOutcome> => {
    const tutor = await findTutorForAccount(trx, input.tutorId);
    if (!tutor) return { ok: false, code: 'tutors.not_found', status: 404, message: `No tutor with the id ${input.tutorId}.` };
    const user = await findAccountByEmail(trx, email);
    if (!user) return { ok: false, code: 'users.not_found', status: 404, message: `No account with the e-mail ${email}.` };
    const userId = Number(user.id);
    if (tutor.user_id !== null && Number(tutor.user_id) === userId)
      return { ok: true, changed: false, tutorId: input.tutorId, userId, email };
    if (!user.email_verified_at)
      return { ok: false, code: 'tutors.account_unverified', status: 422, message: `${email} has not verified its e-mail address.` };
    if (user.role === 'admin')
      return { ok: false, code: 'tutors.account_is_admin', status: 409, message: `${email} is an admin; revoke the admin role first.` };
    const other = await findTutorOfUser(trx, userId);
    if (other)
      return {
        ok: false,
        code: 'tutors.account_taken',
        status: 409,
        message: `${email} is already linked to tutor ${other.id} (${other.name}).`,
      };
    if (tutor.user_id !== null)
      return {
        ok: false,
        code: 'tutors.already_linked',
        status: 409,
        message: `Tutor ${input.tutorId} is already linked to another account; unlink it first.`,
      };
    await linkAccount(trx, input.tutorId, userId);
    await recordAudit(trx, {
      actor: input.actor,
      action: 'tutor.link_account',
      targetType: 'tutor',
      targetId: input.tutorId,
      details: { user_id: userId, email },
    });
    return { ok: true, changed: true, tutorId: input.tutorId, userId, email };
  });
}

/** Unlinks a tutor's account; answers the account's id, or null when none was linked. */
export async function unlinkTutorAccount(db: Db, input: { tutorId: number; actor: AuditActor }): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const userId = await unlinkAccount(trx, input.tutorId);
    if (userId !== null) {
      await recordAudit(trx, {
        actor: input.actor,
        action: 'tutor.unlink_account',
        targetType: 'tutor',
        targetId: input.tutorId,
        details: { user_id: userId },
      });
    }
    return userId;
  });
}
