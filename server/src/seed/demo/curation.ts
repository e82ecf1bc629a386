import type { ClassificationType, ListState, ListType } from '@tracker/core';
import { groupCompanies, groupUsers, groups, listComments, listEmails, lists } from '../../db/schema';
import { insertRows, insertRowsReturningIds } from '../insert-batches';
import type { DemoCompany } from './companies';
import { daysFrom, stamps, type DemoContext } from './context';
import type { DemoEmail } from './emails';
import type { DemoPeople } from './people';

const GLOBAL_GROUPS = [
  'Fashion leaders',
  'Beauty DTC',
  'Food & drink subscriptions',
  'Travel & hospitality',
  'Home furnishing',
  'Fitness & wellness',
  'Holiday-heavy senders',
  'Klaviyo showcase',
  'Competitive set: outdoor',
  'New this quarter',
];

const LISTS: ReadonlyArray<{ name: string; theme: ClassificationType | null; description: string }> = [
  { name: 'Best welcome emails', theme: 'welcome', description: 'First impressions that set the tone.' },
  { name: 'Double opt-in done right', theme: 'double_optin', description: 'Confirmation emails people actually click.' },
  { name: 'Cart abandonment inspiration', theme: 'cart_abandon', description: 'Reminders, incentives and urgency.' },
  { name: 'Browse abandonment', theme: 'browse_abandon', description: 'Nudges after a product view.' },
  { name: 'Birthday emails that delight', theme: 'birthday', description: 'Gifts, discounts and a little fun.' },
  { name: 'Post-purchase sequences', theme: 'shipping_confirmation', description: 'From order to doorstep.' },
  { name: 'Review requests', theme: 'product_review', description: 'Asking for reviews without nagging.' },
  { name: 'Referral programs', theme: 'refer_a_friend', description: 'Give-get offers and sharing mechanics.' },
  { name: 'Winback offers', theme: 'winback', description: 'Bringing lapsed customers back.' },
  { name: 'Subscription cancellation flows', theme: 'cancellation', description: 'Save offers and graceful goodbyes.' },
  { name: 'Trial onboarding', theme: 'trial', description: 'Turning trials into paid plans.' },
  { name: 'Onboarding series', theme: 'onboarding', description: 'Teaching new subscribers the brand.' },
  { name: 'Holiday promotions', theme: 'miscellaneous', description: 'Seasonal campaigns around the retail calendar.' },
  { name: 'Animated GIF hall of fame', theme: null, description: 'Motion used well.' },
  { name: 'Plain and simple', theme: null, description: 'Text-forward emails that convert.' },
  { name: 'Client research: Q3', theme: null, description: 'Working list for a customer deck.' },
  { name: 'Swipe file: subject lines', theme: null, description: 'Subject lines worth stealing.' },
  { name: 'Order confirmations', theme: 'order_confirmation', description: 'Transactional emails with personality.' },
];

const COMMENTS = [
  'Great use of urgency in the subject line.',
  'Compare this with last year’s version.',
  'The discount is buried below the fold.',
  'Love the personalisation here.',
  'Add this to the customer deck.',
  'Mobile layout breaks on small screens.',
  'Strong hero image, weak call to action.',
];

/** Global and per-user groups of companies, and curated lists of emails with comments. */
export async function insertCuration(ctx: DemoContext, companies: DemoCompany[], people: DemoPeople, emails: DemoEmail[]): Promise<void> {
  const { db, random, anchor } = ctx;
  const userGroupOwners = random.sample(people.customerIds, 8);
  const groupSpecs = [
    ...GLOBAL_GROUPS.map((name, i) => ({
      name,
      global: true,
      featured: i < 4,
      createdById: random.pick(people.staffIds),
      // The first six follow the verticals, in the same order.
      verticalIndex: i < 6 ? i : undefined,
    })),
    ...userGroupOwners.map((ownerId, i) => ({
      name: `${random.pick(['Competitors', 'Watchlist', 'Inspiration', 'Prospects'])} ${i + 1}`,
      global: false,
      featured: false,
      createdById: ownerId,
      verticalIndex: undefined,
    })),
  ];
  const groupIds = await insertRowsReturningIds(
    db,
    groups,
    groupSpecs.map(({ name, global, featured, createdById }) => ({
      name,
      global,
      featured,
      createdById,
      ...stamps(daysFrom(anchor, -random.int(20, 400))),
    })),
  );
  await insertRows(
    db,
    groupUsers,
    groupSpecs.flatMap((g, i) => {
      const members = g.global ? random.sample(people.customerIds, random.int(0, 2)) : [g.createdById];
      return members.map((userId) => ({ groupId: groupIds[i]!, userId }));
    }),
  );
  await insertRows(
    db,
    groupCompanies,
    groupSpecs.flatMap((g, i) => {
      const pool = g.verticalIndex === undefined ? companies : companies.filter((c) => c.verticalIndex === g.verticalIndex);
      return random.sample(pool, random.int(8, 40)).map((company) => ({
        groupId: groupIds[i]!,
        companyId: company.id,
        addedById: g.createdById,
      }));
    }),
  );

  const listIds = await insertRowsReturningIds(
    db,
    lists,
    LISTS.map((list, i) => {
      const state = random.weighted<ListState>([
        ['published', 60],
        ['draft', 30],
        ['archived', 10],
      ]);
      return {
        name: list.name,
        description: list.description,
        state,
        featured: state === 'published' && random.chance(0.5),
        noIndex: random.chance(0.15),
        type: list.name.startsWith('Swipe')
          ? 'swipe_file'
          : random.weighted<ListType>([
              ['curated', 70],
              ['collection', 30],
            ]),
        position: LISTS.length - i,
        userId: i % 5 === 4 ? random.pick(people.customerIds) : random.pick(people.staffIds),
        ...stamps(daysFrom(anchor, -random.int(30, 300))),
      };
    }),
  );

  const chosenByList = LISTS.map((list) => {
    const themed = list.theme ? emails.filter((e) => e.classification === list.theme) : emails;
    return random.sample(themed.length >= 8 ? themed : emails, random.int(8, 40));
  });
  await insertRows(
    db,
    listEmails,
    chosenByList.flatMap((chosen, i) =>
      chosen.map((email, n) => {
        const addedAt = daysFrom(email.sentAt, random.int(0, 10));
        return {
          listId: listIds[i]!,
          emailId: email.id,
          addedAt: addedAt < anchor ? addedAt : anchor,
          position: n + 1,
          addedById: random.pick(people.staffIds),
        };
      }),
    ),
  );
  await insertRows(
    db,
    listComments,
    chosenByList.flatMap((chosen, i) =>
      Array.from({ length: random.int(0, 4) }, () => {
        const about = random.chance(0.6) ? random.pick(chosen) : undefined;
        const createdAt = daysFrom(anchor, -random.int(0, 25));
        return {
          listId: listIds[i]!,
          emailId: about?.id ?? null,
          userId: random.pick(people.staffIds),
          body: random.pick(COMMENTS),
          ...stamps(createdAt),
        };
      }),
    ),
  );
}
