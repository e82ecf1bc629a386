import type { Command } from 'commander';
import type { Runtime } from '../runtime';
import { registerAddresses } from './addresses/register-addresses';
import { registerAuth } from './auth/register-auth';
import { registerCompanies } from './companies/register-companies';
import { registerEmails } from './emails/register-emails';
import { registerGroups } from './groups/register-groups';
import { registerHolidays } from './holidays/register-holidays';
import { registerIndustries } from './industries/register-industries';
import { registerInbound } from './inbound/register-inbound';
import { registerModel } from './model/register-model';
import { registerTeams } from './teams/register-teams';
import { registerUsers } from './users/register-users';
import { registerJourneys } from './journeys/register-journeys';
import { registerLists } from './lists/register-lists';
import { registerLogin } from './login/register-login';
import { registerLogout } from './logout/register-logout';
import { registerRegistrations } from './registrations/register-registrations';
import { registerSearch } from './search/register-search';
import { registerWhoami } from './whoami/register-whoami';

/** Adds one top-level command, or a noun with its verbs, to the program. */
export type RegisterCommand = (program: Command, runtime: Runtime) => void;

/** Every command of trackctl, in the order `--help` lists them. */
export const commands: readonly RegisterCommand[] = [
  registerLogin,
  registerLogout,
  registerWhoami,
  registerSearch,
  registerAuth,
  registerCompanies,
  registerGroups,
  registerRegistrations,
  registerAddresses,
  registerUsers,
  registerTeams,
  registerHolidays,
  registerIndustries,
  registerJourneys,
  registerEmails,
  registerLists,
  registerInbound,
  registerModel,
];
