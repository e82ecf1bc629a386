import { JOURNEY_TYPES } from '@tracker/core/journeys';
import { Link } from 'wouter';
import { formatDateTime } from '../../ui/format-date';
import { isOneOf } from '../../ui/is-one-of';
import { journeyBackState, type JourneyBack } from '../journey-back';
import { journeyTitle } from '../journey-title';

type Included = { id: string; type: string; attributes: Record<string, unknown> };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function Panel({ title, empty, items }: { title: string; empty: string; items: React.ReactNode[] }) {
  return (
    <section className="panel journey-related" aria-label={title}>
      <h2>{title}</h2>
      {items.length === 0 ? <p className="muted">{empty}</p> : <ul>{items}</ul>}
    </section>
  );
}

/** A related journey's name, its company's included (an unknown type, from a newer server, reads as it is). */
function relatedTitle({ attributes: a }: Included): string {
  const type = text(a.type);
  const titled = { company_name: text(a.company_name), start_date: text(a.start_date) };
  return isOneOf(JOURNEY_TYPES, type) ? journeyTitle({ ...titled, type }) : `${titled.company_name}: ${type}`;
}

/**
 * What the journey's document includes, its emails first: its inboxes, their events, related
 * journeys and its company (spec section 3). A related journey's back link returns to `from`, the journey on screen.
 */
export function JourneyRelated({ included, from }: { included: readonly Included[]; from: JourneyBack }) {
  const of = (type: string) => included.filter((r) => r.type === type);
  return (
    <div className="journey-columns">
      <Panel
        title="Emails"
        empty="No email yet."
        items={of('emails').map((e) => (
          <li key={e.id}>
            <Link href={`/emails/${text(e.attributes.guid)}`}>{text(e.attributes.subject) || '(no subject)'}</Link>{' '}
            <span className="muted">{formatDateTime(text(e.attributes.sent_at))}</span>
          </li>
        ))}
      />
      <Panel
        title="Inboxes"
        empty="No inbox runs in this journey."
        items={of('addresses').map((a) => (
          <li key={a.id}>{text(a.attributes.email_address)}</li>
        ))}
      />
      <Panel
        title="Events"
        empty="No event yet."
        items={of('address_events').map((e) => (
          <li key={e.id}>
            {text(e.attributes.description)} <span className="muted">{formatDateTime(text(e.attributes.occurred_at))}</span>
          </li>
        ))}
      />
      <Panel
        title="Related journeys"
        empty="No related journey."
        items={of('journeys').map((j) => (
          <li key={j.id}>
            <Link href={`/journeys/${j.id}`} state={journeyBackState(from)}>
              {relatedTitle(j)}
            </Link>
          </li>
        ))}
      />
      <Panel
        title="Company"
        empty="No company."
        items={of('companies').map((c) => (
          <li key={c.id}>
            <Link href={`/companies/${c.id}`}>{text(c.attributes.name)}</Link>{' '}
            <span className="muted">{text(c.attributes.domain_name)}</span>
          </li>
        ))}
      />
    </div>
  );
}
