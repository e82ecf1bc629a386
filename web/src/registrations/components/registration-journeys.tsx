import { COMPANY_JOURNEYS_FETCH_SIZE, Journey, JOURNEYS_DEFAULT_SORT } from '@tracker/core/journeys';
import type { Registration, RegistrationDocument } from '@tracker/core/registrations';
import { useQuery } from '@tanstack/react-query';
import { JourneyTable, journeyQueries } from '../../journeys';

type Props = { registration: Registration; included: RegistrationDocument['included'] };

/**
 * /registrations/{id}/journeys: the registration's own journeys, then those that track its inbox
 * (the 'Create a journey' link above the tabs makes those: the journey create call has no field
 * for the registration). Each table takes j/k only while it has focus, as j/k step through the queue here.
 */
export function RegistrationJourneys({ registration, included }: Props) {
  const own = (included ?? []).filter((resource) => resource.type === 'journeys').map((resource) => Journey.parse(resource));
  const addressId = registration.attributes.addressId;
  const ofInbox = useQuery({
    ...journeyQueries.list({ address_id: addressId ?? undefined, sort: JOURNEYS_DEFAULT_SORT, size: COMPANY_JOURNEYS_FETCH_SIZE }),
    enabled: addressId !== null,
  });

  return (
    <>
      <section aria-labelledby="registration-journeys-title">
        <h2 id="registration-journeys-title">Journeys of this registration</h2>
        <JourneyTable
          label="Journeys of this registration"
          keys="registration.journeys.table"
          keysWhileFocused
          data={own}
          isLoading={false}
          error={null}
          empty="This registration has no journeys."
        />
      </section>
      {addressId !== null ? (
        <section aria-labelledby="inbox-journeys-title">
          <h2 id="inbox-journeys-title">Journeys tracking its inbox</h2>
          <JourneyTable
            label="Journeys tracking its inbox"
            keys="registration.inbox-journeys.table"
            keysWhileFocused
            data={ofInbox.data?.data}
            isLoading={ofInbox.isPending}
            error={ofInbox.error}
            onRetry={() => void ofInbox.refetch()}
            empty="No journey tracks this inbox yet."
          />
        </section>
      ) : null}
    </>
  );
}
