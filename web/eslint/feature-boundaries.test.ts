import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { featureBoundaries } from './feature-boundaries';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = '/repo/web/src';
const at = (file: string) => ({ filename: path.join(root, file), options: [{ root }] });
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

describe('the web feature boundaries', () => {
  tester.run('feature-boundaries', featureBoundaries, {
    valid: [
      { code: "import { CompaniesSearch } from '../../companies';", ...at('groups/components/group-companies.tsx') },
      { code: "import { groupQueries } from '../groups/index';", ...at('companies/companies-page.tsx') },
      { code: "import { companyQueries } from '../queries';", ...at('companies/components/company-lookup.tsx') },
      { code: "import { DataTable } from '../../ui/data-table/data-table';", ...at('groups/components/x.tsx') },
      { code: "import { api } from '../api/client';", ...at('ui/status/save-status.ts') },
      { code: "const page = import('./company-page');", ...at('companies/companies-area.ts') },
      { code: "import { companiesArea } from '../companies';", ...at('app/routes.ts') },
      { code: "import { App } from '../app/app';", ...at('auth/sign-in-page.test.tsx') },
      { code: "import { zod } from 'zod';", ...at('groups/x.ts') },
    ],
    invalid: [
      { code: "import { X } from '../companies/components/x';", ...at('groups/group-page.tsx'), errors: [{ messageId: 'internals' }] },
      { code: "import type { X } from '../../companies/queries';", ...at('groups/components/x.tsx'), errors: [{ messageId: 'internals' }] },
      { code: "export { X } from '../emails/columns';", ...at('journeys/index.ts'), errors: [{ messageId: 'internals' }] },
      { code: "const x = import('../groups/group-page');", ...at('app/routes.ts'), errors: [{ messageId: 'internals' }] },
      { code: "import type { ScreenProps } from '../app/routes';", ...at('groups/group-page.tsx'), errors: [{ messageId: 'shell' }] },
      { code: "import { groupQueries } from '../../groups';", ...at('ui/data-table/x.tsx'), errors: [{ messageId: 'shared' }] },
      { code: "import { fakeApi } from '../test/fake-api';", ...at('groups/queries.ts'), errors: [{ messageId: 'testSupport' }] },
    ],
  });

  // Areas on disk where alpha uses beta, beta uses gamma and gamma uses alpha; delta uses alpha alone.
  const fixture = path.resolve(import.meta.dirname, '../../tests/support/lint-fixtures/area-cycle');
  const fromFixture = (file: string, allowedEdges: { from: string; to: string; reason: string }[] = []) => ({
    code: readFileSync(path.join(fixture, file), 'utf8'),
    filename: path.join(fixture, file),
    options: [{ root: fixture, allowedEdges }],
  });
  tester.run('feature-boundaries (circles)', featureBoundaries, {
    valid: [
      fromFixture('delta/delta-name.ts'),
      fromFixture('alpha/alpha-name.ts', [{ from: 'gamma', to: 'alpha', reason: 'being moved' }]),
      fromFixture('alpha/alpha-name.ts', [{ from: 'alpha', to: 'beta', reason: 'being moved' }]),
    ],
    invalid: [
      {
        ...fromFixture('alpha/alpha-name.ts'),
        errors: [
          {
            messageId: 'cycle',
            data: {
              from: 'alpha',
              to: 'beta',
              source: '../beta',
              way: `${path.join('beta', 'beta-name.ts')} imports gamma, ${path.join('gamma', 'gamma-name.ts')} imports alpha`,
            },
          },
        ],
      },
      { ...fromFixture('gamma/gamma-name.ts'), errors: [{ messageId: 'cycle' }] },
      {
        ...fromFixture('beta/beta-name.ts', [{ from: 'delta', to: 'alpha', reason: 'not in the circle' }]),
        errors: [{ messageId: 'cycle' }],
      },
    ],
  });

  it("is on for the web's sources in the repository's lint configuration", async () => {
    const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') });

    const [result] = await eslint.lintText("import { GroupPickerDialog } from '../groups/components/group-picker-dialog';\n", {
      // A file the type-aware project knows; its text here is the import alone.
      filePath: 'web/src/companies/companies-page.tsx',
    });

    expect(result?.messages.map((message) => message.ruleId)).toContain('tracker/feature-boundaries');
    // Loading the whole lint configuration (typescript-eslint, React's rules) takes a few seconds.
  }, 30_000);
});
