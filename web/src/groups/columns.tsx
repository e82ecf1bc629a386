import type { Group } from '@tracker/core/groups';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'wouter';

const yes = (value: boolean) => (value ? 'Yes' : <span className="muted">No</span>);

/** The groups list's columns; sortable ones are named after the API's sort fields. */
export const groupColumns: ColumnDef<Group>[] = [
  {
    id: 'name',
    header: 'Name',
    enableSorting: true,
    cell: ({ row }) => <Link href={`/groups/${row.original.id}`}>{row.original.attributes.name}</Link>,
  },
  { id: 'global', header: 'Global', cell: ({ row }) => yes(row.original.attributes.global) },
  { id: 'featured', header: 'Featured', cell: ({ row }) => yes(row.original.attributes.featured) },
  { id: 'users', header: 'Users', meta: { className: 'column-number' }, cell: ({ row }) => row.original.attributes.users.length },
  {
    id: 'companies_count',
    header: 'Companies',
    enableSorting: true,
    meta: { className: 'column-number', descFirst: true },
    cell: ({ row }) => row.original.attributes.companies_count.toLocaleString('en-US'),
  },
  {
    id: 'created_at',
    header: 'Created',
    enableSorting: true,
    meta: { descFirst: true },
    cell: ({ row }) => new Date(row.original.attributes.created_at).toLocaleDateString('en-CA'),
  },
];
