import type { Company } from '@tracker/core/companies';
import { JOURNEY_TYPE_LABELS, JOURNEY_TYPES } from '@tracker/core/journeys';
import { HEALTH_LABELS, JOURNEY_TYPE_SHORT } from '../company-labels';
import './company-health.css';

type Health = Company['attributes']['journey_health'];

/** The list's compact health: one short badge per journey type, full words for screen readers. */
export function CompanyHealthBadges({ health }: { health: Health }) {
  return (
    <ul className="health-compact">
      {JOURNEY_TYPES.map((type) => {
        const label = `${JOURNEY_TYPE_LABELS[type]}: ${HEALTH_LABELS[health[type] ?? 'healthy']}`;
        return (
          <li key={type} data-health={health[type] ?? 'healthy'} title={label}>
            <span aria-hidden="true">{JOURNEY_TYPE_SHORT[type]}</span>
            <span className="visually-hidden">{label}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The detail's health: each journey type with its health in words. */
export function CompanyHealthTable({ health }: { health: Health }) {
  return (
    <dl className="health-table">
      {JOURNEY_TYPES.map((type) => (
        <div key={type}>
          <dt>{JOURNEY_TYPE_LABELS[type]}</dt>
          <dd>
            <span className="badge" data-health={health[type] ?? 'healthy'}>
              {HEALTH_LABELS[health[type] ?? 'healthy']}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
