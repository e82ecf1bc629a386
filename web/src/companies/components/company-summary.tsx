import type { Company } from '@tracker/core/companies';
import { CompanyHealthTable } from './company-health';
import { CompanyTechnologies } from './company-technologies';
import { SendTimeHeatMap } from './send-time-heat-map';

const number = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-US'));
const date = (value: string | null) => (value ? new Date(value).toLocaleDateString('en-CA') : '—');

/** What the console knows about the company beyond its editable fields. */
export function CompanySummary({ company }: { company: Company }) {
  const a = company.attributes;
  return (
    <div className="company-summary">
      <section className="panel" aria-labelledby="company-health-title">
        <h2 id="company-health-title">Journey health</h2>
        <CompanyHealthTable health={a.journey_health} />
      </section>
      <section className="panel" aria-labelledby="company-technologies-title">
        <h2 id="company-technologies-title">Technologies</h2>
        <CompanyTechnologies technologies={a.technologies} />
      </section>
      <section className="panel" aria-labelledby="company-stats-title">
        <h2 id="company-stats-title">Email figures</h2>
        <dl className="company-stats">
          <dt>Tracked inboxes</dt>
          <dd>{number(a.tracked_count)}</dd>
          <dt>Approximate emails</dt>
          <dd>{number(a.approximate_emails)}</dd>
          <dt>First email</dt>
          <dd>{date(a.first_email_sent_at)}</dd>
          <dt>Frequency</dt>
          <dd>{a.frequency === null ? '—' : `${a.frequency.toLocaleString('en-US')} a week`}</dd>
          <dt>Enrichment tags</dt>
          <dd>{a.clearbit_tags.length > 0 ? a.clearbit_tags.join(', ') : '—'}</dd>
          <dt>Verticals</dt>
          <dd>{a.verticals.length > 0 ? a.verticals.map((v) => v.name).join(', ') : '—'}</dd>
          <dt>Created</dt>
          <dd>{date(a.created_at)}</dd>
        </dl>
      </section>
      <section className="panel" aria-labelledby="company-send-times-title">
        <h2 id="company-send-times-title">When it sends</h2>
        <SendTimeHeatMap companyId={company.id} />
      </section>
    </div>
  );
}
