import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixture = path.join(root, 'tests/support/lint-fixtures/unawaited.ts');

describe('the type-aware lint of npm run lint', () => {
  it('fails a promise nobody awaits, a promise where a callback is expected, and a switch that misses a member', async () => {
    // The fixture is ignored by `eslint .` (it is broken on purpose); here it is linted with the project's config.
    const eslint = new ESLint({ cwd: root, ignore: false });
    const [result] = await eslint.lintFiles([fixture]);
    const rules = result!.messages.map((message) => message.ruleId);
    expect(rules).toEqual([
      '@typescript-eslint/no-floating-promises',
      '@typescript-eslint/no-misused-promises',
      '@typescript-eslint/switch-exhaustiveness-check',
    ]);
  });
});

describe('the query keys of the web console', () => {
  it('are built from their root: lint refuses a key spelled as a string outside web/src/api/query-keys.ts', async () => {
    const eslint = new ESLint({ cwd: root });
    const lint = async (key: string) => {
      const code = `import { QueryClient } from '@tanstack/react-query';\nvoid new QueryClient().invalidateQueries({ queryKey: ${key} });\n`;
      const [result] = await eslint.lintText(code, { filePath: path.join(root, 'web/src/registrations/mutations.ts') });
      return result!.messages.map((message) => message.message);
    };
    expect(await lint("['addresses']")).toEqual([expect.stringContaining('Build query keys from their root')]);
    expect(await lint('queryKeys.addresses')).toEqual([]);
  }, 30_000);
});

describe('the layers the lint keeps apart', () => {
  const eslint = new ESLint({ cwd: root });
  /** What no-restricted-imports says of `code` written in the repository's file `file`. */
  const restrictedImports = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
  };

  it('refuses a service imported by a resource or a repository, and lets them import each other', async () => {
    const service = "import { createTeamsService } from '../services/teams/teams-service';\nexport const teams = createTeamsService;\n";
    expect(await restrictedImports('server/src/resources/team-resource.ts', service)).toEqual([
      expect.stringContaining('Resources and repositories never import services'),
    ]);
    expect(await restrictedImports('server/src/repositories/teams-repository.ts', service)).toEqual([
      expect.stringContaining('Resources and repositories never import services'),
    ]);
    const row = "import type { TeamRow } from '../repositories/teams-repository';\nexport type Row = TeamRow;\n";
    expect(await restrictedImports('server/src/resources/team-resource.ts', row)).toEqual([]);
  }, 30_000);

  it("refuses a domain rule imported into core's dates, and lets the dates import each other", async () => {
    const journeyRule = "import { NEW_JOURNEY_LENGTH_DAYS } from '../journeys/constants';\nexport const days = NEW_JOURNEY_LENGTH_DAYS;\n";
    expect(await restrictedImports('core/src/dates/days.ts', journeyRule)).toEqual([
      expect.stringContaining('core/src/dates imports no domain'),
    ]);
    const zone = "import { UTC } from './zone';\nexport const zone = UTC;\n";
    expect(await restrictedImports('core/src/dates/days.ts', zone)).toEqual([]);
  }, 30_000);
});

describe('the formatter check of npm run lint', () => {
  it('fails code that Prettier would change, and passes it once formatted', async () => {
    const filepath = path.join(root, 'server/src/example.ts');
    const options = { ...(await prettier.resolveConfig(filepath)), filepath };
    const unformatted = 'export const answer = {value:42, "label" : "forty-two"}\n';
    expect(await prettier.check(unformatted, options)).toBe(false);
    expect(await prettier.check(await prettier.format(unformatted, options), options)).toBe(true);
  });

  it('is the width and quotes the code is written in', () => {
    expect(JSON.parse(readFileSync(path.join(root, '.prettierrc.json'), 'utf8'))).toMatchObject({ printWidth: 140, singleQuote: true });
  });
});
