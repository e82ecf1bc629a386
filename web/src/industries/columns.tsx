import type { Industry, VerticalResource } from '@tracker/core/industries';
import type { ColumnDef } from '@tanstack/react-table';
import { VerticalPicker } from './components/vertical-picker';

/** The industries list's columns: the name, and the vertical as a picker that saves on change. */
export function industryColumns(onChange: (industry: Industry, vertical: VerticalResource | null) => void): ColumnDef<Industry>[] {
  return [
    { id: 'name', header: 'Industry', cell: ({ row }) => row.original.attributes.name },
    { id: 'vertical', header: 'Vertical', cell: ({ row }) => <VerticalPicker industry={row.original} onChange={onChange} /> },
  ];
}
