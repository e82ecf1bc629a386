import { USER_FILTERS, USERS_PAGE_SIZE, type User } from '@tracker/core/users';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { errorMessage, fieldErrors } from '../api/error-message';
import { useCommands } from '../ui/commands/commands-context';
import { DataTable } from '../ui/data-table/data-table';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { DataTableToolbar } from '../ui/data-table/data-table-toolbar';
import { listFilterParams } from '../ui/list-filter-params';
import { listFilterQuery } from '../ui/list-filter-query';
import { SearchField } from '../ui/search-field';
import { TextField } from '../ui/text-field';
import { useSearchParamsState } from '../ui/use-search-params-state';
import { userColumns } from './columns';
import { useCreateUser } from './mutations';
import { userQueries } from './queries';

const USER_LIST_PARAMS = listFilterParams(USER_FILTERS);
const userId = (user: User) => user.id;
const userEmail = (user: User) => user.attributes.email;

/** /users: users by email, filtered by any part of it, and a form to create one. */
export function UsersPage() {
  const [, navigate] = useLocation();
  const [params, setParams, hrefFor] = useSearchParamsState(USER_LIST_PARAMS);
  const users = useQuery(userQueries.list({ ...listFilterQuery(USER_FILTERS, params), page: params.page, size: USERS_PAGE_SIZE }));
  const create = useCreateUser();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const createForm = useRef<HTMLFormElement>(null);
  useCommands([
    {
      id: 'users.create',
      title: 'Create user',
      group: 'Users',
      shortcut: 'c',
      keywords: ['new', 'add'],
      perform: () => createForm.current?.querySelector('input')?.focus(),
    },
  ]);

  return (
    <section>
      <header className="screen-header">
        <h1>Users</h1>
      </header>
      <form
        ref={createForm}
        className="inline-form"
        aria-label="Create user"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate({ email, name }, { onSuccess: (document) => navigate(`/users/${document.data.id}`) });
        }}
      >
        <TextField
          label="New user's email"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldErrors(create.error).email}
        />
        <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} />
        <button type="submit" className="primary" disabled={create.isPending}>
          Create user
        </button>
        {create.error && !fieldErrors(create.error).email && (
          <p className="alert" role="alert">
            {errorMessage(create.error)}
          </p>
        )}
      </form>
      <DataTableToolbar>
        <SearchField
          label="Filter by email"
          placeholder="Part of an email"
          value={params.email}
          onSearch={(value, options) => setParams({ email: value }, options)}
        />
      </DataTableToolbar>
      {users.error && (
        <p className="alert" role="alert">
          {errorMessage(users.error)}
        </p>
      )}
      <DataTable
        label="Users"
        keys="users.table"
        columns={userColumns}
        data={users.data?.data}
        getRowId={userId}
        rowLabel={userEmail}
        sort={params.sort}
        onSortChange={(sort) => setParams({ sort })}
        onOpen={(user) => navigate(`/users/${user.id}`)}
        isLoading={users.isPending}
        isFetching={users.isPlaceholderData}
        error={users.error}
        onRetry={() => void users.refetch()}
        empty="No user matches."
      />
      <DataTablePagination meta={users.data?.meta} noun={['user', 'users']} hrefFor={(page) => hrefFor({ page })} />
    </section>
  );
}
