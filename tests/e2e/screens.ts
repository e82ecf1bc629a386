import { expect, type Page } from '@playwright/test';

type Entry = { id: string; type: string; attributes: Record<string, string | null> };
type Document = { data: Entry[] | Entry; included?: Entry[] };

/**
 * Where a demo record of each kind is found through the API the console uses (a path may name an
 * earlier kind's record, as `{list}`), and how its screen shows it: the id in its URL, its heading.
 */
type RecordKind = {
  api: string;
  /** Which entry of the answer; the first of a list by default. */
  pick?: (document: Document) => Entry | undefined;
  id?: (a: Entry['attributes']) => string;
  heading: (a: Entry['attributes']) => string;
};

const RECORDS = {
  registration: { api: '/api/v1/admin/registrations?size=1', heading: (a) => `${a.company_name}` },
  address: { api: '/api/v1/admin/addresses?size=1', heading: (a) => `${a.email_address}` },
  company: { api: '/api/v3/admin/companies?size=1', heading: (a) => `${a.name}` },
  group: { api: '/api/v3/groups?size=1', heading: (a) => `${a.name}` },
  email: { api: '/api/v2/emails/search?size=1', id: (a) => `${a.guid}`, heading: (a) => a.subject || '(no subject)' },
  list: { api: '/api/v3/lists?size=1', heading: (a) => `${a.name}` },
  listedEmail: {
    api: '/api/v3/lists/{list}',
    pick: (document) => document.included?.find((entry) => entry.type === 'emails'),
    id: (a) => `${a.guid}`,
    heading: (a) => a.subject || '(no subject)',
  },
  // "Browse abandoner from 14 Dec 2026": only its shape is known without the web's labels.
  journey: { api: '/api/v3/journeys?size=1', heading: () => ' from ' },
  user: { api: '/api/v1/admin/users?size=1', heading: (a) => `${a.email}` },
  team: { api: '/api/v3/teams?size=1', heading: (a) => `${a.name}` },
  holiday: { api: '/api/v2/admin/holidays?size=1', heading: (a) => `${a.name}` },
  inbound: { api: '/api/v1/admin/inbound/messages?size=1', heading: (a) => a.subject || '(no subject)' },
} satisfies Record<string, RecordKind>;

type Kind = keyof typeof RECORDS;
export type Sample = { id: string; heading: string };
export type Samples = Partial<Record<Kind, Sample>>;

/**
 * One screen of the route table. `{company}` in the path stands for a demo company's id, and in the
 * heading for what its screen is headed with (its name); likewise for the other kinds.
 */
export type Screen = {
  name: string;
  path: string;
  heading: string;
  /** What the user does there before axe looks: open the palette, say. */
  then?: (page: Page, samples: Samples) => Promise<unknown>;
};

export const SIGNED_OUT_SCREENS: Screen[] = [
  { name: 'sign-in', path: '/signin', heading: 'Sign in' },
  { name: 'forgot password', path: '/forgot-password', heading: 'Forgot password' },
  // The token is checked only when the form is sent.
  { name: 'reset password', path: '/reset-password?token=from-the-email', heading: 'Reset password' },
];

/** Every screen of the route table, with a demo record where its path names one. */
export const ROUTE_SCREENS: Screen[] = [
  { name: 'registrations list', path: '/registrations', heading: 'Registrations' },
  { name: 'registration create', path: '/registrations/create', heading: 'Create registration' },
  { name: 'registration recap', path: '/registrations/recap', heading: 'Registration recap' },
  { name: 'registration detail', path: '/registrations/{registration}', heading: '{registration}' },
  { name: 'registration address', path: '/registrations/{registration}/address', heading: '{registration}' },
  { name: 'registration company', path: '/registrations/{registration}/company', heading: '{registration}' },
  { name: 'registration journeys', path: '/registrations/{registration}/journeys', heading: '{registration}' },
  { name: 'addresses list', path: '/addresses', heading: 'Addresses' },
  { name: 'address detail', path: '/addresses/{address}', heading: '{address}' },
  { name: 'address teams', path: '/addresses/{address}/teams', heading: '{address}' },
  { name: 'companies list', path: '/companies', heading: 'Companies' },
  { name: 'company create', path: '/companies/create', heading: 'Create company' },
  { name: 'company bulk import', path: '/companies/bulk', heading: 'Bulk company import' },
  { name: 'company detail', path: '/companies/{company}', heading: '{company}' },
  { name: 'company journeys', path: '/companies/{company}/journeys', heading: '{company}' },
  { name: 'company groups', path: '/companies/{company}/groups', heading: '{company}' },
  { name: 'company emails', path: '/companies/{company}/emails', heading: '{company}' },
  { name: 'groups list', path: '/groups', heading: 'Groups' },
  { name: 'group detail', path: '/groups/{group}', heading: '{group}' },
  { name: 'emails list', path: '/emails', heading: 'Emails' },
  { name: 'email detail', path: '/emails/{email}', heading: '{email}' },
  { name: 'arriving list', path: '/arriving', heading: 'Arriving' },
  { name: 'inbound message detail', path: '/arriving/{inbound}', heading: '{inbound}' },
  { name: 'lists list', path: '/lists', heading: 'Lists' },
  { name: 'list detail', path: '/lists/{list}', heading: '{list}' },
  { name: 'list email', path: '/lists/{list}/emails/{listedEmail}', heading: '{listedEmail}' },
  { name: 'journeys list', path: '/journeys', heading: 'Journeys' },
  { name: 'journey create', path: '/journeys/new', heading: 'New journey' },
  { name: 'journey bulk import', path: '/journeys/bulk', heading: 'Import journeys' },
  { name: 'journey detail', path: '/journeys/{journey}', heading: '{journey}' },
  // The users list holds the create form.
  { name: 'users list', path: '/users', heading: 'Users' },
  { name: 'user detail', path: '/users/{user}', heading: '{user}' },
  { name: 'user lists', path: '/users/{user}/lists', heading: '{user}' },
  { name: 'user groups', path: '/users/{user}/groups', heading: '{user}' },
  { name: 'user teams', path: '/users/{user}/teams', heading: '{user}' },
  { name: 'teams list', path: '/teams', heading: 'Teams' },
  { name: 'team create', path: '/teams/create', heading: 'Create team' },
  { name: 'team detail', path: '/teams/{team}', heading: '{team}' },
  { name: 'team members', path: '/teams/{team}/members', heading: 'Members of {team}' },
  { name: 'holidays list', path: '/holidays', heading: 'Holidays' },
  { name: 'holiday create', path: '/holidays/create', heading: 'Create holiday' },
  { name: 'holiday detail', path: '/holidays/{holiday}', heading: '{holiday}' },
  // Not a screen of section 2: the console's own, over the spec's industries calls.
  { name: 'industries', path: '/industries', heading: 'Industries' },
  { name: 'classifier', path: '/classifier', heading: 'Classifier' },
];

/** A demo record of each kind, found through the API the signed-in console uses. */
export async function demoSamples(page: Page): Promise<Samples> {
  const samples: Samples = {};
  for (const [kind, record] of Object.entries(RECORDS) as [Kind, RecordKind][]) {
    const api = fill(record.api, samples, 'id');
    const response = await page.request.get(api);
    expect(response.ok(), `${api} answers`).toBe(true);
    const document = (await response.json()) as Document;
    const entry = record.pick ? record.pick(document) : [document.data].flat()[0];
    if (!entry) throw new Error(`The demo data has no ${kind} (${api})`);
    samples[kind] = { id: record.id?.(entry.attributes) ?? entry.id, heading: record.heading(entry.attributes) };
  }
  return samples;
}

/** A path or heading with each `{kind}` filled in from the samples: a record's id, or its heading. */
export function fill(template: string, samples: Samples, part: keyof Sample): string {
  return template.replace(/\{(\w+)\}/g, (_, kind: Kind) => {
    const sample = samples[kind];
    if (!sample) throw new Error(`No demo ${kind} for ${template}`);
    return sample[part];
  });
}
