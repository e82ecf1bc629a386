import type { Registration, RegistrationDocument } from '@tracker/core/registrations';
import { Link } from 'wouter';

type Props = { registration: Registration; included: RegistrationDocument['included'] };

/** /registrations/{id}/company: the company signed up to, with the ways on to it. */
export function RegistrationCompany({ registration, included }: Props) {
  const a = registration.attributes;
  const company = (included ?? []).find((resource) => resource.type === 'companies' && resource.id === String(a.company_id));
  const domain = company ? String(company.attributes.domain_name) : undefined;
  const state = company ? String(company.attributes.state) : undefined;
  return (
    <section className="panel" aria-labelledby="registration-company-title">
      <h2 id="registration-company-title">Company</h2>
      <dl className="persona-fields">
        <div className="persona-field">
          <dt>Name</dt>
          <dd>
            <Link href={`/companies/${a.company_id}`}>{a.company_name}</Link>
          </dd>
        </div>
        {domain ? (
          <div className="persona-field">
            <dt>Domain</dt>
            <dd>{domain}</dd>
          </div>
        ) : null}
        {state ? (
          <div className="persona-field">
            <dt>State</dt>
            <dd>{state}</dd>
          </div>
        ) : null}
        <div className="persona-field">
          <dt>In this registration</dt>
          <dd>{a.company_invalid ? <strong className="alert">Invalid (not valid, invalid or archived)</strong> : 'Valid'}</dd>
        </div>
      </dl>
      <ul>
        <li>
          <Link href={`/companies/${a.company_id}/journeys`}>The company’s journeys</Link>
        </li>
        <li>
          <Link href={`/companies/${a.company_id}/emails`}>The company’s emails</Link>
        </li>
        <li>
          <Link href={`/addresses?company_id=${a.company_id}`}>The company’s addresses</Link>
        </li>
        <li>
          <Link href={`/registrations/create?company_id=${a.company_id}`}>Create another registration for this company</Link>
        </li>
      </ul>
    </section>
  );
}
