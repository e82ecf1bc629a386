import type { TechnologyType } from '@tracker/core';
import { holidayDates, holidays, industries, tags, technologies, verticals } from '../../db/schema';
import { insertRows, insertRowsReturningIds } from '../insert-batches';
import { TECHNOLOGIES } from '../technologies';
import { toDateString, type DemoContext } from './context';

/** Verticals with their industries and the words their brand names end with. */
const VERTICALS: ReadonlyArray<{ name: string; industries: string[]; suffixes: string[] }> = [
  {
    name: 'Fashion & Apparel',
    industries: ['Womenswear', 'Menswear', 'Footwear', 'Accessories'],
    suffixes: ['Outfitters', 'Apparel', 'Threads', 'Denim', 'Boutique', 'Supply Co.'],
  },
  {
    name: 'Beauty & Personal Care',
    industries: ['Skincare', 'Cosmetics', 'Haircare', 'Fragrance'],
    suffixes: ['Skincare', 'Beauty', 'Botanicals', 'Cosmetics', 'Apothecary'],
  },
  {
    name: 'Food & Beverage',
    industries: ['Coffee & Tea', 'Meal Kits', 'Snacks', 'Wine & Spirits'],
    suffixes: ['Coffee Co.', 'Kitchen', 'Provisions', 'Bakery', 'Tea House', 'Pantry'],
  },
  {
    name: 'Travel & Hospitality',
    industries: ['Airlines', 'Hotels', 'Vacation Rentals', 'Cruises'],
    suffixes: ['Travel', 'Hotels', 'Getaways', 'Air', 'Voyages'],
  },
  {
    name: 'Home & Garden',
    industries: ['Furniture', 'Home Decor', 'Bedding', 'Gardening'],
    suffixes: ['Home', 'Living', 'Furniture', 'Interiors', 'Garden Supply'],
  },
  {
    name: 'Health & Fitness',
    industries: ['Supplements', 'Fitness Equipment', 'Wellness Apps'],
    suffixes: ['Fitness', 'Athletics', 'Wellness', 'Nutrition'],
  },
  {
    name: 'Software & Technology',
    industries: ['Productivity', 'Consumer Electronics', 'Developer Tools'],
    suffixes: ['Labs', 'Software', 'Cloud', 'Devices'],
  },
  {
    name: 'Media & Entertainment',
    industries: ['Streaming', 'Publishing', 'Gaming', 'Events'],
    suffixes: ['Media', 'Streaming', 'Books', 'Press', 'Games'],
  },
  { name: 'Financial Services', industries: ['Banking', 'Insurance', 'Investing'], suffixes: ['Bank', 'Money', 'Insurance', 'Capital'] },
  { name: 'Kids & Baby', industries: ['Toys', 'Baby Gear', 'Kids Clothing'], suffixes: ['Kids', 'Baby', 'Toys', 'Little Ones'] },
  { name: 'Pets', industries: ['Pet Food', 'Pet Supplies'], suffixes: ['Pet Co.', 'Paws', 'Pet Supply'] },
  {
    name: 'Sports & Outdoors',
    industries: ['Camping', 'Cycling', 'Golf', 'Running'],
    suffixes: ['Outdoors', 'Cycles', 'Golf', 'Gear', 'Trail Co.'],
  },
];

const TAGS = [
  'dtc',
  'subscription-box',
  'high-volume',
  'holiday-heavy',
  'loyalty-program',
  'sms',
  'luxury',
  'sustainable',
  'marketplace-seller',
  'new-launch',
];

type HolidaySpec = { name: string; keywords: string[]; on: (year: number) => Date };

const utc = (year: number, month: number, day: number): Date => new Date(Date.UTC(year, month - 1, day));

/** The n-th given weekday (0 = Sunday) of a month; n = -1 for the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n > 0) {
    const first = utc(year, month, 1);
    return utc(year, month, 1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
  }
  const last = utc(year, month + 1, 0);
  return utc(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
}

/** Western Easter Sunday (anonymous Gregorian algorithm). */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((8 * b + 13) / 25)) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return utc(year, month, ((h + l - 7 * m + 114) % 31) + 1);
}

const thanksgiving = (year: number): Date => nthWeekday(year, 11, 4, 4);
const plusDays = (date: Date, days: number): Date => utc(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate() + days);

export const HOLIDAYS: HolidaySpec[] = [
  { name: "New Year's Day", keywords: ['new year', 'resolution', 'fresh start'], on: (y) => utc(y, 1, 1) },
  { name: "Valentine's Day", keywords: ['valentine', 'galentine', 'love', 'gift for her', 'gift for him'], on: (y) => utc(y, 2, 14) },
  { name: "St. Patrick's Day", keywords: ['st. patrick', 'lucky', 'shamrock'], on: (y) => utc(y, 3, 17) },
  { name: 'Easter', keywords: ['easter', 'egg hunt', 'spring'], on: easter },
  { name: 'Earth Day', keywords: ['earth day', 'sustainab', 'planet'], on: (y) => utc(y, 4, 22) },
  { name: "Mother's Day", keywords: ["mother's day", 'for mom', 'mom'], on: (y) => nthWeekday(y, 5, 0, 2) },
  { name: 'Memorial Day', keywords: ['memorial day', 'summer kickoff'], on: (y) => nthWeekday(y, 5, 1, -1) },
  { name: "Father's Day", keywords: ["father's day", 'for dad', 'dad'], on: (y) => nthWeekday(y, 6, 0, 3) },
  { name: 'Independence Day', keywords: ['4th of july', 'fourth of july', 'red, white'], on: (y) => utc(y, 7, 4) },
  { name: 'Labor Day', keywords: ['labor day', 'end of summer'], on: (y) => nthWeekday(y, 9, 1, 1) },
  { name: 'Halloween', keywords: ['halloween', 'spooky', 'trick or treat'], on: (y) => utc(y, 10, 31) },
  { name: "Singles' Day", keywords: ["singles' day", '11.11'], on: (y) => utc(y, 11, 11) },
  { name: 'Thanksgiving', keywords: ['thanksgiving', 'thankful', 'grateful'], on: thanksgiving },
  { name: 'Black Friday', keywords: ['black friday', 'doorbuster', 'biggest sale'], on: (y) => plusDays(thanksgiving(y), 1) },
  { name: 'Cyber Monday', keywords: ['cyber monday', 'cyber week', 'online only'], on: (y) => plusDays(thanksgiving(y), 4) },
  { name: 'Christmas', keywords: ['christmas', 'holiday gift', 'stocking', 'last shipping day'], on: (y) => utc(y, 12, 25) },
  { name: 'Boxing Day', keywords: ['boxing day', 'after christmas'], on: (y) => utc(y, 12, 26) },
];

export type Catalog = {
  technologies: Array<{ id: number; name: string; type: TechnologyType }>;
  verticals: Array<{ id: number; name: string; industryIds: number[]; suffixes: string[] }>;
  tagIds: number[];
};

/** Reference data: technologies, verticals with industries, tags and holidays with dates. */
export async function insertCatalog(ctx: DemoContext): Promise<Catalog> {
  const { db, anchor } = ctx;
  const technologyIds = await insertRowsReturningIds(
    db,
    technologies,
    TECHNOLOGIES.map(([name, type]) => ({ name, type })),
  );
  const verticalIds = await insertRowsReturningIds(
    db,
    verticals,
    VERTICALS.map((v) => ({ name: v.name })),
  );
  const industryRows = VERTICALS.flatMap((v, i) => v.industries.map((name) => ({ name, verticalId: verticalIds[i] as number })));
  const industryIds = await insertRowsReturningIds(db, industries, industryRows);
  const tagIds = await insertRowsReturningIds(
    db,
    tags,
    TAGS.map((name) => ({ name })),
  );

  const holidayIds = await insertRowsReturningIds(
    db,
    holidays,
    HOLIDAYS.map((h) => ({ name: h.name, keywords: h.keywords.join(', ') })),
  );
  const year = anchor.getUTCFullYear();
  await insertRows(
    db,
    holidayDates,
    HOLIDAYS.flatMap((h, i) =>
      [year - 1, year, year + 1].map((y) => ({ holidayId: holidayIds[i] as number, occursAt: toDateString(h.on(y)) })),
    ),
  );

  return {
    technologies: TECHNOLOGIES.map(([name, type], i) => ({ id: technologyIds[i] as number, name, type })),
    verticals: VERTICALS.map((v, i) => ({
      id: verticalIds[i] as number,
      name: v.name,
      suffixes: v.suffixes,
      industryIds: industryRows.flatMap((row, j) => (row.verticalId === verticalIds[i] ? [industryIds[j] as number] : [])),
    })),
    tagIds,
  };
}
