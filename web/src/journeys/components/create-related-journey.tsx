import type { Journey } from '@tracker/core/journeys';
import { Link, useLocation } from 'wouter';
import { useCommands } from '../../ui/commands/commands-context';

/** /journeys/new for a journey following on from this one: of its company and type, related to it. */
function relatedJourneyHref(journey: Journey): string {
  const query = new URLSearchParams({
    company_id: String(journey.attributes.company_id),
    related_journey_id: journey.id,
    type: journey.attributes.type,
  });
  return `/journeys/new?${query.toString()}`;
}

/** 'Create a related journey': a link on the journey's screen, and the same as a palette command. */
export function CreateRelatedJourney({ journey }: { journey: Journey }) {
  const [, navigate] = useLocation();
  const href = relatedJourneyHref(journey);
  useCommands([
    {
      id: 'journey.related',
      title: 'Create a related journey',
      group: 'Journey',
      keywords: ['new', 'follow', 'next'],
      perform: () => navigate(href),
    },
  ]);
  return <Link href={href}>Create a related journey</Link>;
}
