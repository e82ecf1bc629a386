import type { Company } from '@tracker/core';
import { CompanyHealthTable } from './company-health';

/** The journeys tab until the journeys screen exists: the health summary and what is to come. */
export function CompanyJourneys({ company }: { company: Company }) {
  return (
    <section aria-labelledby="company-journeys-title" className="panel">
      <h2 id="company-journeys-title">Journeys</h2>
      <p className="muted">
        The company’s journeys will be listed here with the journeys screen, which comes with its own issue. Until then,
        this is its journey health per type.
      </p>
      <CompanyHealthTable health={company.attributes.journey_health} />
    </section>
  );
}

/** The emails tab until the emails API exists. */
export function CompanyEmails({ company }: { company: Company }) {
  return (
    <section aria-labelledby="company-emails-title" className="panel">
      <h2 id="company-emails-title">Emails</h2>
      <p className="muted">
        The emails of {company.attributes.name} will be listed here with the emails screen, which comes with its own
        issue; the API has no emails endpoint yet.
      </p>
    </section>
  );
}
