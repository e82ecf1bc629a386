import type { List } from '@tracker/core/lists';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'wouter';
import { formatDay } from '../ui/format-date';
import { LIST_STATE_LABELS, LIST_TYPE_LABELS } from './list-labels';

const yes = (value: boolean) => (value ? 'Yes' : <span className="muted">No</span>);

/** The id of the list whose row holds `target`, read from the row's drag handle. */
export function listIdOfRow(target: EventTarget | null): string | undefined {
  const row = target instanceof Element ? target.closest('tr') : null;
  return row?.querySelector<HTMLElement>('[data-list-id]')?.dataset.listId;
}

/** The lists' columns; sortable ones are named after the API's sort fields. `onDragStart` gives each row a drag handle. */
export function listColumns(onDragStart: ((id: string) => void) | null): ColumnDef<List>[] {
  return [
    {
      id: 'position',
      header: 'Position',
      enableSorting: true,
      meta: { className: 'column-number', descFirst: true },
      cell: ({ row }) => (
        <span className="list-position">
          {onDragStart && (
            // The keyboard moves rows with the screen's commands (Shift+K, Shift+J); the handle is for the mouse.
            <span
              className="list-drag-handle"
              aria-hidden="true"
              title="Drag to reorder"
              draggable
              data-list-id={row.original.id}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', row.original.attributes.name);
                onDragStart(row.original.id);
              }}
            >
              ⠿
            </span>
          )}
          {row.original.attributes.position}
        </span>
      ),
    },
    {
      id: 'name',
      header: 'Name',
      enableSorting: true,
      cell: ({ row }) => <Link href={`/lists/${row.original.id}`}>{row.original.attributes.name}</Link>,
    },
    { id: 'state', header: 'State', cell: ({ row }) => LIST_STATE_LABELS[row.original.attributes.state] },
    { id: 'type', header: 'Type', cell: ({ row }) => LIST_TYPE_LABELS[row.original.attributes.type] },
    { id: 'featured', header: 'Featured', cell: ({ row }) => yes(row.original.attributes.featured) },
    {
      id: 'emails_count',
      header: 'Emails',
      enableSorting: true,
      meta: { className: 'column-number', descFirst: true },
      cell: ({ row }) => row.original.attributes.emails_count.toLocaleString('en-US'),
    },
    {
      id: 'owner',
      header: 'Owner',
      cell: ({ row }) => (
        <>
          {row.original.attributes.user_email ?? <span className="muted">—</span>}
          {row.original.attributes.admin && <span className="chip">admin</span>}
        </>
      ),
    },
    {
      id: 'created_at',
      header: 'Created',
      enableSorting: true,
      meta: { className: 'column-date', descFirst: true },
      cell: ({ row }) => formatDay(row.original.attributes.created_at),
    },
    {
      id: 'updated_at',
      header: 'Updated',
      enableSorting: true,
      meta: { className: 'column-date', descFirst: true },
      cell: ({ row }) => formatDay(row.original.attributes.updated_at),
    },
  ];
}
