import type { CompanyState, CompanyType } from '@tracker/core';
import { companies, companyIndustries, companyTags, companyTechnologies, companyVerticals } from '../../db/schema';
import { insertRows, insertRowsReturningIds } from '../insert-batches';
import type { Catalog } from './catalog';
import { daysFrom, slug, type DemoContext } from './context';

export const DEMO_COMPANY_COUNT = 300;

const NAME_WORDS = [
  'Northwind',
  'Bluebird',
  'Juniper',
  'Copper',
  'Harbor',
  'Meadow',
  'Summit',
  'Velvet',
  'Atlas',
  'Saffron',
  'Maple',
  'Cedar',
  'Ember',
  'Lumen',
  'Orchid',
  'Pioneer',
  'Riverstone',
  'Sable',
  'Tidewater',
  'Willow',
  'Aurora',
  'Beacon',
  'Cobalt',
  'Driftwood',
  'Evergreen',
  'Fable',
  'Halcyon',
  'Indigo',
  'Kestrel',
  'Lark',
  'Marigold',
  'Nimbus',
  'Oakridge',
  'Pebble',
  'Quill',
  'Rosewood',
  'Sundial',
  'Thistle',
  'Vantage',
  'Wren',
  'Yarrow',
  'Zephyr',
  'Basalt',
  'Coral',
  'Dune',
  'Fern',
  'Granite',
  'Hazel',
  'Iris',
  'Jasper',
];

const CLEARBIT_TAGS = [
  'E-commerce',
  'Consumer Goods',
  'B2C',
  'Retail',
  'Subscriptions',
  'Mobile App',
  'Marketplace',
  'SaaS',
  'Direct To Consumer',
  'Omnichannel',
];

const DESCRIPTIONS = [
  '{name} sells {industry} online and in a handful of flagship stores.',
  '{name} is a direct-to-consumer {industry} brand known for weekly product drops.',
  'Family-owned {industry} company with a loyal newsletter following.',
  '{name} runs a members-only {industry} club with monthly deliveries.',
  'Fast-growing {industry} label; heavy promotional calendar around holidays.',
];

const NOTES = [
  'Sends from two different ESPs; check the sender domain.',
  'Requires SMS opt-in at signup.',
  'Signup form is behind a captcha.',
  'Ships to the US and Canada only.',
  'Welcome series changed in the last quarter.',
];

export type DemoCompany = {
  id: number;
  name: string;
  domainName: string;
  state: CompanyState;
  verticalIndex: number;
};

/** About 300 companies with unique names and domains, their technologies, verticals, industries and tags. */
export async function insertCompanies(ctx: DemoContext, catalog: Catalog): Promise<DemoCompany[]> {
  const { db, random, anchor } = ctx;
  const seen = new Set<string>();
  const specs: Array<{ name: string; domainName: string; verticalIndex: number }> = [];
  while (specs.length < DEMO_COMPANY_COUNT) {
    const verticalIndex = random.int(0, catalog.verticals.length - 1);
    const vertical = catalog.verticals[verticalIndex]!;
    const name = `${random.pick(NAME_WORDS)} ${random.pick(vertical.suffixes)}`;
    const domainName = `${slug(name)}.example`;
    if (seen.has(domainName)) continue;
    seen.add(domainName);
    specs.push({ name, domainName, verticalIndex });
  }

  const rows = specs.map((spec) => {
    const vertical = catalog.verticals[spec.verticalIndex]!;
    const state = random.weighted<CompanyState>([
      ['active', 80],
      ['inactive', 7],
      ['invalid', 5],
      ['archived', 5],
      ['merged', 3],
    ]);
    const type = random.weighted<CompanyType>([
      ['brand', 65],
      ['retailer', 18],
      ['marketplace', 6],
      ['publisher', 8],
      ['nonprofit', 3],
    ]);
    const website = `https://www.${spec.domainName}/`;
    const description = random.chance(0.9)
      ? random.pick(DESCRIPTIONS).replace('{name}', spec.name).replace('{industry}', vertical.name.toLowerCase())
      : null;
    return {
      name: spec.name,
      domainName: spec.domainName,
      type,
      state,
      description,
      url: website,
      websiteUrl: website,
      signupUrl: `${website}${random.pick(['account/register', 'newsletter', 'signup', 'pages/join'])}`,
      featured: random.chance(0.08),
      subscription: random.chance(0.15),
      premium: random.chance(0.1),
      goodFit: state === 'active' && random.chance(0.45),
      prioritized: random.chance(0.2),
      notes: random.chance(0.15) ? random.pick(NOTES) : null,
      clearbitTags: random.sample(CLEARBIT_TAGS, random.int(0, 3)),
      createdAt: daysFrom(anchor, -random.int(30, 900)),
      updatedAt: daysFrom(anchor, -random.int(0, 29)),
    };
  });
  const ids = await insertRowsReturningIds(db, companies, rows);

  const esps = catalog.technologies.filter((t) => t.type === 'esp');
  const others = catalog.technologies.filter((t) => t.type !== 'esp');
  const technologyLinks = ids.flatMap((companyId) => {
    const chosen = [random.pick(esps), ...random.sample(others, random.int(1, 5))];
    return chosen.map((t) => ({ companyId, technologyId: t.id, detectedAt: daysFrom(anchor, -random.int(1, 400)) }));
  });
  await insertRows(db, companyTechnologies, technologyLinks);

  const verticalLinks = ids.flatMap((companyId, i) => {
    const primary = catalog.verticals[specs[i]!.verticalIndex]!;
    const extra = random.chance(0.2) ? [random.pick(catalog.verticals)] : [];
    return [...new Set([primary.id, ...extra.map((v) => v.id)])].map((verticalId) => ({ companyId, verticalId }));
  });
  await insertRows(db, companyVerticals, verticalLinks);

  const industryLinks = ids.flatMap((companyId, i) => {
    const primary = catalog.verticals[specs[i]!.verticalIndex]!;
    return random.sample(primary.industryIds, random.int(1, 2)).map((industryId) => ({ companyId, industryId }));
  });
  await insertRows(db, companyIndustries, industryLinks);

  const tagLinks = ids.flatMap((companyId) =>
    random
      .sample(
        catalog.tagIds,
        random.weighted([
          [0, 3],
          [1, 4],
          [2, 2],
        ]),
      )
      .map((tagId) => ({ companyId, tagId })),
  );
  await insertRows(db, companyTags, tagLinks);

  return specs.map((spec, i) => ({
    id: ids[i]!,
    name: spec.name,
    domainName: spec.domainName,
    state: rows[i]!.state,
    verticalIndex: spec.verticalIndex,
  }));
}
