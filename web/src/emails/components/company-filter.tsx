import type { Company } from '@tracker/core/companies';
import { useQueries } from '@tanstack/react-query';
import { CompaniesSearch, companyQueries } from '../../companies';

type Props = {
  /** The chosen companies' ids, as the URL keeps them. */
  ids: readonly string[];
  onChange: (ids: string[]) => void;
};

/**
 * The companies an email search is narrowed to: picked with the companies search, shown as
 * removable chips. Ids come from the URL, so each chip asks for its company's name.
 */
export function CompanyFilter({ ids, onChange }: Props) {
  const companies = useQueries({ queries: ids.map((id) => companyQueries.detail(id)) });
  const chosen = new Set(ids);

  function add(picked: Company[]) {
    const added = picked.map((company) => company.id).filter((id) => !chosen.has(id));
    if (added.length > 0) onChange([...ids, ...added]);
  }

  return (
    <fieldset className="email-company-filter">
      <legend>Companies</legend>
      {ids.length > 0 && (
        <ul className="email-company-chips" aria-label="Chosen companies">
          {ids.map((id, index) => {
            const name = companies[index]?.data?.data.attributes.name ?? `Company #${id}`;
            return (
              <li key={id} className="chip">
                <span>{name}</span>
                <button type="button" aria-label={`Remove ${name}`} onClick={() => onChange(ids.filter((other) => other !== id))}>
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <CompaniesSearch allowGroups={false} actionLabel="Add to filter" present={chosen} onSelect={add} />
    </fieldset>
  );
}
