import type { Command } from 'commander';
import type { Runtime } from '../runtime';
import { registerAuth } from './auth/register-auth';
import { registerCompanies } from './companies/register-companies';
import { registerEmails } from './emails';
import { registerGroups } from './groups';
import { registerHolidays } from './holidays';
import { registerTeams } from './teams';
import { registerUsers } from './users';
import { registerJourneys } from './journeys';
import { registerLists } from './lists';
import { registerLogin } from './login';
import { registerLogout } from './logout';
import { registerRegistrations } from './registrations';
import { registerWhoami } from './whoami';

/** Adds one top-level command, or a noun with its verbs, to the program. */
export type RegisterCommand = (program: Command, runtime: Runtime) => void;

/** Every command of trackctl, in the order `--help` lists them. */
export const commands: readonly RegisterCommand[] = [
  registerLogin,
  registerLogout,
  registerWhoami,
  registerAuth,
  registerCompanies,
  registerGroups,
  registerRegistrations,
  registerUsers,
  registerTeams,
  registerHolidays,
  registerJourneys,
  registerEmails,
  registerLists,
];
