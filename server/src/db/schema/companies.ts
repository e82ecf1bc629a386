import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { companyState, companyType, technologyType } from './enums';

/**
 * Brands whose marketing email is tracked. The id is a plain integer because bulk import sends
 * numeric lookup values as company_id.
 */
export const companies = pgTable(
  'companies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    type: companyType().notNull().default('brand'),
    /** False exactly when state is invalid; derived by the database, so write the state instead. */
    valid: boolean()
      .notNull()
      .generatedAlwaysAs(sql`"state" <> 'invalid'`),
    name: text().notNull(),
    description: text(),
    signupUrl: text(),
    /** Normalised: lower case, no scheme, no `www.`, no path (see the check constraint). */
    domainName: text().notNull(),
    url: text(),
    websiteUrl: text(),
    state: companyState().notNull().default('active'),
    featured: boolean().notNull().default(false),
    subscription: boolean().notNull().default(false),
    premium: boolean().notNull().default(false),
    notes: text(),
    goodFit: boolean().notNull().default(false),
    clearbitTags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    approximateEmails: integer(),
    firstEmailSentAt: timestamp({ withTimezone: true }),
    /** Emails a week, as last measured. */
    frequency: real(),
    trackedCount: integer().notNull().default(0),
    logoUrl: text(),
    prioritized: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('companies_domain_name_key').on(t.domainName),
    check(
      'companies_domain_name_normalised',
      sql`${t.domainName} = lower(${t.domainName}) and ${t.domainName} !~ '^([a-z][a-z0-9+.-]*://|www\\.)' and position('/' in ${t.domainName}) = 0 and ${t.domainName} <> ''`,
    ),
    index('companies_state_idx').on(t.state),
    index('companies_type_idx').on(t.type),
    index('companies_good_fit_idx').on(t.goodFit),
    // With the id and the name itself (PostgreSQL reads an expression from the index only when its
    // columns are there too), the default order's pages and the ids an OFFSET skips come from the index alone.
    index('companies_name_order_idx').on(sql`lower(${t.name})`, t.id, t.name),
    // A ranked search's order (shortest name first, see rankedSearchIds), with what it filters on: a
    // common word's page reads the index alone up to its last match, not every match from the table.
    // Partial on a condition true of every row that only the ranked search states (`id > 0`), so that
    // other statements filtering on the name do not take it for a cheap scan of every name (the
    // planner preferred it to the trigram indexes, reading 100,000 entries for 2,000 matches).
    index('companies_name_length_idx')
      .on(sql`length(${t.name})`, sql`lower(${t.name})`, t.id, t.name, t.domainName)
      .where(sql`${t.id} > 0`),
    index('companies_created_at_idx').on(t.createdAt),
    // The list's other sorts, with the id that breaks ties; a nullable field sorts nulls last both
    // ways, which takes an index per direction.
    index('companies_updated_at_order_idx').on(t.updatedAt, t.id),
    index('companies_tracked_count_order_idx').on(t.trackedCount, t.id),
    index('companies_approximate_emails_asc_idx').on(t.approximateEmails.asc().nullsLast(), t.id.asc()),
    index('companies_approximate_emails_desc_idx').on(t.approximateEmails.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('companies_first_email_sent_at_asc_idx').on(t.firstEmailSentAt.asc().nullsLast(), t.id.asc()),
    index('companies_first_email_sent_at_desc_idx').on(t.firstEmailSentAt.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('companies_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('companies_domain_name_trgm_idx').using('gin', sql`${t.domainName} gin_trgm_ops`),
    // A text of one or two characters has no trigram: its matches are the companies holding it among
    // the one- and two-character pieces of the lower-cased name and the domain (see the migration adding it).
    index('companies_search_grams_idx').using('gin', sql`company_search_grams(${t.name}, ${t.domainName})`),
  ],
);

/** Services detected on a company's site: ESPs, SMTP relays, analytics, ad pixels, CMSs. */
export const technologies = pgTable(
  'technologies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    type: technologyType().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('technologies_name_key').on(t.name), index('technologies_type_idx').on(t.type)],
);

export const companyTechnologies = pgTable(
  'company_technologies',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    technologyId: integer()
      .notNull()
      .references(() => technologies.id, { onDelete: 'cascade' }),
    detectedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.technologyId] }), index('company_technologies_technology_idx').on(t.technologyId)],
);

export const verticals = pgTable(
  'verticals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('verticals_name_key').on(t.name)],
);

export const industries = pgTable(
  'industries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    verticalId: integer().references(() => verticals.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('industries_name_key').on(t.name), index('industries_vertical_idx').on(t.verticalId)],
);

export const companyVerticals = pgTable(
  'company_verticals',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    verticalId: integer()
      .notNull()
      .references(() => verticals.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.verticalId] }), index('company_verticals_vertical_idx').on(t.verticalId)],
);

export const companyIndustries = pgTable(
  'company_industries',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    industryId: integer()
      .notNull()
      .references(() => industries.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.industryId] }), index('company_industries_industry_idx').on(t.industryId)],
);

/** Free labels for companies (the companies screen's tags filter). */
export const tags = pgTable(
  'tags',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('tags_name_key').on(t.name)],
);

export const companyTags = pgTable(
  'company_tags',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.tagId] }), index('company_tags_tag_idx').on(t.tagId)],
);
