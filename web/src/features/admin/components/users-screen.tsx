import { useAlert } from '@/components/alert/alert-provider';
import { useAuth } from '@/lib/auth';
import { format, messages } from '@/lib/i18n';
import { adminApi } from '../api/admin-api';
import { formatDateTime } from '../format';
import { useAdminAction } from '../hooks/use-admin-action';
import { useAdminQuery } from '../hooks/use-admin-query';
import { useListParams } from '../hooks/use-list-params';
import type { AdminUser } from '../types';
import { AdminHeading } from './admin-layout';
import { FeedbackLine } from './feedback-line';
import { FilterBar, SearchFilter } from './list-filters';
import { Pagination } from './pagination';
import { QueryState } from './query-state';

const isDisabled = (user: AdminUser) => user.disabled_at !== null;

/** /admin/users: search by name or e-mail; disable (sessions end at once) or enable an account. */
export function UsersScreen() {
  const t = messages.admin.users;
  const list = useListParams(['q'] as const);
  const query = useAdminQuery('users', list.apiParams, () => adminApi.users(list.apiParams));
  const action = useAdminAction();
  const { confirm } = useAlert();
  const { user: me } = useAuth();

  const toggle = async (user: AdminUser) => {
    const disabled = isDisabled(user);
    const ok = await confirm(format(disabled ? t.confirmEnable : t.confirmDisable, { name: user.name }), {
      confirmLabel: disabled ? t.enable : t.disable,
      tone: disabled ? 'default' : 'danger',
    });
    if (!ok) return;
    await action.run(
      () => (disabled ? adminApi.enableUser(user.id) : adminApi.disableUser(user.id)),
      format(disabled ? t.enabledDone : t.disabledDone, { name: user.name }),
    );
  };

  return (
    <>
      <AdminHeading section="users" />
      <FilterBar>
        <SearchFilter label={t.searchLabel} value={list.filters.q} onSearch={(value) => list.setFilter('q', value)} />
      </FilterBar>
      <FeedbackLine feedback={action.feedback} />
      <QueryState query={query}>
        {(page) =>
          page.data.length === 0 ? (
            <p className="admin-muted">{messages.admin.empty}</p>
          ) : (
            <>
              <table className="stack-table admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t.name}</th>
                    <th scope="col">{t.email}</th>
                    <th scope="col">{t.role}</th>
                    <th scope="col">{t.joined}</th>
                    <th scope="col">{t.state}</th>
                    <th scope="col">{messages.admin.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.data.map((user) => {
                    const disabled = isDisabled(user);
                    return (
                      <tr key={user.id}>
                        <th scope="row" data-label={t.name}>
                          {user.name}
                        </th>
                        <td data-label={t.email}>{user.email}</td>
                        <td data-label={t.role}>{t.roles[user.role] ?? user.role}</td>
                        <td data-label={t.joined}>{formatDateTime(user.created_at)}</td>
                        <td data-label={t.state}>
                          <span className={`admin-pill admin-pill--${disabled ? 'rejected' : 'approved'}`}>
                            {disabled ? t.disabled : t.active}
                          </span>
                        </td>
                        <td data-label={messages.admin.actions}>
                          {user.id === me?.id ? (
                            messages.admin.none
                          ) : (
                            <button
                              type="button"
                              className={`btn btn-small ${disabled ? 'btn-secondary' : 'btn-ghost'}`}
                              aria-label={format(disabled ? t.enableOf : t.disableOf, { name: user.name })}
                              disabled={action.busy}
                              onClick={() => void toggle(user)}
                            >
                              {disabled ? t.enable : t.disable}
                            </button>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              <Pagination page={list.page} perPage={list.perPage} total={page.total} listName={messages.admin.sections.users} onPage={list.setPage} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
