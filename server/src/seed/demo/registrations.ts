import {
  addElapsedDays,
  ADDRESS_EVENTS,
  ADDRESS_JOURNEY_END_DAYS,
  daysBetween,
  DEFAULT_JOURNEY_DESCRIPTION,
  JOURNEY_START_LEAD_MINUTES,
  JOURNEY_TYPE_LABELS,
  JOURNEY_TYPES,
  NEW_JOURNEY_LENGTH_DAYS,
  PERSONA_DEFAULT_AGE_YEARS,
  REGISTRATION_STATUS_EVENTS,
  RELATED_JOURNEY_LENGTH_DAYS,
  STREET_ADDRESS_PRESET_NAMES,
  STREET_ADDRESS_PRESETS,
  type AddressEventGroup,
  type JourneyStatus,
  type JourneyType,
  type RegistrationStatus,
} from '@tracker/core';
import { addressEvents, addressTeams, addresses, journeyAddresses, journeyRelations, journeys, registrations } from '../../db/schema';
import { insertRows, insertRowsReturningIds } from '../insert-batches';
import type { DemoCompany } from './companies';
import { daysFrom, minutesFrom, slug, stamps, toDateString, type DemoContext } from './context';
import { makeDormantJourneys } from './dormant';
import { FIRST_NAMES, LAST_NAMES, type DemoPeople } from './people';

const REGISTRATION_COUNT = 420;

export type DemoJourney = {
  id: number;
  type: JourneyType;
  startDate: Date;
  endDate: Date;
  company: DemoCompany;
  addressId: number;
  registrationId: number;
  personaFirstName: string;
  complete: boolean;
  /** A dormant journey's mail stopped then (see makeDormantJourneys). */
  quietAfter?: Date;
};

type Registration = {
  status: RegistrationStatus;
  type: JourneyType;
  company: DemoCompany;
  createdAt: Date;
  firstActivityAt: Date;
  firstName: string;
  assigneeId: number | null;
  baseEmailDomain: string;
  current: boolean;
};

const STATUS_PROGRESSION: Record<RegistrationStatus, RegistrationStatus[]> = {
  unclaimed: [],
  assigned: ['assigned'],
  classified: ['assigned', 'classified'],
  ready: ['assigned', 'classified', 'ready'],
  complete: ['assigned', 'classified', 'ready', 'complete'],
  error: ['assigned', 'error'],
  archived: ['assigned', 'archived'],
};

const TYPE_EVENTS: Record<JourneyType, string[]> = {
  email_subscriber: ['Subscribed to newsletter'],
  cart_abandoner: ['Created account', 'Abandoned cart'],
  browse_abandoner: ['Created account', 'Abandoned browse'],
  purchaser: ['Created account', 'Placed order', 'Received order confirmation'],
  custom: ['Created account', 'Started trial'],
};

function statusForAge(ctx: DemoContext, ageDays: number): RegistrationStatus {
  const { random } = ctx;
  if (ageDays < 10) {
    return random.weighted<RegistrationStatus>([
      ['unclaimed', 60],
      ['assigned', 20],
      ['classified', 8],
      ['ready', 6],
      ['error', 6],
    ]);
  }
  if (ageDays < 40) {
    return random.weighted<RegistrationStatus>([
      ['unclaimed', 15],
      ['assigned', 15],
      ['classified', 15],
      ['ready', 15],
      ['error', 8],
      ['complete', 27],
      ['archived', 5],
    ]);
  }
  return random.weighted<RegistrationStatus>([
    ['complete', 65],
    ['archived', 20],
    ['error', 5],
    ['ready', 5],
    ['classified', 5],
  ]);
}

const EVENTS_BY_NAME = new Map(ADDRESS_EVENTS.map((e) => [e.name, e]));

function addressEvent(addressId: number, name: string, at: Date, userId: number | null = null) {
  const known = EVENTS_BY_NAME.get(name);
  const group: AddressEventGroup = known?.group ?? 'Other';
  return { addressId, description: name, group, private: known?.private ?? true, occurredAt: at, userId, ...stamps(at) };
}

/** What the persona did at signup, then one private event per review step of the registration. */
function eventsFor(ctx: DemoContext, r: Registration, addressId: number) {
  const { random, anchor } = ctx;
  const after = (minutes: number) => minutesFrom(r.firstActivityAt, minutes);
  const events = TYPE_EVENTS[r.type].map((name, n) => addressEvent(addressId, name, after(n * 20)));
  if (random.chance(0.5)) events.push(addressEvent(addressId, 'Confirmed email address', after(30)));
  if (r.status === 'error') {
    const problem = random.pick(['Signup form failed', 'Captcha blocked signup', 'No confirmation received']);
    events.push(addressEvent(addressId, problem, after(10)));
  }
  // Reviews come a day apart, squeezed closer for registrations younger than their reviews.
  const progression = STATUS_PROGRESSION[r.status];
  const step = Math.min(1, daysBetween(r.firstActivityAt, anchor) / (progression.length + 1));
  const reviewedAt = (n: number) => addElapsedDays(r.firstActivityAt, n * step);
  progression.forEach((status, n) => {
    const description = REGISTRATION_STATUS_EVENTS[status as Exclude<RegistrationStatus, 'unclaimed'>];
    events.push(addressEvent(addressId, description, reviewedAt(n + 1), r.assigneeId));
  });
  if (random.chance(0.1)) events.push(addressEvent(addressId, 'Note', reviewedAt(0.5), r.assigneeId));
  return events;
}

function journeyStatusFor(ctx: DemoContext, start: Date, end: Date): JourneyStatus {
  const { random, anchor } = ctx;
  if (start > anchor) return 'upcoming';
  // Some journeys stay upcoming past their end: the console shows them as expired.
  if (end < anchor)
    return random.weighted<JourneyStatus>([
      ['complete', 80],
      ['archived', 10],
      ['upcoming', 10],
    ]);
  return random.weighted<JourneyStatus>([
    ['in_progress', 75],
    ['upcoming', 25],
  ]);
}

/** Addresses with personas and events, their registrations, and the journeys they run. */
export async function insertRegistrations(ctx: DemoContext, companies: DemoCompany[], people: DemoPeople): Promise<DemoJourney[]> {
  const { db, random, anchor } = ctx;
  const eligible = companies.filter((c) => c.state !== 'merged');
  const specs: Registration[] = Array.from({ length: REGISTRATION_COUNT }, () => {
    // Skewed to recent signups, so the default (unclaimed) queue has work in it.
    const [youngest, oldest] = random.weighted([
      [[0, 9], 30],
      [[10, 39], 25],
      [[40, 150], 45],
    ] as const);
    const ageDays = random.int(youngest, oldest);
    // At least five hours before the anchor, so the first activity is never in the future.
    const createdAt = minutesFrom(daysFrom(anchor, -ageDays), -random.int(300, 24 * 60));
    const status = statusForAge(ctx, ageDays);
    return {
      status,
      type: random.weighted<JourneyType>([
        ['email_subscriber', 55],
        ['cart_abandoner', 15],
        ['browse_abandoner', 10],
        ['purchaser', 12],
        ['custom', 8],
      ]),
      company: random.pick(eligible),
      createdAt,
      firstActivityAt: minutesFrom(createdAt, random.int(5, 240)),
      firstName: random.pick(FIRST_NAMES),
      assigneeId: status === 'unclaimed' ? null : random.pick(people.assigneeIds),
      baseEmailDomain: random.weighted(ctx.registrationDomains.map((d, i) => [d, i === 0 ? 55 : 15] as const)),
      current: status !== 'archived' && random.chance(0.9),
    };
  });

  const addressIds = await insertRowsReturningIds(
    db,
    addresses,
    specs.map((r, i) => {
      const lastName = random.pick(LAST_NAMES);
      const street = STREET_ADDRESS_PRESETS[random.pick(STREET_ADDRESS_PRESET_NAMES)];
      const birthdate = daysFrom(anchor, -Math.round(PERSONA_DEFAULT_AGE_YEARS * 365.25) + random.int(-300, 300));
      return {
        emailAddress: `${slug(r.firstName)}.${slug(lastName)}${1000 + i}@${r.baseEmailDomain}`,
        companyId: r.company.id,
        journeyType: r.type,
        description: r.type === 'email_subscriber' ? DEFAULT_JOURNEY_DESCRIPTION : JOURNEY_TYPE_LABELS[r.type],
        firstName: r.firstName,
        lastName,
        birthdate: toDateString(birthdate),
        ...street,
        visible: r.status === 'complete' || random.chance(0.2),
        private: random.chance(0.05),
        firstActivityAt: r.firstActivityAt,
        ...stamps(r.createdAt, r.firstActivityAt),
      };
    }),
  );

  await insertRows(
    db,
    addressEvents,
    specs.flatMap((r, i) => eventsFor(ctx, r, addressIds[i]!)),
  );

  await insertRows(
    db,
    addressTeams,
    random.sample(addressIds, 40).map((addressId) => ({ addressId, teamId: random.pick(people.teamIds) })),
  );

  const registrationIds = await insertRowsReturningIds(
    db,
    registrations,
    specs.map((r, i) => ({
      status: r.status,
      complete: r.status === 'complete',
      prioritized: random.chance(0.6),
      type: r.type,
      current: r.current,
      userId: r.assigneeId,
      addressId: addressIds[i]!,
      companyId: r.company.id,
      baseEmailDomain: r.baseEmailDomain,
      description: r.type === 'email_subscriber' ? DEFAULT_JOURNEY_DESCRIPTION : JOURNEY_TYPE_LABELS[r.type],
      ...stamps(r.createdAt, new Date(Math.min(minutesFrom(r.createdAt, random.int(60, 5000)).getTime(), anchor.getTime()))),
    })),
  );

  return insertJourneys(ctx, specs, addressIds, registrationIds);
}

async function insertJourneys(
  ctx: DemoContext,
  specs: Registration[],
  addressIds: number[],
  registrationIds: number[],
): Promise<DemoJourney[]> {
  const { db, random, anchor } = ctx;
  type Planned = Omit<DemoJourney, 'id'> & { current: boolean; relatedTo?: number; description: string; baseEmailDomain: string };
  const planned: Planned[] = [];
  specs.forEach((r, i) => {
    // A registration claimed in the last two days may not have its journey yet.
    if (r.status === 'unclaimed' && r.createdAt > daysFrom(anchor, -2) && random.chance(0.5)) return;
    const startDate = minutesFrom(r.firstActivityAt, -JOURNEY_START_LEAD_MINUTES);
    const base = {
      company: r.company,
      addressId: addressIds[i]!,
      registrationId: registrationIds[i]!,
      personaFirstName: r.firstName,
      complete: r.status === 'complete',
      baseEmailDomain: r.baseEmailDomain,
    };
    const length = random.chance(0.8) ? NEW_JOURNEY_LENGTH_DAYS : ADDRESS_JOURNEY_END_DAYS;
    const mainIndex = planned.length;
    planned.push({
      ...base,
      type: r.type,
      startDate,
      endDate: daysFrom(startDate, length),
      current: r.current,
      description: r.type === 'email_subscriber' ? DEFAULT_JOURNEY_DESCRIPTION : JOURNEY_TYPE_LABELS[r.type],
    });
    if (random.chance(0.25)) {
      const relatedStart = daysFrom(startDate, random.int(3, 20));
      const type = random.pick(JOURNEY_TYPES.filter((t) => t !== r.type));
      planned.push({
        ...base,
        type,
        startDate: relatedStart,
        endDate: daysFrom(relatedStart, RELATED_JOURNEY_LENGTH_DAYS),
        current: true,
        relatedTo: mainIndex,
        description: `${JOURNEY_TYPE_LABELS[type]} follow-up`,
      });
    }
  });

  makeDormantJourneys(planned, anchor);

  const ids = await insertRowsReturningIds(
    db,
    journeys,
    planned.map((j) => ({
      status: journeyStatusFor(ctx, j.startDate, j.endDate),
      type: j.type,
      featured: random.chance(0.05),
      current: j.current,
      startDate: j.startDate,
      endDate: j.endDate,
      baseEmailDomain: j.baseEmailDomain,
      description: j.description,
      companyId: j.company.id,
      registrationId: j.registrationId,
      ...stamps(j.startDate < anchor ? j.startDate : anchor),
    })),
  );
  await insertRows(
    db,
    journeyAddresses,
    planned.map((j, i) => ({ journeyId: ids[i]!, addressId: j.addressId })),
  );
  await insertRows(
    db,
    journeyRelations,
    planned.flatMap((j, i) => (j.relatedTo === undefined ? [] : [{ journeyId: ids[j.relatedTo]!, relatedJourneyId: ids[i]! }])),
  );
  return planned.map((j, i) => ({
    id: ids[i]!,
    type: j.type,
    startDate: j.startDate,
    endDate: j.endDate,
    company: j.company,
    addressId: j.addressId,
    registrationId: j.registrationId,
    personaFirstName: j.personaFirstName,
    complete: j.complete,
    quietAfter: j.quietAfter,
  }));
}
