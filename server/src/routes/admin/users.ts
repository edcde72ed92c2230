import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { pageWindow } from '../../lib/http/pagination.ts';
import { presentAdminUser } from '../../presenters/admin.ts';
import { listUsersForAdmin, setUserDisabled } from '../../repositories/admin-users.ts';
import { recordAudit } from '../../repositories/audit-log.ts';
import { findUserById } from '../../repositories/users.ts';
import { actorOf } from './actor.ts';

/**
 * Accounts: search, disable (every session ends at once; login then answers 403 with a clear
 * message) and enable. Admins are made and unmade only from the command line (decision 011), so
 * an admin account cannot be disabled here, nor can an admin disable themselves.
 */
export default async function adminUserRoutes(app: FastifyInstance) {
  route(app, contracts.admin.listUsers, async (request) => {
    const query = request.query;
    const { rows, total, capped } = await listUsersForAdmin(app.db, { q: query.q }, pageWindow(query));
    return { data: rows.map(presentAdminUser), total, ...(capped ? { total_capped: true } : {}) };
  });

  for (const [action, endpoint] of [
    ['disable', contracts.admin.disableUser],
    ['enable', contracts.admin.enableUser],
  ] as const) {
    route(app, endpoint, async (request) => {
      const target = await findUserById(app.db, request.params.id);
      if (!target) throw notFound('users.not_found');
      const id = Number(target.id);
      if (action === 'disable' && id === Number(request.user.id)) throw forbidden('users.cannot_disable_self');
      if (action === 'disable' && target.role === 'admin') throw forbidden('users.cannot_disable_admin');
      const changed = await app.db.transaction().execute(async (trx) => {
        const row = await setUserDisabled(trx, id, action === 'disable');
        if (row) {
          await recordAudit(trx, {
            actor: actorOf(request),
            action: `user.${action}`,
            targetType: 'user',
            targetId: id,
            details: { email: row.email },
          });
        }
        return row;
      });
      if (!changed) throw conflict(action === 'disable' ? 'users.already_disabled' : 'users.not_disabled');
      if (action === 'disable') await app.sessionStore.destroyForUser(id);
      return { message: action === 'disable' ? 'Account disabled.' : 'Account enabled.', ...presentAdminUser(changed) };
    });
  }
}
