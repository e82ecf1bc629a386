import type { COMPANY_SORT_FIELDS } from '@tracker/core/companies';
import type { SortField } from '../ui/data-table/sort-fields';

type CompanySortField = (typeof COMPANY_SORT_FIELDS)[number];

/**
 * The companies list's sort fields that no column shows (the list stays dense): they are sorted by
 * from the keyboard and the palette only, latest or largest first.
 */
export const COMPANY_COLUMNLESS_SORTS: readonly (SortField & { id: CompanySortField })[] = [
  { id: 'created_at', title: 'Date created', descFirst: true },
  { id: 'updated_at', title: 'Date updated', descFirst: true },
  { id: 'approximate_emails', title: 'Approximate emails', descFirst: true },
  { id: 'first_email_sent_at', title: 'First email sent', descFirst: true },
];
