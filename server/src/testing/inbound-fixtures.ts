import { daysAgo, daysAhead } from '@tracker/core';
import type { Database } from '../db/client';
import { addresses, companies, journeyAddresses, journeys, registrations } from '../db/schema';
import { buildMimeMessage, type MimeMessage } from '../seed/demo/mime-message';

let inboxCount = 0;

/**
 * A tracked inbox on a registration domain as staff set it up: a company, an address signed up to it,
 * its registration, the journey live now (started two days before `now`) and an older one that ended.
 */
export async function createInbox(db: Database, now: Date, { complete = false }: { complete?: boolean } = {}) {
  inboxCount += 1;
  const tag = `${inboxCount}-${Math.floor(now.getTime() / 1000) % 100000}`;
  const [company] = await db
    .insert(companies)
    .values({ name: `Brand ${tag}`, domainName: `brand-${tag}.test` })
    .returning({ id: companies.id });
  const email = `shopper-${tag}@inbox.tracker.example`;
  const [address] = await db.insert(addresses).values({ emailAddress: email, companyId: company!.id }).returning({ id: addresses.id });
  const [registration] = await db
    .insert(registrations)
    .values({ companyId: company!.id, addressId: address!.id, complete, status: complete ? 'complete' : 'assigned' })
    .returning({ id: registrations.id });
  const [live, old] = await db
    .insert(journeys)
    .values([
      { companyId: company!.id, startDate: daysAgo(now, 2), endDate: daysAhead(now, 19), status: 'in_progress' },
      { companyId: company!.id, startDate: daysAgo(now, 60), endDate: daysAgo(now, 39), status: 'complete' },
    ])
    .returning({ id: journeys.id });
  await db.insert(journeyAddresses).values([
    { journeyId: live!.id, addressId: address!.id },
    { journeyId: old!.id, addressId: address!.id },
  ]);
  return {
    email,
    addressId: address!.id,
    companyId: company!.id,
    registrationId: registration!.id,
    journeyId: live!.id,
    oldJourneyId: old!.id,
  };
}

/** What createInbox made: the inbox's email and the ids of its records. */
export type Inbox = Awaited<ReturnType<typeof createInbox>>;

/** A newsletter to `to`, sent at `date`, as raw bytes. */
export function newsletter(to: string, date: Date, overrides: Partial<MimeMessage> = {}): Buffer {
  return Buffer.from(
    buildMimeMessage({
      fromName: 'Acme Shop',
      fromAddress: 'news@acme.test',
      to,
      subject: 'Spring sale: 20% off',
      date,
      html: '<html><head><meta name="viewport" content="width=device-width"><style>p{color:red}</style></head><body><div style="display:none">Twenty percent off</div><p>Twenty&nbsp;percent off &amp; free shipping</p><p>Until Sunday</p></body></html>',
      boundary: `b-${date.getTime()}-${to}`,
      ...overrides,
    }),
  );
}
