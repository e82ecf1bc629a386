import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CliError } from '../errors/cli-error';
import { configFile } from './config-path';

/** What is kept of one server: this machine's API token there, and who it belongs to. */
export type StoredServer = { token?: string; email?: string };

/**
 * What `trackctl login` stores: every server signed in to, by address, one of them current (the
 * one commands use without --api-url). `apiUrl`, `token` and `email` are the current server's.
 */
export type StoredConfig = {
  apiUrl?: string;
  token?: string;
  email?: string;
  /** Every server kept, the current one included. */
  servers?: Readonly<Record<string, StoredServer>>;
};

export type ConfigStore = {
  readonly path: string;
  /** The stored settings; empty when nothing is stored yet. */
  read(): Promise<StoredConfig>;
  /**
   * Stores `token` and `email` for the server `apiUrl`, which becomes the current one (unless
   * `keepCurrent`), keeping the other servers as they are. A field left out is forgotten for that
   * server. The file is readable by its owner only: it holds secrets.
   */
  write(config: StoredConfig, options?: { keepCurrent?: boolean }): Promise<void>;
};

const SERVER_FIELDS = ['token', 'email'] as const;

export function createConfigStore(env: NodeJS.ProcessEnv): ConfigStore {
  const file = configFile(env);

  async function read(): Promise<StoredConfig> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw new CliError(`Could not read ${file}: ${(error as Error).message}`, { cause: error });
    }
    return parse(text, file);
  }

  return {
    path: file,

    read,

    async write(config, options = {}) {
      const dir = path.dirname(file);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // mkdir's mode only applies to a directory it creates; tighten one that already existed.
      await chmod(dir, 0o700);
      const before = await read();
      const servers: Record<string, StoredServer> = { ...before.servers };
      if (config.apiUrl !== undefined) {
        const entry: StoredServer = {};
        for (const field of SERVER_FIELDS) if (config[field] !== undefined) entry[field] = config[field];
        servers[config.apiUrl] = entry;
      }
      const current = options.keepCurrent ? before.apiUrl : (config.apiUrl ?? before.apiUrl);
      const data: StoredFile = { ...(current !== undefined ? { current } : {}), servers };
      // A new file created with mode 0600 and renamed over the old one: the secret is never
      // readable by others, and a crash cannot leave a half-written file behind.
      // Loaded here, when the config is written (login, logout): node:crypto is slow to load for every command.
      const { randomBytes } = await import('node:crypto');
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw new CliError(`Could not write ${file}: ${(error as Error).message}`, { cause: error });
      }
    },
  };
}

/** The file: `{ "current": "<url>", "servers": { "<url>": { "token", "email" } } }`. */
type StoredFile = { current?: string; servers: Record<string, StoredServer> };

function parse(text: string, file: string): StoredConfig {
  const broken = () => new CliError(`The settings file ${file} is damaged.`, { nextStep: 'Delete it, then run: trackctl login' });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw broken();
  }
  const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isRecord(value)) throw broken();
  const server = (record: unknown): StoredServer => {
    if (!isRecord(record)) throw broken();
    const entry: StoredServer = {};
    for (const field of SERVER_FIELDS) {
      const v = record[field];
      if (v === undefined) continue;
      if (typeof v !== 'string') throw broken();
      entry[field] = v;
    }
    return entry;
  };
  const servers: Record<string, StoredServer> = {};
  let current: unknown;
  if ('servers' in value) {
    if (!isRecord(value.servers)) throw broken();
    for (const [url, entry] of Object.entries(value.servers)) servers[url] = server(entry);
    current = value.current;
  } else {
    // The file as trackctl wrote it before it kept several servers: one, current.
    current = value.apiUrl;
    if (current !== undefined) servers[String(current)] = server(value);
  }
  if (current !== undefined && typeof current !== 'string') throw broken();
  if (current === undefined) return Object.keys(servers).length > 0 ? { servers } : {};
  return { apiUrl: current, ...servers[current], servers };
}
