import { adminUsersQuerySchema, type AdminList, type AdminUser } from '@darsak/common';
import type { FastifyInstance } from 'fastify';
import { forbidden, HttpError, notFound } from '../../lib/errors.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { validate } from '../../lib/validation.ts';
import { presentAdminUser } from '../../presenters/admin.ts';
import { listUsersForAdmin, setUserDisabled } from '../../repositories/admin-users.ts';
import { recordAudit } from '../../repositories/audit-log.ts';
import { findUserById } from '../../repositories/users.ts';
import { actorOf } from './actor.ts';

type IdParams = { Params: { id: string } };

/**
 * Accounts: search, disable (every session ends at once; login then answers 403 with a clear
 * message) and enable. Admins are made and unmade only from the command line (decision 011), so
 * an admin account cannot be disabled here, nor can an admin disable themselves.
 */
export default async function adminUserRoutes(app: FastifyInstance) {
  app.get('/api/admin/users', async (request): Promise<AdminList<AdminUser>> => {
    const query = validate(adminUsersQuerySchema, request.query);
    const { rows, total } = await listUsersForAdmin(app.db, { q: query.q }, pageWindow(query));
    return { data: rows.map(presentAdminUser), total };
  });

  for (const action of ['disable', 'enable'] as const) {
    app.post<IdParams>(`/api/admin/users/:id/${action}`, async (request) => {
      const raw = request.params.id;
      const target = /^[1-9]\d{0,9}$/.test(raw) && Number(raw) < 2 ** 31 ? await findUserById(app.db, Number(raw)) : undefined;
      if (!target) throw notFound('User not found.');
      const id = Number(target.id);
      if (action === 'disable' && id === Number(request.user.id)) throw forbidden('You cannot disable your own account.');
      if (action === 'disable' && target.role === 'admin') {
        throw forbidden('An admin account cannot be disabled. Revoke the admin role from the command line first.');
      }
      const changed = await app.db.transaction().execute(async (trx) => {
        const row = await setUserDisabled(trx, id, action === 'disable');
        if (row) {
          await recordAudit(trx, { actor: actorOf(request), action: `user.${action}`, targetType: 'user', targetId: id, details: { email: row.email } });
        }
        return row;
      });
      if (!changed) throw new HttpError(409, action === 'disable' ? 'This account is already disabled.' : 'This account is not disabled.');
      if (action === 'disable') await app.sessionStore.destroyForUser(id);
      return { message: action === 'disable' ? 'Account disabled.' : 'Account enabled.', ...presentAdminUser(changed) };
    });
  }
}
