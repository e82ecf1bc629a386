import { useQuery } from '@tanstack/react-query';
import type { ScreenProps } from '../ui/area/area';
import { BackLink } from '../ui/back-link';
import { DetailLayout } from '../ui/detail-layout';
import { DetailScreenFallback } from '../ui/detail-screen-fallback';
import { CreateRelatedJourney } from './components/create-related-journey';
import { JourneyActions } from './components/journey-actions';
import { JourneyRelated } from './components/journey-related';
import { JourneySettings } from './components/journey-settings';
import { NewJourneyForm } from './components/new-journey-form';
import { useJourneyBack } from './journey-back';
import { journeyTitle } from './journey-title';
import { journeyQueries } from './queries';
import './journey-screens.css';

/** /journeys/{id}: the journey, its settings and actions, and what it relates to; /journeys/new creates one. */
export function JourneyPage({ params }: ScreenProps) {
  const id = params.journey_id ?? '';
  if (id === 'new') {
    return (
      <section>
        <BackLink href="/journeys">Journeys</BackLink>
        <h1>New journey</h1>
        <NewJourneyForm />
      </section>
    );
  }
  return <JourneyDetail id={id} />;
}

function JourneyDetail({ id }: { id: string }) {
  const journey = useQuery(journeyQueries.detail(id));
  const a = journey.data?.data.attributes;
  // Back to the list it was opened from (with its filters), else to its company's journeys.
  const back = useJourneyBack(
    a ? { href: `/companies/${a.company_id}/journeys`, label: `${a.company_name} journeys` } : { href: '/journeys', label: 'Journeys' },
  );
  if (!journey.data || !a) {
    return <DetailScreenFallback back={<BackLink href={back.href}>{back.label}</BackLink>} title="Journey" error={journey.error} />;
  }
  const { data, included = [] } = journey.data;
  const addressCount = included.filter((r) => r.type === 'addresses').length;
  return (
    <DetailLayout
      back={<BackLink href={back.href}>{back.label}</BackLink>}
      title={journeyTitle(a)}
      meta={
        <p>
          {a.expired ? 'Expired (upcoming past its dates). ' : ''}
          {a.current ? 'Current. ' : ''}Base email domain {a.baseEmailDomain ?? 'not set'}; {a.emails_count.toLocaleString('en-US')} emails.
        </p>
      }
      aside={
        <>
          <section className="panel" aria-labelledby="journey-settings-title">
            <h2 id="journey-settings-title">Settings</h2>
            {/* Keyed on the saved journey, so the form shows what the server kept after a save. */}
            <JourneySettings key={a.updated_at} journey={data} />
          </section>
          <section className="panel" aria-labelledby="journey-actions-title">
            <h2 id="journey-actions-title">Actions</h2>
            <JourneyActions journey={data} addressCount={addressCount} />
            <p>
              <CreateRelatedJourney journey={data} />
            </p>
          </section>
        </>
      }
      asideLabel="Journey settings and actions"
    >
      <JourneyRelated included={included} from={{ href: `/journeys/${data.id}`, label: journeyTitle(a) }} />
    </DetailLayout>
  );
}
