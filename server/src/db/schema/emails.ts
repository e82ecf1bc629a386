import { sql } from 'drizzle-orm';
import type { EmailAuthentication, EmailUnsubscribe, PlatformId } from '@tracker/core';
import { boolean, check, index, integer, jsonb, pgTable, real, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { addresses } from './addresses';
import { timestamps } from './columns';
import { tsvector } from './tsvector';
import { companies } from './companies';
import { classificationSource, classificationType } from './enums';
import { journeys } from './journeys';

/**
 * Marketing emails received by tracked inboxes. The raw content lives in email_contents, so
 * listing and searching emails never reads the (large) bodies.
 */
export const emails = pgTable(
  'emails',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The public identifier used in URLs (/emails/{guid}). */
    guid: text().notNull(),
    companyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    addressId: integer().references(() => addresses.id, { onDelete: 'set null' }),
    journeyId: integer().references(() => journeys.id, { onDelete: 'set null' }),
    subject: text().notNull().default(''),
    fromName: text(),
    fromAddress: text(),
    private: boolean().notNull().default(false),
    visible: boolean().notNull().default(true),
    processed: boolean().notNull().default(false),
    animated: boolean().notNull().default(false),
    mobileOptimized: boolean().notNull().default(false),
    /** A double opt-in email's confirmation link, found when it was processed. */
    confirmationUrl: text(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
    /** The sending platform detected from headers and links (core's PLATFORM_IDS); null when nothing said. */
    platform: text().$type<PlatformId>(),
    platformConfidence: real(),
    /** The detection's signals in words ("DKIM d=klaviyomail.com"). */
    platformSignals: jsonb().$type<string[]>(),
    /** DKIM, SPF and DMARC as verified at arrival; null for an email that did not arrive by mail. */
    authentication: jsonb().$type<EmailAuthentication>(),
    /** The List-Unsubscribe targets and RFC 8058 one-click; null when the message names none. */
    unsubscribe: jsonb().$type<EmailUnsubscribe>(),
    /**
     * Where its raw message is in the asset store when not under its guid (`emails/{guid}/message.eml`):
     * an email made from arriving mail points at the inbound message's file, which is kept once.
     */
    rawAssetKey: text(),
    /** Subject, sender and body for full-text search; kept current by triggers (the body lives in email_contents). */
    searchVector: tsvector(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('emails_guid_key').on(t.guid),
    index('emails_company_sent_at_idx').on(t.companyId, t.sentAt),
    index('emails_sent_at_id_idx').on(t.sentAt, t.id),
    index('emails_address_sent_at_idx').on(t.addressId, t.sentAt),
    index('emails_journey_idx').on(t.journeyId),
    index('emails_processed_idx').on(t.processed, t.sentAt),
    // A span of days with a flag (a month of animated emails), newest first: the flag's rows of the
    // span in the list's order, with the id that breaks ties, instead of every email of the span.
    index('emails_animated_sent_at_id_idx').on(t.animated, t.sentAt, t.id),
    index('emails_mobile_optimized_sent_at_id_idx').on(t.mobileOptimized, t.sentAt, t.id),
    index('emails_platform_sent_at_id_idx').on(t.platform, t.sentAt, t.id),
    index('emails_subject_trgm_idx').using('gin', sql`lower(${t.subject}) gin_trgm_ops`),
    // Partial words and addresses in senders, which full text does not split out.
    index('emails_from_name_trgm_idx').using('gin', sql`lower(${t.fromName}) gin_trgm_ops`),
    index('emails_from_address_trgm_idx').using('gin', sql`lower(${t.fromAddress}) gin_trgm_ops`),
    index('emails_search_vector_idx').using('gin', t.searchVector),
  ],
);

/** The raw content of an email, one row per email, kept out of the emails row. */
export const emailContents = pgTable('email_contents', {
  emailId: integer()
    .primaryKey()
    .references(() => emails.id, { onDelete: 'cascade' }),
  html: text(),
  text: text(),
  /** Size of the raw message in bytes. */
  size: integer().notNull().default(0),
});

export const emailClassifications = pgTable(
  'email_classifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    emailId: integer()
      .notNull()
      .references(() => emails.id, { onDelete: 'cascade' }),
    type: classificationType().notNull(),
    /** 1 applies, 0 does not. */
    score: smallint().notNull().default(1),
    source: classificationSource().notNull().default('manual'),
    labeled: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('email_classifications_email_type_key').on(t.emailId, t.type),
    index('email_classifications_type_idx').on(t.type, t.score),
    check('email_classifications_score_binary', sql`${t.score} in (0, 1)`),
  ],
);
