import { sql } from 'drizzle-orm';
import { REGISTRATION_DOMAINS } from '@tracker/core';
import type { Database } from '../../db/client';
import { updateCounts } from '../demo-data';
import {
  BODY_SENTENCES,
  BRAND_FIRST,
  BRAND_SECOND,
  CITIES,
  FIRST_NAMES,
  LAST_NAMES,
  SEASONS,
  SENDER_LOCALS,
  SUBJECT_LINES,
  TAGS,
} from './scale-words';
import { TECHNOLOGIES } from '../technologies';

export type ScaleSizes = { companies: number; journeys: number; emails: number };

/** The reference load of the design: 100k companies, 300k journeys, 1M emails. */
const DEFAULT_SCALE_COMPANIES = 100_000;

/** Journeys and emails in proportion to the companies unless given. */
export function scaleSizes(given: Partial<ScaleSizes>): ScaleSizes {
  const companies = given.companies ?? DEFAULT_SCALE_COMPANIES;
  return { companies, journeys: given.journeys ?? companies * 3, emails: given.emails ?? companies * 10 };
}

type ScaleStep = { table: string; rows: number; ms: number };

/** Percentages of rows with a flag set. */
type CompanyFlags = { goodFit: number; featured: number; premium: number; subscription: number; prioritized: number };
type EmailFlags = { processed: number; animated: number; mobileOptimized: number };

/**
 * How the data is distributed, so the lists can be measured on data of other shapes than one: the
 * same sizes and anchor give the same rows for a shape, and different shapes stress different plans.
 */
export type ScaleShape = {
  /** A word put first in this percentage of company names (and so their domains and email subjects). */
  commonWord: { word: string; pct: number };
  /**
   * Journeys (and the emails sent in them) start on any of the last `days` days, but `busy.tenths` in
   * ten, which start in a busy window of `busy.days` days ending `busy.before` days before the anchor
   * (one of them, when several).
   */
  journeyStarts: { days: number; busy: { tenths: number; days: number; before: readonly number[] } };
  /** This percentage of journeys (and so of the emails and registrations) belongs to `companies` companies. */
  heavy: { pct: number; companies: number };
  companyFlags: CompanyFlags;
  emailFlags: EmailFlags;
  /** Whether seeding ends with VACUUM ANALYZE (a visibility map for index-only scans) or only ANALYZE, as after a bulk load. */
  vacuum: boolean;
};

/** The shapes `seed:scale --shape` offers. `reference` is the data every figure before issue 25 was measured on. */
export const SCALE_SHAPES = {
  reference: {
    commonWord: { word: 'harbor', pct: 0 },
    // Three in ten journeys in the last two months, as staff renew them.
    journeyStarts: { days: 730, busy: { tenths: 3, days: 60, before: [0] } },
    heavy: { pct: 0, companies: 1 },
    companyFlags: { goodFit: 30, featured: 5, premium: 10, subscription: 15, prioritized: 40 },
    emailFlags: { processed: 90, animated: 15, mobileOptimized: 70 },
    vacuum: true,
  },
  // A common word in one name in ten; half the journeys and their mail in two busy months (the
  // 20th and 8th before the anchor: March 2025 and 2026 for 2026-11-29); flags even; ten companies
  // with a tenth of the journeys and emails; tables only analysed, as after a bulk load.
  skewed: {
    commonWord: { word: 'harbor', pct: 10 },
    journeyStarts: { days: 730, busy: { tenths: 5, days: 31, before: [607, 242] } },
    heavy: { pct: 10, companies: 10 },
    companyFlags: { goodFit: 50, featured: 50, premium: 50, subscription: 50, prioritized: 50 },
    emailFlags: { processed: 50, animated: 50, mobileOptimized: 50 },
    vacuum: false,
  },
} as const satisfies Record<string, ScaleShape>;

export type ScaleShapeName = keyof typeof SCALE_SHAPES;

/** A SQL text array literal of our own constants (quotes doubled). */
/** The platforms the scale data's brands send through, a few big ones taking most of the mail as in life. */
const SCALE_PLATFORMS = [
  'klaviyo',
  'klaviyo',
  'klaviyo',
  'mailchimp',
  'mailchimp',
  'salesforce_marketing_cloud',
  'braze',
  'iterable',
  'sendgrid',
  'amazon_ses',
];

function textArray(values: readonly string[]): string {
  return `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]::text[]`;
}

/**
 * A deterministic pseudo-random integer in [0, m) from a row number and a salt: the same row always
 * draws the same value, and different salts draw independently.
 */
function h(expr: string, salt: number, m: number): string {
  return `(abs(hashint8((${expr})::bigint * 7919 + ${salt})::bigint) % ${m})::int`;
}

/** One of `values` chosen by a draw in [0, 100) against cumulative percentages. */
function weighted(draw: string, values: ReadonlyArray<readonly [string, number]>, cast: string): string {
  let total = 0;
  const arms = values.slice(0, -1).map(([value, pct]) => {
    total += pct;
    return `when ${draw} < ${total} then '${value}'`;
  });
  return `(case ${arms.join(' ')} else '${values[values.length - 1]![0]}' end)::${cast}`;
}

/** `array[...]`[1 + draw]: one element of a literal array. */
function pick(values: readonly string[], draw: (m: number) => string): string {
  return `(${textArray(values)})[1 + ${draw(values.length)}]`;
}

/** Days before the anchor that a journey's busy window ends: the one window, or one of several drawn per journey. */
function busyWindowEnd(before: readonly number[], j: string): string {
  return before.length === 1 ? String(before[0]) : `(array[${before.join(', ')}])[1 + ${h(j, 130, before.length)}]`;
}

/** A journey's company: `otherwise`, or for `heavy.pct` percent of journeys one of `heavy.companies` spread over the ids. */
function heavyOr(heavy: ScaleShape['heavy'], j: string, companies: number, otherwise: string): string {
  if (heavy.pct === 0) return otherwise;
  const stride = Math.max(1, Math.floor(companies / heavy.companies));
  return `(case when ${h(j, 131, 100)} < ${heavy.pct} then 1 + ${h(j, 132, heavy.companies)} * ${stride} else ${otherwise} end)`;
}

/** A company name's first word: `otherwise`, or the common word in `commonWord.pct` percent of them. */
function commonWordOr(commonWord: ScaleShape['commonWord'], otherwise: string): string {
  if (commonWord.pct === 0) return otherwise;
  return `(case when ${h('n', 133, 100)} < ${commonWord.pct} then '${commonWord.word}' else ${otherwise} end)`;
}

/**
 * Fills an empty, migrated database with `sizes` companies, journeys and emails and proportionate
 * users, groups, tags, technologies, addresses, registrations and classifications, all set-based
 * (INSERT ... SELECT FROM generate_series). Every value is drawn from the row number, so the same
 * sizes and anchor give the same data; dates are offsets from `anchor` (a UTC midnight), spread over
 * two years before it, distributed as `shape` says (the reference shape unless given). The admin
 * account must exist already; its id is `adminId`.
 */
export async function insertScaleData(
  db: Database,
  {
    sizes,
    anchor,
    adminId,
    shape = SCALE_SHAPES.reference,
    onStep,
  }: { sizes: ScaleSizes; anchor: Date; adminId: number; shape?: ScaleShape; onStep?: (step: ScaleStep) => void },
): Promise<void> {
  const C = sizes.companies;
  const J = sizes.journeys;
  const E = sizes.emails;
  const R = Math.ceil(J / 2);
  const U = Math.max(20, Math.round(C / 50));
  const G = Math.max(5, Math.round(C / 100));
  const at = `'${anchor.toISOString()}'::timestamptz`;

  async function step(table: string, statement: string): Promise<void> {
    const started = performance.now();
    // node-postgres counts written rows in rowCount, PGlite in affectedRows.
    const result = (await db.execute(sql.raw(statement))) as { rowCount?: number | null; affectedRows?: number };
    onStep?.({ table, rows: result.rowCount ?? result.affectedRows ?? 0, ms: performance.now() - started });
  }

  // A journey's company, type and dates, written once and used wherever rows derive from a journey.
  const journeyCompany = (j: string) => heavyOr(shape.heavy, j, C, `(1 + ${h(j, 20, C)})`);
  const journeyType = (j: string) =>
    weighted(
      h(j, 21, 100),
      [
        ['email_subscriber', 40],
        ['cart_abandoner', 20],
        ['browse_abandoner', 15],
        ['purchaser', 15],
        ['custom', 10],
      ],
      'journey_type',
    );
  // Most journeys started any day of the window; some in its busy days.
  const { days, busy } = shape.journeyStarts;
  const journeyStart = (j: string) =>
    `(${at} - make_interval(days => 1 + case when ${h(j, 22, 10)} < ${busy.tenths} then ${busyWindowEnd(busy.before, j)} + ${h(j, 23, busy.days)} else ${h(j, 23, days)} end) + make_interval(hours => ${h(j, 24, 24)}))`;
  const companyFlags = shape.companyFlags;
  const emailFlags = shape.emailFlags;
  const journeyEnd = (j: string) => `(${journeyStart(j)} + make_interval(days => 14 + ${h(j, 25, 77)}))`;

  await step('tags', `insert into tags (name) select unnest(${textArray(TAGS)}) on conflict do nothing`);
  await step(
    'technologies',
    `insert into technologies (name, type) select n, t::technology_type from unnest(${textArray(TECHNOLOGIES.map(([n]) => n))}, ${textArray(
      TECHNOLOGIES.map(([, t]) => t),
    )}) as x(n, t) on conflict do nothing`,
  );

  await step(
    'companies',
    `insert into companies (id, name, domain_name, url, type, state, good_fit, featured, premium, subscription, prioritized,
       description, clearbit_tags, created_at, updated_at)
     overriding system value
     select n, initcap(w1) || ' ' || initcap(w2), w1 || w2 || n || '.com', 'http://' || w1 || w2 || n || '.com',
       ${weighted(
         h('n', 3, 100),
         [
           ['brand', 60],
           ['retailer', 20],
           ['marketplace', 8],
           ['publisher', 8],
           ['nonprofit', 4],
         ],
         'company_type',
       )},
       ${weighted(
         h('n', 4, 100),
         [
           ['active', 85],
           ['inactive', 6],
           ['archived', 4],
           ['invalid', 3],
           ['merged', 2],
         ],
         'company_state',
       )},
       ${h('n', 5, 100)} < ${companyFlags.goodFit}, ${h('n', 6, 100)} < ${companyFlags.featured}, ${h('n', 7, 100)} < ${companyFlags.premium},
       ${h('n', 8, 100)} < ${companyFlags.subscription}, ${h('n', 9, 100)} < ${companyFlags.prioritized},
       initcap(w1) || ' ' || w2 || ' sold online.', array[w2], created, created
     from (select n,
             ${commonWordOr(
               shape.commonWord,
               pick(BRAND_FIRST, (m) => h('n', 1, m)),
             )} as w1,
             ${pick(BRAND_SECOND, (m) => h('n', 2, m))} as w2,
             ${at} - make_interval(days => 30 + ${h('n', 10, 1460)}, mins => ${h('n', 11, 1440)}) as created
           from generate_series(1, ${C}) n) s`,
  );
  await step(
    'company_tags',
    `insert into company_tags (company_id, tag_id)
     select n, t.id from generate_series(1, ${C}) n cross join generate_series(1, 2) k
     join tags t on t.name = (${textArray(TAGS)})[1 + ${h('n * 10 + k', 30, TAGS.length)}]
     where ${h('n * 10 + k', 31, 100)} < 45
     on conflict do nothing`,
  );
  await step(
    'company_technologies',
    `insert into company_technologies (company_id, technology_id, detected_at)
     select n, t.id, ${at} - make_interval(days => ${h('n * 10 + k', 34, 365)})
     from generate_series(1, ${C}) n cross join generate_series(1, 4) k
     join technologies t on t.name = (${textArray(TECHNOLOGIES.map(([n]) => n))})[1 + ${h('n * 10 + k', 32, TECHNOLOGIES.length)}]
     where ${h('n * 10 + k', 33, 100)} < 60
     on conflict do nothing`,
  );

  // The first ten users are staff (admins who can be assigned registrations); the rest are customers.
  await step(
    'users',
    `insert into users (id, email, name, company_name, user_role, assignee, account_status, type, created_at, updated_at)
     overriding system value
     select ${adminId} + n, lower(f) || '.' || n || '@customer' || (n % 200) || '.example', f || ' ' || l, initcap(w) || ' Inc',
       case when n <= 10 then 'admin' else 'standard' end::user_role, n <= 10,
       ${weighted(
         h('n', 50, 100),
         [
           ['active', 75],
           ['trialing', 10],
           ['past_due', 5],
           ['canceled', 7],
           ['archived', 3],
         ],
         'account_status',
       )},
       ${weighted(
         h('n', 51, 100),
         [
           ['standard', 80],
           ['team', 15],
           ['enterprise', 5],
         ],
         'user_type',
       )},
       ${at} - make_interval(days => ${h('n', 52, 1000)}), ${at} - make_interval(days => ${h('n', 52, 1000)})
     from (select n, ${pick(FIRST_NAMES, (m) => h('n', 53, m))} f, ${pick(LAST_NAMES, (m) => h('n', 54, m))} l,
             ${pick(BRAND_FIRST, (m) => h('n', 55, m))} w
           from generate_series(1, ${U}) n) s`,
  );
  const customer = (draw: string) => `(${adminId} + 11 + ${draw})`;
  await step(
    'groups',
    `insert into groups (id, name, global, featured, created_by_id, created_at, updated_at)
     overriding system value
     select n, initcap(${pick(BRAND_FIRST, (m) => h('n', 60, m))}) || ' ' || ${pick(['picks', 'watchlist', 'competitors', 'leaders', 'newcomers'], (m) => h('n', 61, m))} || ' ' || n,
       ${h('n', 62, 100)} < 70, ${h('n', 63, 100)} < 10, ${customer(h('n', 64, U - 10))},
       ${at} - make_interval(days => ${h('n', 65, 700)}), ${at} - make_interval(days => ${h('n', 65, 700)})
     from generate_series(1, ${G}) n`,
  );
  await step(
    'group_companies',
    `insert into group_companies (group_id, company_id, created_at)
     select g, 1 + ${h('g * 100 + k', 66, C)}, ${at} - make_interval(days => ${h('g * 100 + k', 67, 600)})
     from generate_series(1, ${G}) g cross join generate_series(1, 20) k
     on conflict do nothing`,
  );
  await step(
    'group_users',
    `insert into group_users (group_id, user_id)
     select g, ${customer(h('g * 10 + k', 68, U - 10))} from generate_series(1, ${G}) g cross join generate_series(1, 3) k
     where ${h('g * 10 + k', 69, 100)} < 50
     on conflict do nothing`,
  );

  // Customer teams (one per ten users): the owner and up to four members in every status, pending
  // invitations, and a subscription each, trialing, active, cancelling or exempt.
  const T = Math.max(5, Math.round(U / 10));
  await step(
    'teams',
    `insert into teams (id, name, member_limit, active_members_limit, owner_id, created_at, updated_at)
     overriding system value
     select n, initcap(${pick(BRAND_FIRST, (m) => h('n', 80, m))}) || ' team ' || n, 10, 5, ${customer(h('n', 81, U - 10))},
       ${at} - make_interval(days => ${h('n', 82, 700)}), ${at} - make_interval(days => ${h('n', 82, 700)})
     from generate_series(1, ${T}) n`,
  );
  await step(
    'team_members',
    `insert into team_members (team_id, user_id, email, status, role, created_at, updated_at)
     select t.id, u.id, u.email,
       case when k = 0 then 'active'::member_status else ${weighted(
         h('t.id * 10 + k', 84, 100),
         [
           ['active', 65],
           ['pending', 20],
           ['archived', 15],
         ],
         'member_status',
       )} end,
       case when k = 0 then 'owner' else 'member' end::member_role, t.created_at, t.created_at
     from teams t cross join generate_series(0, 4) k
     join users u on u.id = case when k = 0 then t.owner_id else ${customer(h('t.id * 10 + k', 83, U - 10))} end
     where k = 0 or ${h('t.id * 10 + k', 85, 100)} < 70
     on conflict do nothing`,
  );
  await step(
    'team_invitations',
    `insert into team_invitations (team_id, guid, email, role, status, sent_at, created_at, updated_at)
     select t.id, md5('invitation' || t.id || '-' || k), 'invitee' || t.id || '.' || k || '@prospect' || (t.id % 50) || '.example', 'member',
       ${weighted(
         h('t.id * 10 + k', 86, 100),
         [
           ['pending', 60],
           ['accepted', 25],
           ['canceled', 15],
         ],
         'invitation_status',
       )},
       t.created_at, t.created_at, t.created_at
     from teams t cross join generate_series(1, 2) k
     where ${h('t.id * 10 + k', 87, 100)} < 40`,
  );
  await step(
    'subscriptions',
    `insert into subscriptions (team_id, plan_id, plan_version, account_status, current_period_end_at, collection_method,
       stripe_customer_id, stripe_subscription_id, cancel_at_period_end, created_at, updated_at)
     select t.id, 'team', 'v3', ${weighted(
       h('t.id', 88, 100),
       [
         ['active', 65],
         ['trialing', 20],
         ['past_due', 8],
         ['canceled', 7],
       ],
       'subscription_status',
     )},
       ${at} + make_interval(days => ${h('t.id', 89, 300)} - 10), c.m,
       case when c.m = 'exempt' then null else 'cus_scale' || t.id end, case when c.m = 'exempt' then null else 'sub_scale' || t.id end,
       c.m = 'charge_automatically' and ${h('t.id', 91, 100)} < 15, t.created_at, t.created_at
     from teams t cross join lateral (select ${weighted(
       h('t.id', 90, 100),
       [
         ['charge_automatically', 70],
         ['exempt', 30],
       ],
       'collection_method',
     )} m) c`,
  );

  // One tracked inbox and one registration per pair of journeys: journey 2r-1 (and 2r) came from registration r.
  const first = (r: string) => pick(FIRST_NAMES, (m) => h(r, 70, m));
  await step(
    'addresses',
    `insert into addresses (id, email_address, company_id, journey_type, first_name, last_name, birthdate, line_one, city, region,
       country, postal_code, visible, private, first_activity_at, description, created_at, updated_at)
     overriding system value
     select r, lower(f) || '.' || r || '@' || (${textArray(REGISTRATION_DOMAINS)})[1 + r % ${REGISTRATION_DOMAINS.length}],
       ${journeyCompany('2 * r - 1')}, ${journeyType('2 * r - 1')}, f, ${pick(LAST_NAMES, (m) => h('r', 71, m))},
       date '1990-01-01' + ${h('r', 72, 7000)}, (1 + ${h('r', 73, 900)}) || ' Main Street',
       (${textArray(CITIES.map(([c]) => c))})[1 + ${h('r', 74, CITIES.length)}], (${textArray(CITIES.map(([, rg]) => rg))})[1 + ${h('r', 74, CITIES.length)}],
       (${textArray(CITIES.map(([, , c]) => c))})[1 + ${h('r', 74, CITIES.length)}], lpad(${h('r', 75, 99999)}::text, 5, '0'),
       ${h('r', 76, 100)} < 80, ${h('r', 77, 100)} < 10, ${journeyStart('2 * r - 1')}, 'Persona for registration ' || r,
       ${journeyStart('2 * r - 1')}, ${journeyStart('2 * r - 1')}
     from (select r, ${first('r')} f from generate_series(1, ${R}) r) s`,
  );
  await step(
    'registrations',
    `insert into registrations (id, status, complete, prioritized, type, current, user_id, address_id, company_id, base_email_domain,
       description, created_at, updated_at)
     overriding system value
     select r, s, s = 'complete', ${h('r', 81, 100)} < 60, ${journeyType('2 * r - 1')}, s not in ('complete', 'archived'),
       case when s = 'unclaimed' then null else ${adminId} + 1 + ${h('r', 82, 10)} end, r, ${journeyCompany('2 * r - 1')},
       (${textArray(REGISTRATION_DOMAINS)})[1 + r % ${REGISTRATION_DOMAINS.length}], 'Newsletter signup',
       ${journeyStart('2 * r - 1')}, ${journeyStart('2 * r - 1')}
     from (select r, ${weighted(
       h('r', 80, 100),
       [
         ['complete', 55],
         ['archived', 10],
         ['unclaimed', 12],
         ['assigned', 8],
         ['classified', 5],
         ['ready', 5],
         ['error', 5],
       ],
       'registration_status',
     )} s
           from generate_series(1, ${R}) r) x`,
  );
  // Ended journeys are mostly complete or archived, some left upcoming (shown expired); running ones in progress.
  const endedStatus = weighted(
    h('j', 26, 100),
    [
      ['complete', 70],
      ['archived', 15],
      ['upcoming', 10],
      ['in_progress', 5],
    ],
    'journey_status',
  );
  const runningStatus = weighted(
    h('j', 26, 100),
    [
      ['in_progress', 70],
      ['upcoming', 20],
      ['archived', 10],
    ],
    'journey_status',
  );
  await step(
    'journeys',
    `insert into journeys (id, status, type, featured, current, start_date, end_date, base_email_domain, description, company_id,
       registration_id, created_at, updated_at)
     overriding system value
     select j, st, ${journeyType('j')}, ${h('j', 27, 100)} < 5, st in ('upcoming', 'in_progress'), sd, ed,
       (${textArray(REGISTRATION_DOMAINS)})[1 + ((j + 1) / 2) % ${REGISTRATION_DOMAINS.length}], 'Newsletter signup', ${journeyCompany('j')},
       case when j % 2 = 1 then (j + 1) / 2 end, sd, sd
     from (select j, sd, ed, case when ed < ${at} then ${endedStatus} else ${runningStatus} end st
           from (select j, ${journeyStart('j')} sd, ${journeyEnd('j')} ed from generate_series(1, ${J}) j) d) x`,
  );

  // Each email falls in one journey, between its start and its end (or the anchor); in three journeys
  // in ten the mail stopped early (the first third of the window), which makes live journeys dormant.
  const subject = `replace(replace(replace(replace(replace((${textArray(SUBJECT_LINES.map(([s]) => s))})[si], '{brand}', c.name),
      '{first}', ${pick(FIRST_NAMES, (m) => h('e.n', 41, m))}), '{pct}', (5 * (2 + ${h('e.n', 42, 9)}))::text),
      '{order}', (100000 + e.n)::text), '{season}', ${pick(SEASONS, (m) => h('e.n', 43, m))})`;
  await step(
    'emails',
    `insert into emails (id, guid, company_id, address_id, journey_id, subject, from_name, from_address, private, visible, processed,
       animated, mobile_optimized, platform, sent_at, created_at, updated_at)
     overriding system value
     select e.n, md5('scale-email-' || e.n), j.company_id, (j.id + 1) / 2, j.id, ${subject}, c.name,
       ${pick(SENDER_LOCALS, (m) => h('e.n', 45, m))} || '@' || c.domain_name,
       ${h('e.n', 46, 100)} < 5, ${h('e.n', 47, 100)} < 95, ${h('e.n', 48, 100)} < ${emailFlags.processed},
       ${h('e.n', 49, 100)} < ${emailFlags.animated}, ${h('e.n', 50, 100)} < ${emailFlags.mobileOptimized},
       -- A brand sends through one platform (one in six through its own servers, none detected).
       case when ${h('c.id', 53, 6)} < 5 then ${pick(SCALE_PLATFORMS, (m) => h('c.id', 54, m))} end,
       sent, sent, sent
     from (select n, 1 + ${h('n', 40, J)} jid, 1 + ${h('n', 44, SUBJECT_LINES.length)} si from generate_series(1, ${E}) n) e
     join journeys j on j.id = e.jid
     join companies c on c.id = j.company_id
     cross join lateral (select j.start_date + greatest(least(j.end_date, ${at}) - j.start_date, interval '0')
       * (${h('e.n', 51, 10000)} / 10000.0) * (case when ${h('j.id', 52, 10)} < 3 then 0.33 else 1 end) as sent) t`,
  );
  const sentence = (salt: number) => `(${textArray(BODY_SENTENCES)})[1 + ${h('e.id', salt, BODY_SENTENCES.length)}]`;
  await step(
    'email_contents',
    `insert into email_contents (email_id, text, html, size)
     select id, body, '<html><body><p>' || body || '</p></body></html>', 2000 + length(body) * 8
     from (select e.id, replace(${sentence(90)} || ' ' || ${sentence(91)} || ' ' || ${sentence(92)}, '{brand}', e.from_name) body from emails e) b`,
  );
  await step(
    'email_classifications',
    `insert into email_classifications (email_id, type, score, source, labeled, created_at, updated_at)
     select n, (${textArray(SUBJECT_LINES.map(([, t]) => t))})[1 + ${h('n', 44, SUBJECT_LINES.length)}]::classification_type,
       case when ${h('n', 93, 100)} < 97 then 1 else 0 end, case when ${h('n', 94, 100)} < 80 then 'automatic' else 'manual' end::classification_source,
       ${h('n', 95, 100)} < 30, ${at}, ${at}
     from generate_series(1, ${E}) n`,
  );

  // Inbound mail: a quarter of the emails arrived through the inbound store (the rest predate it),
  // nearly all processed into their email, some failed with a reason, a few still waiting.
  const inboundState = `case when ${h('e.id', 120, 100)} < 2 then 'failed' when ${h('e.id', 120, 100)} < 3 then 'stored' else 'processed' end`;
  await step(
    'inbound_messages',
    `insert into inbound_messages (recipient, mail_from, source, remote_address, message_id, sha256, size, asset_key, subject, state,
       attempts, last_error, received_at, processed_at, email_id)
     select a.email_address, e.from_address, (case when ${h('e.id', 121, 10)} < 8 then 'smtp' else 'webhook' end)::inbound_message_source,
       '198.51.100.' || (1 + ${h('e.id', 122, 254)}), e.guid || '@' || split_part(e.from_address, '@', 2), s.sha, 20000 + ${h('e.id', 123, 60000)},
       'inbound/' || s.sha || '.eml', e.subject, (${inboundState})::inbound_state, 1,
       case when ${inboundState} = 'failed' then 'the message has 400 parts, more than the 250 allowed' end,
       e.created_at, case when ${inboundState} = 'processed' then e.created_at end, case when ${inboundState} = 'processed' then e.id end
     from emails e join addresses a on a.id = e.address_id
     cross join lateral (select md5('scale-inbound-' || e.id) || md5('scale-bytes-' || e.id) as sha) s
     where e.id % 4 = 0`,
  );

  // Curated lists: one per 500 companies (at least 10), each holding up to 40 emails and a few comments.
  const L = Math.max(10, Math.round(C / 500));
  await step(
    'lists',
    `insert into lists (id, name, description, state, featured, no_index, type, position, user_id, created_at, updated_at)
     overriding system value
     select n, initcap(${pick(BRAND_FIRST, (m) => h('n', 100, m))}) || ' ' || ${pick(['welcome emails', 'cart reminders', 'winbacks', 'subject lines', 'holiday sends'], (m) => h('n', 101, m))} || ' ' || n,
       'Curated list ' || n, ${weighted(
         h('n', 102, 100),
         [
           ['published', 60],
           ['draft', 30],
           ['archived', 10],
         ],
         'list_state',
       )},
       ${h('n', 103, 100)} < 40, ${h('n', 104, 100)} < 10, ${weighted(
         h('n', 105, 100),
         [
           ['curated', 60],
           ['collection', 30],
           ['swipe_file', 10],
         ],
         'list_type',
       )},
       n, ${adminId} + 1 + ${h('n', 106, U)}, ${at} - make_interval(days => ${h('n', 107, 700)}), ${at} - make_interval(days => ${h('n', 107, 700)})
     from generate_series(1, ${L}) n`,
  );
  await step(
    'list_emails',
    `insert into list_emails (list_id, email_id, added_at, position)
     select l, 1 + ${h('l * 100 + k', 108, E)}, ${at} - make_interval(days => ${h('l * 100 + k', 109, 600)}), k
     from generate_series(1, ${L}) l cross join generate_series(1, 40) k
     on conflict do nothing`,
  );
  await step(
    'list_comments',
    `insert into list_comments (list_id, user_id, body, created_at, updated_at)
     select l, ${adminId} + 1 + ${h('l * 10 + k', 110, 10)}, 'Comment ' || k || ' on list ' || l, ${at} - make_interval(days => ${h('l * 10 + k', 111, 300)}),
       ${at} - make_interval(days => ${h('l * 10 + k', 111, 300)})
     from generate_series(1, ${L}) l cross join generate_series(1, 3) k
     where ${h('l * 10 + k', 112, 100)} < 60`,
  );

  const started = performance.now();
  await updateCounts(db, anchor);
  onStep?.({ table: 'counts', rows: C, ms: performance.now() - started });
  // Explicit ids leave the identity sequences behind; move them past the rows written.
  for (const table of ['companies', 'users', 'groups', 'teams', 'addresses', 'registrations', 'journeys', 'emails', 'lists']) {
    await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
  }
}
