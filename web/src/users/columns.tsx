import type { User } from '@tracker/core/users';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'wouter';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-CA') : '—');

/** The users list's columns; sortable ones are named after the API's sort fields. */
export const userColumns: ColumnDef<User>[] = [
  {
    id: 'email',
    header: 'Email',
    enableSorting: true,
    cell: ({ row }) => <Link href={`/users/${row.original.id}`}>{row.original.attributes.email}</Link>,
  },
  { id: 'name', header: 'Name', cell: ({ row }) => row.original.attributes.name ?? '' },
  { id: 'companyName', header: 'Company', cell: ({ row }) => row.original.attributes.companyName ?? '' },
  { id: 'userRole', header: 'Role', cell: ({ row }) => row.original.attributes.userRole },
  { id: 'accountStatus', header: 'Status', cell: ({ row }) => row.original.attributes.accountStatus },
  { id: 'currentPeriodEndAt', header: 'Period end', cell: ({ row }) => day(row.original.attributes.currentPeriodEndAt) },
  {
    id: 'created_at',
    header: 'Created',
    enableSorting: true,
    meta: { descFirst: true },
    cell: ({ row }) => day(row.original.attributes.created_at),
  },
];
