import type { Command } from 'commander';
import type { Runtime } from '../runtime';
import { registerCompanies } from './companies/register-companies';
import { registerGroups } from './groups';
import { registerLogin } from './login';
import { registerLogout } from './logout';
import { registerWhoami } from './whoami';

/** Adds one top-level command, or a noun with its verbs, to the program. */
export type RegisterCommand = (program: Command, runtime: Runtime) => void;

/** Every command of trackctl, in the order `--help` lists them. */
export const commands: readonly RegisterCommand[] = [registerLogin, registerLogout, registerWhoami, registerCompanies, registerGroups];
