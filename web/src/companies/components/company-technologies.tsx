import { TECHNOLOGY_TYPES, type Company } from '@tracker/core/companies';
import { Link } from 'wouter';
import { TECHNOLOGY_TYPE_LABELS } from '../company-labels';

/** The company's technologies by type; each links to the companies using it. */
export function CompanyTechnologies({ technologies }: { technologies: Company['attributes']['technologies'] }) {
  if (technologies.length === 0) return <p className="muted">No technologies detected. Enrich the company to look for them.</p>;
  return (
    <dl className="company-technologies">
      {TECHNOLOGY_TYPES.map((type) => {
        const ofType = technologies.filter((technology) => technology.type === type);
        if (ofType.length === 0) return null;
        return (
          <div key={type}>
            <dt>{TECHNOLOGY_TYPE_LABELS[type]}</dt>
            <dd>
              {ofType.map((technology) => (
                <Link key={technology.id} href={`/companies?technology_id=${technology.id}`} className="chip">
                  {technology.name}
                </Link>
              ))}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
