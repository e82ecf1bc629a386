import type { Clock } from '@tracker/core';
import type { Command } from 'commander';
import { createApi, type Api } from '../api/create-api';
import { createConfigStore, type ConfigStore, type StoredConfig } from '../config/config-store';
import type { Io } from '../io/io';
import { createUi, type Ui } from '../ui/ui';
import { createWaiting, type Waiting } from '../ui/waiting';
import { resolveSession, resolveSettings, type GlobalFlags, type Session, type Settings } from './settings';

/** What a command's action works with. */
export type Context = {
  readonly io: Io;
  readonly settings: Settings;
  readonly ui: Ui;
  readonly config: ConfigStore;
  /** The config as it was when the command started. */
  readonly stored: StoredConfig;
  /** Prompts are allowed only when stdin is a terminal. */
  readonly interactive: boolean;
  /** Where every "now" of a command comes from (core's system clock; tests pin it through Io). */
  readonly clock: Clock;
  /** The user's time zone, the days of `--preset` are in (the machine's; tests name one through Io). */
  readonly zone: string;
  /** The spinner a request shows on a terminal once it has not answered for a second. */
  readonly waiting: Waiting;
  /** The token to send; throws a not-signed-in error (exit 4) when there is none. */
  session(): Session;
  /** The API, signed in with the session. */
  api(): Api;
  /** The API at another address or with another token (login, logout), with the same timeout and Ctrl+C. */
  apiAt(apiUrl: string, session?: Session): Api;
};

export async function createContext(io: Io, command: Command): Promise<Context> {
  const config = createConfigStore(io.env);
  const stored = await config.read();
  const settings = resolveSettings(command.optsWithGlobals<GlobalFlags>(), io.env, stored);
  const session = () => resolveSession(io.env, stored, settings.apiUrl);
  // Core's clock loads here, in a command's action, never for --help.
  const clock = await import('@tracker/core/clock');
  let zone: string | undefined;
  const waiting = createWaiting(io.stderr, io.env, { json: settings.json });
  return {
    io,
    settings,
    ui: createUi(io, { color: settings.color, jsonFields: settings.jsonFields }),
    config,
    stored,
    interactive: io.stdin.isTTY === true,
    clock: io.clock ?? clock.systemClock,
    // Asked for on first use only: the first question to Intl about the zone loads ICU's time zone data.
    get zone() {
      return (zone ??= io.zone ?? clock.localZone());
    },
    waiting,
    session,
    api: () => apiAt(settings.apiUrl, session()),
    apiAt,
  };

  function apiAt(apiUrl: string, as?: Session): Api {
    return createApi({ apiUrl, session: as, timeoutMs: settings.timeoutMs, signal: io.signal, waiting });
  }
}
