import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CliError } from '../errors/cli-error';
import { configFile } from './config-path';

/** What `trackctl login` stores: the server, its API token and who it belongs to. */
export type StoredConfig = {
  apiUrl?: string;
  token?: string;
  email?: string;
};

export type ConfigStore = {
  readonly path: string;
  /** The stored settings; empty when nothing is stored yet. */
  read(): Promise<StoredConfig>;
  /** Replaces the stored settings. The file is readable by its owner only: it holds a secret. */
  write(config: StoredConfig): Promise<void>;
};

const FIELDS = ['apiUrl', 'token', 'email'] as const;

export function createConfigStore(env: NodeJS.ProcessEnv): ConfigStore {
  const file = configFile(env);

  return {
    path: file,

    async read() {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
        throw new CliError(`Could not read ${file}: ${(error as Error).message}`, { cause: error });
      }
      return parse(text, file);
    },

    async write(config) {
      const dir = path.dirname(file);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // mkdir's mode only applies to a directory it creates; tighten one that already existed.
      await chmod(dir, 0o700);
      const data: StoredConfig = {};
      for (const field of FIELDS) if (config[field] !== undefined) data[field] = config[field];
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

function parse(text: string, file: string): StoredConfig {
  const broken = () => new CliError(`The settings file ${file} is damaged.`, { nextStep: 'Delete it, then run: trackctl login' });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw broken();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw broken();
  const record = value as Record<string, unknown>;
  const config: StoredConfig = {};
  for (const field of FIELDS) {
    const v = record[field];
    if (v === undefined) continue;
    if (typeof v !== 'string') throw broken();
    config[field] = v;
  }
  return config;
}
