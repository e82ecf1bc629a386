import type { Command } from 'commander';
import type { Runtime } from '../runtime';
import { registerLogin } from './login/register-login';
import { registerLogout } from './logout/register-logout';
import { registerSearch } from './search/register-search';
import { registerWhoami } from './whoami/register-whoami';

/** Adds one top-level command without verbs (login, whoami ...) to the program. */
type RegisterCommand = (program: Command, runtime: Runtime) => void;

/**
 * A noun (companies, emails ...): its name and summary, all that the top-level `--help` shows, and
 * the module that adds its verbs to it, loaded only when the command line names the noun (one
 * dynamic import each), so that `trackctl --help` and a command of one noun load no other's.
 */
export type Noun = { name: string; summary: string; load: () => Promise<(noun: Command, runtime: Runtime) => void> };

/** Every command of trackctl, in the order `--help` lists them. */
export const commands: readonly (RegisterCommand | Noun)[] = [
  registerLogin,
  registerLogout,
  registerWhoami,
  registerSearch,
  {
    name: 'auth',
    summary: 'see who you are signed in as, list and revoke your API tokens',
    load: async () => (await import('./auth/register-auth')).registerAuth,
  },
  {
    name: 'companies',
    summary: 'list, look up, export and import companies',
    load: async () => (await import('./companies/register-companies')).registerCompanies,
  },
  {
    name: 'groups',
    summary: 'list groups of companies, add companies to one in bulk',
    load: async () => (await import('./groups/register-groups')).registerGroups,
  },
  {
    name: 'registrations',
    summary: 'the review queue: list, show, claim, assign, set the status, complete',
    load: async () => (await import('./registrations/register-registrations')).registerRegistrations,
  },
  {
    name: 'addresses',
    summary: 'list and show tracked inboxes with their personas',
    load: async () => (await import('./addresses/register-addresses')).registerAddresses,
  },
  {
    name: 'users',
    summary: "list, show and create customers' users, set their access, cancel a subscription",
    load: async () => (await import('./users/register-users')).registerUsers,
  },
  {
    name: 'teams',
    summary: 'list and show customer teams, their members, and invite to one',
    load: async () => (await import('./teams/register-teams')).registerTeams,
  },
  {
    name: 'holidays',
    summary: 'list and show holidays, add and remove their dates',
    load: async () => (await import('./holidays/register-holidays')).registerHolidays,
  },
  {
    name: 'industries',
    summary: 'list industries and the vertical each belongs to',
    load: async () => (await import('./industries/register-industries')).registerIndustries,
  },
  {
    name: 'journeys',
    summary: 'list and search journeys, import them in bulk, archive old ones',
    load: async () => (await import('./journeys/register-journeys')).registerJourneys,
  },
  {
    name: 'emails',
    summary: 'search emails, show one, classify and reprocess them, accept their suggestions',
    load: async () => (await import('./emails/register-emails')).registerEmails,
  },
  {
    name: 'lists',
    summary: 'list curated lists of emails, show one, edit one, add emails to one',
    load: async () => (await import('./lists/register-lists')).registerLists,
  },
  {
    name: 'inbound',
    summary: 'mail arriving: the queue, the messages, their failures and retries',
    load: async () => (await import('./inbound/register-inbound')).registerInbound,
  },
  {
    name: 'model',
    summary: 'the learned classifier behind classification suggestions: its version, measures, training',
    load: async () => (await import('./model/register-model')).registerModel,
  },
];
