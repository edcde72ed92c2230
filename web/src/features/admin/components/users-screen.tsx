import { useAlert } from '@/components/alert/alert-provider';
import { useAuth } from '@/lib/auth';
import { format, messages } from '@/lib/i18n';
import { adminApi } from '../api/admin-api';
import { dateTimeCell } from '../format';
import { useAdminAction } from '../hooks/use-admin-action';
import { useAdminQuery } from '../hooks/use-admin-query';
import { useListParams } from '../hooks/use-list-params';
import type { AdminUser } from '../types';
import { AdminHeading } from './admin-layout';
import { AdminTable, type AdminColumn } from './admin-table';
import { FeedbackLine } from './feedback-line';
import { FilterBar, SearchFilter } from './list-filters';
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

  const columns: AdminColumn<AdminUser>[] = [
    { key: 'name', header: t.name, cell: (user) => <bdi>{user.name}</bdi> },
    { key: 'email', header: t.email, cell: (user) => <bdi>{user.email}</bdi> },
    { key: 'role', header: t.role, cell: (user) => t.roles[user.role] ?? user.role },
    { key: 'joined', header: t.joined, cell: (user) => dateTimeCell(user.created_at) },
    {
      key: 'state',
      header: t.state,
      cell: (user) => (
        <span className={`admin-pill admin-pill--${isDisabled(user) ? 'rejected' : 'approved'}`}>
          {isDisabled(user) ? t.disabled : t.active}
        </span>
      ),
    },
    {
      key: 'actions',
      header: messages.admin.actions,
      cell: (user) =>
        user.id === me?.id ? (
          messages.admin.none
        ) : (
          <button
            type="button"
            className={`btn btn-small ${isDisabled(user) ? 'btn-secondary' : 'btn-ghost'}`}
            aria-label={format(isDisabled(user) ? t.enableOf : t.disableOf, { name: user.name })}
            disabled={action.busy}
            onClick={() => void toggle(user)}
          >
            {isDisabled(user) ? t.enable : t.disable}
          </button>
        ),
    },
  ];

  return (
    <>
      <AdminHeading section="users" />
      <FilterBar>
        <SearchFilter label={t.searchLabel} value={list.filters.q} onSearch={(value) => list.setFilter('q', value)} />
      </FilterBar>
      <FeedbackLine feedback={action.feedback} />
      <QueryState query={query}>
        {(page) => (
          <AdminTable
            columns={columns}
            rows={page.data}
            rowKey={(user) => user.id}
            listName={messages.admin.sections.users}
            page={list.page}
            perPage={list.perPage}
            total={page.total}
            totalCapped={page.total_capped}
            onPage={list.setPage}
          />
        )}
      </QueryState>
    </>
  );
}
