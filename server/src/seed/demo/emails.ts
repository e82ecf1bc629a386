import { daysAgo, daysAhead, daysBetween, type ClassificationType } from '@tracker/core';
import type { AssetStore } from '../../assets/asset-store';
import { eq } from 'drizzle-orm';
import { emailClassifications, emailContents, emails, emailSuggestions, journeyEmails } from '../../db/schema';
import { insertRows, insertRowsReturningIds } from '../insert-batches';
import { createRandom } from '../random';
import { HOLIDAYS } from './catalog';
import { daysFrom, minutesFrom, type DemoContext } from './context';
import type { DemoJourney } from './registrations';
import { platformColumns } from '../../services/emails/platform-columns';
import { suggestionsOf } from '../../services/suggestions/suggestions-of';
import { DEFAULT_TRAINING_SEED, trainModel } from '../../services/suggestions/train-model';
import { createSuggestionsRepository } from '../../repositories/suggestions-repository';
import { HOSTILE_SUBJECT, messageKind, storeDemoMessage } from './raw-messages';
import { sendingHeaders } from './sending-platforms';
import { JOURNEY_SEQUENCES, SECONDARY, SUBJECTS } from './subjects';

const DEMO_EMAIL_COUNT = 3000;
/** A PRNG of its own for the kinds of raw message, so choosing them leaves the rest of the demo data as it was. */
const MESSAGE_KINDS_SEED = 20_261_123;
const ASSET_WRITES_AT_ONCE = 64;
const NO_PLATFORM: Omit<ReturnType<typeof platformColumns>, 'detected'> = {
  platform: null,
  platformConfidence: null,
  platformSignals: null,
  unsubscribe: null,
};

export type DemoEmail = { id: number; companyId: number; sentAt: Date; classification: ClassificationType };

type Planned = {
  journey: DemoJourney;
  sentAt: Date;
  classification: ClassificationType;
  subject: string;
};

const PARAGRAPHS = [
  'We design everything in small batches and ship it straight to your door.',
  'Our customers told us what they wanted, and we listened. Here is what is new this week.',
  'Members get free shipping on every order, early access to sales and birthday rewards.',
  'Made with care, built to last, and backed by our 100-day guarantee.',
  'Questions? Reply to this email and a real person on our team will answer.',
];

const SEASONS = ['winter', 'spring', 'summer', 'fall'] as const;
const SENDERS = ['news', 'hello', 'info', 'team', 'no-reply'];
const SENDING_SUBDOMAINS = ['', 'mail.', 'e.', 'email.'];

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function season(date: Date): string {
  return SEASONS[Math.floor(((date.getUTCMonth() + 1) % 12) / 3)]!;
}

/** A holiday within the ten days after the date, if any, so promotions follow the calendar. */
function upcomingHoliday(date: Date): string | undefined {
  return HOLIDAYS.find((h) => {
    const day = h.on(date.getUTCFullYear());
    return day >= daysAgo(date, 1) && day <= daysAhead(date, 10);
  })?.name;
}

function subjectFor(ctx: DemoContext, journey: DemoJourney, classification: ClassificationType, sentAt: Date): string {
  const { random } = ctx;
  const holiday = classification === 'miscellaneous' ? upcomingHoliday(sentAt) : undefined;
  const template = holiday
    ? random.pick([`${holiday} sale: {pct}% off everything`, `${holiday} gifts they'll love`, `Our ${holiday} picks are here`])
    : random.pick(SUBJECTS[classification]);
  return template
    .replaceAll('{brand}', journey.company.name)
    .replaceAll('{first}', journey.personaFirstName)
    .replaceAll('{pct}', String(random.pick([10, 15, 20, 25, 30, 40])))
    .replaceAll('{order}', String(random.int(100000, 999999)))
    .replaceAll('{season}', season(sentAt));
}

function htmlBody(ctx: DemoContext, email: Planned): { html: string; text: string } {
  const { random } = ctx;
  const { company } = email.journey;
  const first = escapeHtml(email.journey.personaFirstName);
  const subject = escapeHtml(email.subject);
  const brand = escapeHtml(company.name);
  const color = random.pick(['#1f3a5f', '#7a2e3a', '#2f5d50', '#5b3e8a', '#b05a1e', '#222222']);
  const paragraph = random.pick(PARAGRAPHS);
  const link = `https://www.${company.domainName}/?utm_source=newsletter&utm_medium=email`;
  const html = [
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${subject}</title></head>`,
    `<body style="margin:0;font-family:Helvetica,Arial,sans-serif;background:#f4f4f4">`,
    `<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#fff">`,
    `<tr><td style="background:${color};color:#fff;padding:24px;font-size:24px;font-weight:bold">${brand}</td></tr>`,
    `<tr><td style="padding:24px"><h1 style="font-size:22px">${subject}</h1>`,
    `<p>Hi ${first},</p><p>${paragraph}</p>`,
    `<p><a href="${escapeHtml(link)}" style="background:${color};color:#fff;padding:12px 20px;text-decoration:none">Shop now</a></p></td></tr>`,
    `<tr><td style="padding:16px;font-size:11px;color:#888">`,
    `You are receiving this email because you signed up at ${company.domainName}. `,
    `<a href="https://www.${company.domainName}/unsubscribe">Unsubscribe</a></td></tr></table></body></html>`,
  ].join('');
  const text = [
    company.name,
    email.subject,
    `Hi ${email.journey.personaFirstName},`,
    paragraph,
    `Shop now: ${link}`,
    `Unsubscribe: https://www.${company.domainName}/unsubscribe`,
  ].join('\n\n');
  return { html, text };
}

/** Spreads the emails over the journeys that have started, in proportion to how long they have run. */
function plan(ctx: DemoContext, journeys: DemoJourney[]): Planned[] {
  const { random, anchor } = ctx;
  const last = minutesFrom(anchor, -30);
  const started = journeys.filter((j) => j.startDate < last);
  const windows = started.map((j) => {
    const from = minutesFrom(j.startDate, 10);
    const stop = j.quietAfter && j.quietAfter < j.endDate ? j.quietAfter : j.endDate;
    const to = stop < last ? stop : last;
    return { journey: j, from, to, weight: Math.max(0.3, daysBetween(from, to)) };
  });
  const counts = windows.map(() => 0);
  for (let n = 0; n < DEMO_EMAIL_COUNT; n++) {
    counts[random.weighted(windows.map((w, i) => [i, w.weight] as const))]! += 1;
  }
  return windows.flatMap((w, i) => {
    const sequence = JOURNEY_SEQUENCES[w.journey.type].filter((c) => c !== 'double_optin' || random.chance(0.5));
    const span = Math.max(0, w.to.getTime() - w.from.getTime());
    const times = Array.from({ length: counts[i]! }, () => w.from.getTime() + random.next() * span).sort((a, b) => a - b);
    return times.map((time, n) => {
      const sentAt = new Date(Math.floor(time / 1000) * 1000);
      const classification = sequence[n] ?? 'miscellaneous';
      return { journey: w.journey, sentAt, classification, subject: subjectFor(ctx, w.journey, classification, sentAt) };
    });
  });
}

/**
 * A first model trained on the demo's manual classifications, as the console trains one, and the
 * suggestions processing makes with it for the demo emails, with the double opt-ins' confirmation links.
 */
async function insertSuggestions(
  ctx: DemoContext,
  rows: ReadonlyArray<{ subject: string; fromAddress: string }>,
  ids: readonly number[],
  contents: ReadonlyArray<{ html: string | null; text: string | null }>,
  preheaders: ReadonlyArray<string | null>,
  classifications: ReadonlyArray<{ emailId: number; type: ClassificationType }>,
): Promise<void> {
  const repository = createSuggestionsRepository(ctx.db);
  const { row, loaded } = trainModel(await repository.labelledEmails(), DEFAULT_TRAINING_SEED, ctx.anchor);
  const model = { version: (await repository.insertModel(row)).version, model: loaded };
  const classified = new Map<number, Set<ClassificationType>>();
  for (const c of classifications) classified.set(c.emailId, (classified.get(c.emailId) ?? new Set()).add(c.type));
  const suggested = rows.map((row, i) =>
    suggestionsOf(
      {
        subject: row.subject,
        preheader: preheaders[i] ?? null,
        body: contents[i]!.text,
        fromAddress: row.fromAddress,
        html: contents[i]!.html,
      },
      model,
      classified.get(ids[i]!) ?? new Set(),
    ),
  );
  await insertRows(
    ctx.db,
    emailSuggestions,
    suggested.flatMap(({ rows: found }, i) => found.map((s) => ({ emailId: ids[i]!, ...s, createdAt: ctx.anchor, updatedAt: ctx.anchor }))),
  );
  for (const [i, { confirmationUrl }] of suggested.entries()) {
    if (confirmationUrl) await ctx.db.update(emails).set({ confirmationUrl }).where(eq(emails.id, ids[i]!));
  }
}

/**
 * About 3,000 emails with bodies (in email_contents), classifications and journey links. With an
 * asset store, each gets a raw MIME message (responsive, fixed-width, plain text, animated or
 * hostile, as its flags say) and its rendered JSON there, so the raw view and reprocess work.
 */
export async function insertEmails(ctx: DemoContext, journeys: DemoJourney[], assets?: AssetStore): Promise<DemoEmail[]> {
  const { db, random, anchor } = ctx;
  const planned = plan(ctx, journeys);
  const kindRandom = createRandom(MESSAGE_KINDS_SEED);
  const rows = planned.map((e) => {
    const { company } = e.journey;
    const createdAt = minutesFrom(e.sentAt, random.int(1, 20));
    return {
      guid: random.uuid(),
      companyId: company.id,
      addressId: e.journey.addressId,
      journeyId: e.journey.id,
      subject: e.subject,
      fromName: random.chance(0.8) ? company.name : `${company.name} Team`,
      fromAddress: `${random.pick(SENDERS)}@${random.pick(SENDING_SUBDOMAINS)}${company.domainName}`,
      private: random.chance(0.04),
      visible: e.journey.complete || random.chance(0.7),
      processed: e.sentAt < daysFrom(anchor, -0.5) ? random.chance(0.97) : false,
      animated: random.chance(0.1),
      mobileOptimized: random.chance(0.75),
      // Read from the stored message below, as processing would; none without an asset store.
      ...NO_PLATFORM,
      sentAt: e.sentAt,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const kinds = rows.map((row) => messageKind(kindRandom, row));
  kinds.forEach((kind, i) => {
    if (kind === 'hostile') rows[i]!.subject = HOSTILE_SUBJECT;
  });
  const bodies = planned.map((e) => htmlBody(ctx, e));
  const contents: Array<{ html: string | null; text: string | null; size: number }> = [];
  const preheaders: Array<string | null> = [];
  // Written some at a time: thousands of small files one after another would make the first start wait on the disk.
  for (let start = 0; start < bodies.length; start += ASSET_WRITES_AT_ONCE) {
    const chunk = bodies.slice(start, start + ASSET_WRITES_AT_ONCE);
    contents.push(
      ...(await Promise.all(
        chunk.map(async (body, offset) => {
          const i = start + offset;
          const row = rows[i]!;
          if (!assets) {
            preheaders[i] = null;
            return { ...body, size: Buffer.byteLength(body.html) + Buffer.byteLength(body.text) };
          }
          const { rendered, size } = await storeDemoMessage(assets, {
            guid: row.guid,
            kind: kinds[i]!,
            fromName: row.fromName,
            fromAddress: row.fromAddress,
            to: `inbox-${row.addressId}@inbox.tracker.example`,
            subject: row.subject,
            sentAt: row.sentAt,
            brand: planned[i]!.journey.company.name,
            sendingHeaders: sendingHeaders(planned[i]!.journey.company),
            ...body,
          });
          // The flags say what the stored message holds, as processing it would.
          row.animated = rendered.animated;
          row.mobileOptimized = rendered.mobile_optimized;
          const { detected: _detected, ...platform } = platformColumns(rendered, null);
          Object.assign(row, platform);
          preheaders[i] = rendered.preheader;
          return { html: rendered.html, text: rendered.text, size };
        }),
      )),
    );
  }
  const ids = await insertRowsReturningIds(db, emails, rows);
  await insertRows(
    db,
    emailContents,
    contents.map((c, i) => ({ emailId: ids[i]!, ...c })),
  );

  const classifications = planned.flatMap((e, i) => {
    const emailId = ids[i]!;
    const manual = random.chance(0.25);
    const primary = {
      emailId,
      type: e.classification,
      score: 1,
      source: manual ? ('manual' as const) : ('automatic' as const),
      labeled: manual || random.chance(0.3),
    };
    const options = SECONDARY[e.classification];
    if (!options || !random.chance(0.35)) return [primary];
    // A second guess: kept (1) or rejected by staff (0).
    const rejected = random.chance(0.4);
    return [
      primary,
      {
        emailId,
        type: random.pick(options),
        score: rejected ? 0 : 1,
        source: rejected ? ('manual' as const) : ('automatic' as const),
        labeled: rejected,
      },
    ];
  });
  await insertRows(db, emailClassifications, classifications);
  await insertSuggestions(ctx, rows, ids, contents, preheaders, classifications);

  await insertRows(
    db,
    journeyEmails,
    planned.map((e, i) => ({ journeyId: e.journey.id, emailId: ids[i]! })),
  );

  return planned.map((e, i) => ({
    id: ids[i]!,
    companyId: e.journey.company.id,
    sentAt: e.sentAt,
    classification: e.classification,
  }));
}
