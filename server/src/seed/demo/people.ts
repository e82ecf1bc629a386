import type { AccountStatus, CollectionMethod, InvitationStatus, MemberStatus, SubscriptionStatus, UserType } from '@tracker/core';
import { subscriptions, teamInvitations, teamMembers, teams, userPolicies, users } from '../../db/schema';
import { insertRows, insertRowsReturningIds } from '../insert-batches';
import { daysFrom, slug, stamps, type DemoContext } from './context';

export const FIRST_NAMES = [
  'Avery',
  'Jordan',
  'Riley',
  'Morgan',
  'Casey',
  'Taylor',
  'Jamie',
  'Quinn',
  'Harper',
  'Rowan',
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Mateo',
  'Sofia',
  'Lucas',
  'Isla',
  'Ethan',
  'Mia',
  'Leo',
  'Chloe',
  'Aiden',
  'Zoe',
  'Omar',
  'Priya',
  'Kenji',
  'Amara',
  'Diego',
];
export const LAST_NAMES = [
  'Rivera',
  'Chen',
  'Patel',
  'Okafor',
  'Nguyen',
  'Garcia',
  'Smith',
  'Kowalski',
  'Haddad',
  'Johansson',
  'Brown',
  'Kim',
  'Martin',
  'Silva',
  'Dubois',
  'Rossi',
  'Murphy',
  'Tanaka',
  'Novak',
  'Adeyemi',
];

const CUSTOMER_COMPANIES = [
  'Acme Retail Group',
  'Brightside Agency',
  'Crescent Commerce',
  'Delta Insights',
  'Elm Street Partners',
  'Foxglove Marketing',
  'Greenline Analytics',
  'Hilltop Brands',
  'Ironclad Research',
  'Keystone CRM Consulting',
  'Lighthouse Media',
  'Mosaic Growth',
  'Nova Lifecycle',
  'Orbit Email Studio',
];

/** Staff and customers with known emails, for people trying the console and for tests. */
const DEMO_STAFF = [
  { email: 'riley.reviewer@tracker.example', name: 'Riley Reviewer', assignee: true },
  { email: 'casey.curator@tracker.example', name: 'Casey Curator', assignee: true },
  { email: 'jordan.ops@tracker.example', name: 'Jordan Ops', assignee: true },
  { email: 'morgan.lead@tracker.example', name: 'Morgan Lead', assignee: true },
  { email: 'quinn.analyst@tracker.example', name: 'Quinn Analyst', assignee: false },
  { email: 'harper.billing@tracker.example', name: 'Harper Billing', assignee: false },
] as const;
const DEMO_STANDARD_USER_EMAIL = 'sam.standard@customer.example';
const DEMO_USER_COUNT = 60;
const TEAM_COUNT = 12;

export type DemoPeople = {
  staffIds: number[];
  assigneeIds: number[];
  customerIds: number[];
  teamIds: number[];
};

type UserRow = typeof users.$inferInsert;

function customerRow(ctx: DemoContext, index: number, passwordHash: string): UserRow {
  const { random, anchor } = ctx;
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const companyName = random.pick(CUSTOMER_COMPANIES);
  const email = index === 0 ? DEMO_STANDARD_USER_EMAIL : `${slug(first)}.${slug(last)}${index}@${slug(companyName, '-')}.example`;
  const accountStatus = random.weighted<AccountStatus>([
    ['active', 60],
    ['trialing', 15],
    ['past_due', 8],
    ['canceled', 10],
    ['archived', 7],
  ]);
  const createdAt = daysFrom(anchor, -random.int(10, 720));
  const periodEnd = daysFrom(anchor, random.int(-30, 120));
  const hasSubscription = accountStatus !== 'archived' && random.chance(0.55);
  const passwordSet = random.chance(0.75);
  return {
    email,
    name: index === 0 ? 'Sam Standard' : `${first} ${last}`,
    companyName,
    userRole: 'standard',
    archived: accountStatus === 'archived',
    accountStatus,
    accessLevel: random.pick([1, 2, 3, 3, 3]),
    type: random.weighted<UserType>([
      ['standard', 70],
      ['team', 22],
      ['enterprise', 8],
    ]),
    companiesLimit: random.pick([10, 10, 25, 50]),
    currentPeriodEndAt: periodEnd,
    emailsAccessEndAt: random.chance(0.8) ? periodEnd : daysFrom(anchor, -random.int(1, 60)),
    groupsAccessEndAt: random.chance(0.6) ? periodEnd : daysFrom(anchor, -random.int(1, 60)),
    technologiesAccessEndAt: random.chance(0.4) ? periodEnd : daysFrom(anchor, -random.int(1, 60)),
    stripeSubscriptionId: hasSubscription ? `sub_demo${String(index).padStart(6, '0')}` : null,
    stripeCancelAtPeriodEnd: hasSubscription && random.chance(0.15),
    // Demo customers cannot sign in: their hash is of a secret nobody kept.
    passwordHash: passwordSet ? passwordHash : null,
    passwordSetAt: passwordSet ? daysFrom(createdAt, random.int(0, 5)) : null,
    tracked: random.chance(0.1),
    deletionRequestedAt: accountStatus === 'canceled' && random.chance(0.3) ? daysFrom(anchor, -random.int(1, 20)) : null,
    createdAt,
    updatedAt: daysFrom(anchor, -random.int(0, 9)),
  };
}

/** Staff and customer users with policies, and customer teams with members, invitations and subscriptions. */
export async function insertPeople(ctx: DemoContext, unusablePasswordHash: string): Promise<DemoPeople> {
  const { db, random, anchor } = ctx;
  const staffRows: UserRow[] = DEMO_STAFF.map((s) => ({
    email: s.email,
    name: s.name,
    companyName: 'Tracker',
    userRole: 'admin',
    assignee: s.assignee,
    passwordHash: unusablePasswordHash,
    passwordSetAt: daysFrom(anchor, -random.int(30, 400)),
    currentPeriodEndAt: daysFrom(anchor, 365),
    emailsAccessEndAt: daysFrom(anchor, 365),
    groupsAccessEndAt: daysFrom(anchor, 365),
    technologiesAccessEndAt: daysFrom(anchor, 365),
    ...stamps(daysFrom(anchor, -random.int(400, 900))),
  }));
  const customerRows = Array.from({ length: DEMO_USER_COUNT - DEMO_STAFF.length - 1 }, (_, i) => customerRow(ctx, i, unusablePasswordHash));
  const staffIds = await insertRowsReturningIds(db, users, staffRows);
  const customerIds = await insertRowsReturningIds(db, users, customerRows);

  await insertRows(
    db,
    userPolicies,
    [...staffRows, ...customerRows].flatMap((row, i) => {
      const userId = [...staffIds, ...customerIds][i]!;
      const acceptedAt = row.createdAt as Date;
      return [
        ...(i < staffIds.length || random.chance(0.92) ? [{ userId, type: 'terms_of_service' as const, acceptedAt }] : []),
        ...(i < staffIds.length || random.chance(0.8) ? [{ userId, type: 'privacy_policy' as const, acceptedAt }] : []),
      ];
    }),
  );

  // Individual plans for customers billed on their own.
  await insertRows(
    db,
    subscriptions,
    customerRows.flatMap((row, i) =>
      row.stripeSubscriptionId
        ? [
            {
              userId: customerIds[i]!,
              planId: random.pick(['individual_monthly', 'individual_annual']),
              planVersion: random.pick(['v2', 'v3', 'v3'] as const),
              accountStatus: subscriptionStatusOf(row.accountStatus ?? 'active'),
              currentPeriodEndAt: row.currentPeriodEndAt,
              collectionMethod: 'charge_automatically' as const,
              stripeCustomerId: `cus_demo${String(i).padStart(6, '0')}`,
              stripeSubscriptionId: row.stripeSubscriptionId,
              cancelAtPeriodEnd: row.stripeCancelAtPeriodEnd ?? false,
            },
          ]
        : [],
    ),
  );

  const teamIds = await insertTeams(ctx, customerIds, customerRows);
  const staffAssignees = staffIds.filter((_, i) => DEMO_STAFF[i]!.assignee);
  return { staffIds, assigneeIds: [ctx.adminId, ...staffAssignees], customerIds, teamIds };
}

function subscriptionStatusOf(status: AccountStatus): SubscriptionStatus {
  return status === 'archived' ? 'canceled' : status;
}

async function insertTeams(ctx: DemoContext, customerIds: number[], customerRows: UserRow[]): Promise<number[]> {
  const { db, random, anchor } = ctx;
  const owners = random.sample(
    customerIds.map((id, i) => ({ id, row: customerRows[i]! })),
    TEAM_COUNT,
  );
  const teamIds = await insertRowsReturningIds(
    db,
    teams,
    owners.map((owner) => ({
      name: `${owner.row.companyName} ${random.pick(['Team', 'Lifecycle', 'CRM', 'Growth'])}`,
      memberLimit: random.pick([10, 10, 15, 25]),
      activeMembersLimit: random.pick([5, 5, 8, 10]),
      ownerId: owner.id,
      ...stamps(daysFrom(anchor, -random.int(30, 500))),
    })),
  );

  const members = teamIds.flatMap((teamId, t) => {
    const owner = owners[t]!;
    const others = random.sample(
      customerIds.map((id, i) => ({ id, row: customerRows[i]! })).filter((c) => c.id !== owner.id),
      random.int(1, 6),
    );
    return [
      { teamId, userId: owner.id, email: owner.row.email, status: 'active' as const, role: 'owner' as const },
      ...others.map((member) => ({
        teamId,
        userId: member.id,
        email: member.row.email,
        status: random.weighted<MemberStatus>([
          ['active', 65],
          ['pending', 20],
          ['archived', 15],
        ]),
        role: random.weighted([
          ['member', 80],
          ['admin', 20],
        ] as const),
      })),
    ];
  });
  await insertRows(db, teamMembers, members);

  await insertRows(
    db,
    teamInvitations,
    teamIds.flatMap((teamId, t) =>
      Array.from({ length: random.int(0, 3) }, (_, n) => {
        const status = random.weighted<InvitationStatus>([
          ['pending', 60],
          ['accepted', 25],
          ['canceled', 15],
        ]);
        const sentAt = daysFrom(anchor, -random.int(1, 60));
        return {
          teamId,
          guid: random.uuid(),
          email: `${slug(random.pick(FIRST_NAMES))}.invite${t}${n}@${slug(owners[t]!.row.companyName ?? 'team', '-')}.example`,
          role: n === 0 && random.chance(0.3) ? ('admin' as const) : ('member' as const),
          status,
          invitedById: owners[t]!.id,
          sentAt,
          acceptedAt: status === 'accepted' ? daysFrom(sentAt, random.int(0, 3)) : null,
          ...stamps(sentAt),
        };
      }),
    ),
  );

  await insertRows(
    db,
    subscriptions,
    teamIds.map((teamId, t) => {
      const collectionMethod = random.weighted<CollectionMethod>([
        ['charge_automatically', 70],
        ['exempt', 30],
      ]);
      const accountStatus = random.weighted<SubscriptionStatus>([
        ['active', 60],
        ['trialing', 25],
        ['past_due', 8],
        ['canceled', 7],
      ]);
      const charged = collectionMethod === 'charge_automatically';
      return {
        teamId,
        planId: random.pick(['team_monthly', 'team_annual', 'enterprise_annual']),
        planVersion: t < 2 ? ('v2' as const) : ('v3' as const),
        accountStatus,
        currentPeriodEndAt: daysFrom(anchor, random.int(-10, 300)),
        collectionMethod,
        stripeCustomerId: charged ? `cus_team${String(t).padStart(5, '0')}` : null,
        stripeSubscriptionId: charged ? `sub_team${String(t).padStart(5, '0')}` : null,
        trialEndsAt: accountStatus === 'trialing' ? daysFrom(anchor, random.int(1, 30)) : null,
      };
    }),
  );
  return teamIds;
}
