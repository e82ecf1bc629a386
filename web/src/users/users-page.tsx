import { USER_FILTERS, USERS_PAGE_SIZE, type User } from '@tracker/core/users';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { errorMessage, fieldErrors } from '../api/error-message';
import { useCommands } from '../ui/commands/commands-context';
import { DataTable, type ListTable } from '../ui/data-table/data-table';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { DataTableToolbar } from '../ui/data-table/data-table-toolbar';
import { listFilterParams, pageOf } from '../ui/list-filter-params';
import { listFilterQuery } from '../ui/list-filter-query';
import { DataTableFilters } from '../ui/data-table/data-table-filters';
import { useListScreen } from '../ui/data-table/use-list-screen';
import { TextField } from '../ui/text-field';
import { userColumns } from './columns';
import { useCreateUser } from './mutations';
import { userQueries } from './queries';

const USER_LIST_PARAMS = listFilterParams(USER_FILTERS);
const USERS_TABLE: ListTable<User> = {
  label: 'Users',
  keys: 'users.table',
  columns: userColumns,
  getRowId: (user) => user.id,
  rowLabel: (user) => user.attributes.email,
  rowHref: (user) => `/users/${user.id}`,
  empty: 'No user matches.',
};

/** /users: users by email, filtered by any part of it, and a form to create one. */
export function UsersPage() {
  const [, navigate] = useLocation();
  const {
    filters,
    query: users,
    list,
  } = useListScreen({
    id: 'users',
    filters: USER_FILTERS,
    params: USER_LIST_PARAMS,
    query: (p) => userQueries.list({ ...listFilterQuery(USER_FILTERS, p), ...pageOf(p), size: USERS_PAGE_SIZE }),
  });
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
        <DataTableFilters {...filters} line={['email']} search="email" />
      </DataTableToolbar>
      {users.error && (
        <p className="alert" role="alert">
          {errorMessage(users.error)}
        </p>
      )}
      <DataTable {...USERS_TABLE} list={list} />
      <DataTablePagination list={list} noun={['user', 'users']} />
    </section>
  );
}
