import { mkdtemp, mkdir, readFile, rm, stat, writeFile, chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CliError } from '../errors/cli-error';
import { createConfigStore } from './config-store';

let home: string;

beforeEach(async () => {
  home = await mkdtemp(path.join(os.tmpdir(), 'trackctl-config-'));
});
afterEach(async () => {
  await rm(home, { recursive: true, force: true });
});

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe('config store', () => {
  it('keeps the token in $XDG_CONFIG_HOME/trackctl/config.json, readable by its owner only', async () => {
    const xdg = path.join(home, 'xdg');
    const store = createConfigStore({ XDG_CONFIG_HOME: xdg, HOME: home });

    await store.write({ apiUrl: 'http://localhost:3000', token: 'trk_secret', email: 'ada@example.com' });

    const file = path.join(xdg, 'trackctl', 'config.json');
    expect(store.path).toBe(file);
    expect(await modeOf(file)).toBe(0o600);
    expect(await modeOf(path.dirname(file))).toBe(0o700);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      current: 'http://localhost:3000',
      servers: { 'http://localhost:3000': { token: 'trk_secret', email: 'ada@example.com' } },
    });
    expect(await store.read()).toMatchObject({ apiUrl: 'http://localhost:3000', token: 'trk_secret', email: 'ada@example.com' });
  });

  it('falls back to ~/.config when XDG_CONFIG_HOME is unset or not absolute', async () => {
    expect(createConfigStore({ HOME: home }).path).toBe(path.join(home, '.config', 'trackctl', 'config.json'));
    expect(createConfigStore({ HOME: home, XDG_CONFIG_HOME: 'relative/dir' }).path).toBe(
      path.join(home, '.config', 'trackctl', 'config.json'),
    );
  });

  it('makes a file that others could read private again when it rewrites it', async () => {
    const store = createConfigStore({ HOME: home });
    await mkdir(path.dirname(store.path), { recursive: true, mode: 0o755 });
    await chmod(path.dirname(store.path), 0o755);
    await writeFile(store.path, '{}', { mode: 0o644 });

    await store.write({ token: 'trk_secret' });

    expect(await modeOf(store.path)).toBe(0o600);
    expect(await modeOf(path.dirname(store.path))).toBe(0o700);
  });

  it('reads nothing stored as an empty config, and forgets fields left out of a write', async () => {
    const store = createConfigStore({ HOME: home });
    expect(await store.read()).toEqual({});

    await store.write({ apiUrl: 'http://localhost:3000', token: 'trk_secret' });
    await store.write({ apiUrl: 'http://localhost:3000' });

    expect(await store.read()).toEqual({ apiUrl: 'http://localhost:3000', servers: { 'http://localhost:3000': {} } });
  });

  it('keeps a token for each server signed in to, one of them current', async () => {
    const store = createConfigStore({ HOME: home });
    await store.write({ apiUrl: 'https://eu.tracker.example', token: 'trk_eu', email: 'ada@example.com' });
    await store.write({ apiUrl: 'https://us.tracker.example', token: 'trk_us', email: 'ada@example.com' });

    expect(await store.read()).toEqual({
      apiUrl: 'https://us.tracker.example',
      token: 'trk_us',
      email: 'ada@example.com',
      servers: {
        'https://eu.tracker.example': { token: 'trk_eu', email: 'ada@example.com' },
        'https://us.tracker.example': { token: 'trk_us', email: 'ada@example.com' },
      },
    });

    // Signing out of the other one forgets its token and leaves the current one current.
    await store.write({ apiUrl: 'https://eu.tracker.example', email: 'ada@example.com' }, { keepCurrent: true });
    expect(await store.read()).toMatchObject({
      apiUrl: 'https://us.tracker.example',
      token: 'trk_us',
      servers: { 'https://eu.tracker.example': { email: 'ada@example.com' } },
    });
  });

  it('reads the file of one server an older trackctl wrote, and keeps it when it adds another', async () => {
    const store = createConfigStore({ HOME: home });
    await mkdir(path.dirname(store.path), { recursive: true });
    await writeFile(store.path, JSON.stringify({ apiUrl: 'https://eu.tracker.example', token: 'trk_eu', email: 'ada@example.com' }));

    expect(await store.read()).toMatchObject({ apiUrl: 'https://eu.tracker.example', token: 'trk_eu' });
    await store.write({ apiUrl: 'https://us.tracker.example', token: 'trk_us' });
    expect((await store.read()).servers).toEqual({
      'https://eu.tracker.example': { token: 'trk_eu', email: 'ada@example.com' },
      'https://us.tracker.example': { token: 'trk_us' },
    });
  });

  it('says which file is damaged instead of crashing on it', async () => {
    const store = createConfigStore({ HOME: home });
    await mkdir(path.dirname(store.path), { recursive: true });
    await writeFile(store.path, '{"token": 42');

    const error = await store.read().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).message).toContain(store.path);
    expect((error as CliError).nextStep).toContain('trackctl login');
  });
});
