import type { Company } from '@tracker/core/companies';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'wouter';
import { COMPANY_STATE_LABELS, COMPANY_TYPE_LABELS } from './company-labels';
import { CompanyHealthBadges } from './components/company-health';
import { CompanyLogo } from './components/company-logo';

/** How many technologies a row shows before '+n more'. */
const TECHNOLOGIES_SHOWN = 3;

/** The companies list's columns; sortable ones are named after the API's sort fields. */
export function companyColumns(onTechnology: (id: string) => void): ColumnDef<Company>[] {
  return [
    {
      id: 'logo',
      header: () => <span className="visually-hidden">Logo</span>,
      meta: { className: 'column-logo' },
      cell: ({ row }) => <CompanyLogo name={row.original.attributes.name} logoUrl={row.original.attributes.logo_url} />,
    },
    {
      id: 'name',
      header: 'Name',
      enableSorting: true,
      cell: ({ row }) => <Link href={`/companies/${row.original.id}`}>{row.original.attributes.name}</Link>,
    },
    { id: 'domain_name', header: 'Domain', enableSorting: true, cell: ({ row }) => row.original.attributes.domain_name },
    { id: 'state', header: 'State', cell: ({ row }) => COMPANY_STATE_LABELS[row.original.attributes.state] },
    { id: 'type', header: 'Type', cell: ({ row }) => COMPANY_TYPE_LABELS[row.original.attributes.type] },
    {
      id: 'technologies',
      header: 'Technologies',
      meta: { className: 'column-technologies' },
      cell: ({ row }) => {
        const technologies = row.original.attributes.technologies;
        return (
          <span className="technology-chips">
            {technologies.slice(0, TECHNOLOGIES_SHOWN).map((technology) => (
              <button
                key={technology.id}
                type="button"
                className="chip"
                title={`Only companies using ${technology.name}`}
                onClick={() => onTechnology(technology.id)}
              >
                {technology.name}
              </button>
            ))}
            {technologies.length > TECHNOLOGIES_SHOWN && <span className="muted">+{technologies.length - TECHNOLOGIES_SHOWN}</span>}
          </span>
        );
      },
    },
    { id: 'health', header: 'Health', cell: ({ row }) => <CompanyHealthBadges health={row.original.attributes.journey_health} /> },
    {
      id: 'tracked_count',
      header: 'Tracked',
      enableSorting: true,
      meta: { className: 'column-number', descFirst: true },
      cell: ({ row }) => row.original.attributes.tracked_count.toLocaleString('en-US'),
    },
    {
      id: 'good_fit',
      header: 'Good fit',
      cell: ({ row }) =>
        row.original.attributes.good_fit ? (
          <span className="badge" data-tone="good">
            Good fit
          </span>
        ) : (
          <span className="muted">—</span>
        ),
    },
  ];
}
