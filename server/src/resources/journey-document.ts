import type { JourneyDocument } from '@tracker/core';
import type { z } from 'zod';
import type { JourneyDetail, JourneyWithEmails } from '../repositories/journeys-repository';
import { journeyResource } from './journey-resource';

const ref = (type: string, id: number) => ({ id: String(id), type });

/**
 * One journey as a document: its inboxes, their events, its latest emails, related journeys and
 * company as relationships, each included (spec section 3).
 */
export function journeyDocument(row: JourneyWithEmails, detail: JourneyDetail, now: Date): z.input<typeof JourneyDocument> {
  const journey = journeyResource(row, now);
  return {
    data: {
      ...journey,
      relationships: {
        addresses: { data: detail.addresses.map((a) => ref('addresses', a.id)) },
        events: { data: detail.events.map((e) => ref('address_events', e.id)) },
        emails: { data: detail.emails.map((e) => ref('emails', e.id)) },
        journeys: { data: detail.related.map((r) => ref('journeys', r.journey.id)) },
        companies: { data: detail.company ? ref('companies', detail.company.id) : null },
      },
    },
    included: [
      ...detail.addresses.map((a) => ({
        ...ref('addresses', a.id),
        attributes: {
          email_address: a.emailAddress,
          journey_type: a.journeyType,
          visible: a.visible,
          private: a.private,
          created_at: a.createdAt.toISOString(),
        },
      })),
      ...detail.events.map((e) => ({
        ...ref('address_events', e.id),
        attributes: {
          address_id: e.addressId,
          description: e.description,
          group: e.group,
          private: e.private,
          occurred_at: e.occurredAt.toISOString(),
        },
      })),
      ...detail.emails.map((e) => ({
        ...ref('emails', e.id),
        attributes: {
          guid: e.guid,
          subject: e.subject,
          from_name: e.fromName,
          sent_at: e.sentAt.toISOString(),
          private: e.private,
          visible: e.visible,
        },
      })),
      ...detail.related.map((r) => journeyResource(r, now)),
      ...(detail.company
        ? [{ ...ref('companies', detail.company.id), attributes: { name: detail.company.name, domain_name: detail.company.domainName } }]
        : []),
    ],
  };
}
