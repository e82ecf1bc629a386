import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '@tracker/core';
import { buildOpenApiDocument } from './build-openapi-document';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- editing a JSON document

const core = fileURLToPath(new URL('../../../core/', import.meta.url));

/** Type-level checks, one tsc run for every endpoint: the document's types against core's zod-inferred ones. */
const HELPERS = `
import type { EndpointInput, EndpointOutput, Endpoints } from '@tracker/core';
import type { operations } from './openapi';
import type { operations as drifted } from './drifted';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Input the document allows is input core accepts, with the same fields. (Core's coerced fields take unknown, so the converse cannot hold.) */
type Fits<Doc, Core> = [Doc] extends [Core] ? Same<keyof Doc, keyof Core> : false;
type Content<R, M extends string> = R extends { content: { [K in M]: infer B } } ? B : never;
type Success<O, S extends number, M extends string> = O extends { responses: { [K in S]: infer R } } ? Content<R, M> : never;
type Body<O> = O extends { requestBody?: infer B } ? Content<NonNullable<B>, 'application/json'> : never;
type Params<O, In extends 'query' | 'path'> = O extends { parameters: { [K in In]?: infer P } } ? NonNullable<P> : never;
type Input<N extends keyof Endpoints> = EndpointInput<Endpoints[N]>;
`;

/** The checks of one endpoint, against the operations of the document named `from`. */
function checks(name: string, endpoint: Endpoint, from = 'operations'): string[] {
  const operation = `${from}['${name}']`;
  const lines: string[] = [];
  if (endpoint.response) {
    const media = endpoint.produces ?? 'application/json';
    lines.push(
      `export const ${name}_response: Same<Success<${operation}, ${endpoint.status}, '${media}'>, EndpointOutput<Endpoints['${name}']>> = true;`,
    );
  }
  if (endpoint.body) lines.push(`export const ${name}_body: Fits<Body<${operation}>, NonNullable<Input<'${name}'>['body']>> = true;`);
  if (endpoint.query)
    lines.push(`export const ${name}_query: Fits<Params<${operation}, 'query'>, NonNullable<Input<'${name}'>['query']>> = true;`);
  if (endpoint.params) lines.push(`export const ${name}_path: Fits<Params<${operation}, 'path'>, Input<'${name}'>['params']> = true;`);
  return lines;
}

/**
 * The same document with a field dropped from a response, a body and a query: core has each of
 * them, so each check against it must fail, which shows the checks can fail at all.
 */
function drift(document: Json): Json {
  const copy = structuredClone(document);
  const drop = (schema: Json, field: string) => {
    delete schema.properties[field];
    schema.required = schema.required?.filter((name: string) => name !== field);
  };
  const companies = copy.paths['/api/v3/admin/companies'];
  drop(companies.get.responses[200].content['application/json'].schema.properties.data.items.properties.attributes, 'name');
  drop(companies.post.requestBody.content['application/json'].schema, 'domain_name');
  companies.get.parameters = companies.get.parameters.filter((parameter: Json) => parameter.name !== 'q');
  return copy;
}

const DRIFTED = [
  ...checks('listCompanies', endpoints.listCompanies, 'drifted').map(
    (line) => `// @ts-expect-error the document drifted from core\n${line.replace('export const ', 'export const drifted_')}`,
  ),
  ...checks('createCompany', endpoints.createCompany, 'drifted')
    .filter((line) => line.includes('_body'))
    .map((line) => `// @ts-expect-error the document drifted from core\n${line.replace('export const ', 'export const drifted_')}`),
];

async function typesOf(document: Json): Promise<string> {
  return astToString(await openapiTS(JSON.stringify(document)));
}

describe('a typed client generated from the OpenAPI document', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tracker-openapi-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("agrees with core's types on every endpoint's response, body, query and path", async () => {
    const document: Json = await buildOpenApiDocument();
    writeFileSync(path.join(dir, 'openapi.ts'), await typesOf(document));
    writeFileSync(path.join(dir, 'drifted.ts'), await typesOf(drift(document)));
    const lines = Object.entries(endpoints as Record<string, Endpoint>).flatMap(([name, endpoint]) => checks(name, endpoint));
    writeFileSync(path.join(dir, 'check.ts'), [HELPERS, ...lines, ...DRIFTED].join('\n'));

    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(core, 'tsconfig.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
    );
    const program = ts.createProgram([path.join(dir, 'check.ts')], {
      ...config!.options,
      paths: { '@tracker/core': [path.join(core, 'src', 'index.ts')] },
    });
    // Only the generated files: core itself is type-checked by `npm run typecheck`.
    const generated = ['openapi.ts', 'drifted.ts', 'check.ts'].map((file) => program.getSourceFile(path.join(dir, file)));
    const diagnostics = [
      ...program.getOptionsDiagnostics(),
      ...generated.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
    ];
    const problems = diagnostics.map((diagnostic) => {
      const where =
        diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : undefined;
      const line = where ? diagnostic.file!.text.split('\n')[where.line] : '';
      return `${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}\n  at ${line}`;
    });

    expect(lines.length).toBeGreaterThan(Object.keys(endpoints).length);
    expect(problems).toEqual([]);
    // One type-check of core's contract: seconds of CPU, more on a busy machine.
  }, 180_000);
});
