import type { Company } from '@tracker/core/companies';
import { useState } from 'react';
import { GroupPickerDialog } from '../../groups';
import { countOf } from '../../ui/data-table/row-selection';
import { SelectionBar } from '../../ui/data-table/selection-bar';
import type { RowSelection } from '../../ui/data-table/use-row-selection';

const NOUN = ['company', 'companies'] as const;

/** The companies list's selected rows: add them to a group, found or created as you type. */
export function CompanySelection({ selection }: { selection: RowSelection<Company> }) {
  // The companies are taken when the dialog opens: a run in it goes on whatever the selection does.
  const [adding, setAdding] = useState<readonly Company[] | null>(null);
  const companies = selection.rows;
  return (
    <>
      <SelectionBar
        selection={selection}
        noun={NOUN}
        commands={[
          {
            id: 'companies.selection.add-to-group',
            title: `Add ${countOf(companies.length, ['selected company', 'selected companies'])} to a group…`,
            keywords: ['group', 'collection'],
            run: () => setAdding(companies),
          },
        ]}
      />
      {adding && (
        <GroupPickerDialog
          companies={adding.map((company) => ({ id: company.id, label: company.attributes.name }))}
          what={countOf(adding.length, NOUN)}
          onClose={() => setAdding(null)}
          onAdded={selection.clear}
        />
      )}
    </>
  );
}
