// How long trackctl takes to start and answer, per command, beside Node starting and doing nothing
// (the floor no command can beat). Each command runs as a user's would: a fresh process of the built
// binary (`npm run build -w @tracker/cli` first), here against a stub API on localhost that answers
// at once, so what is measured is trackctl itself.
//
//   npm run bench -w @tracker/cli            (builds first; also part of the root `npm run bench`)
//   npm run bench -w @tracker/cli -- --runs 30
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { companyResource, pageMeta } from '@tracker/core/testing';

const cliRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(cliRoot, 'bin', 'trackctl.js');
const runsFlag = process.argv.indexOf('--runs');
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 15;

const user = {
  data: { id: '1', type: 'users', attributes: { email: 'bench@tracker.example', name: null, userRole: 'admin', admin: true } },
};
const companies = {
  data: Array.from({ length: 25 }, (_, i) => companyResource(i + 1, { name: `Company ${i + 1}`, domain_name: `c${i + 1}.example` })),
  meta: pageMeta(25),
};

/** A stand-in API: the user for whoami, a page of companies for the list. */
async function startStub(): Promise<{ url: string; close(): void }> {
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    const url = request.url ?? '';
    response.end(JSON.stringify(url.startsWith('/api/v1/data') ? user : companies));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** Milliseconds from spawning the process to its exit; fails loudly on a non-zero exit. */
function timeRun(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(performance.now() - start) : reject(new Error(`${args.join(' ')} exited ${code}: ${stderr.slice(0, 500)}`)),
    );
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(cliRoot, 'dist', 'trackctl.js'))) throw new Error('trackctl is not built: npm run build -w @tracker/cli');
  const stub = await startStub();
  const home = mkdtempSync(path.join(tmpdir(), 'trackctl-bench-'));
  const env = {
    PATH: process.env.PATH,
    HOME: home,
    XDG_CONFIG_HOME: home,
    NO_COLOR: '1',
    TRACKCTL_API_URL: stub.url,
    TRACKCTL_TOKEN: 'trk_bench',
  };
  const cases: Array<[string, string[]]> = [
    ['node -e "" (the floor)', ['-e', '']],
    ['trackctl --version', [bin, '--version']],
    ['trackctl --help', [bin, '--help']],
    ['trackctl companies list --help', [bin, 'companies', 'list', '--help']],
    ['trackctl whoami', [bin, 'whoami']],
    ['trackctl companies list', [bin, 'companies', 'list']],
  ];
  try {
    console.error(`trackctl start-up: ${RUNS} runs each, after one warm-up run, on Node ${process.version}`);
    const rows: string[][] = [];
    for (const [name, args] of cases) {
      await timeRun(args, env);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await timeRun(args, env));
      times.sort((a, b) => a - b);
      rows.push([name, percentile(times, 50).toFixed(0), percentile(times, 95).toFixed(0), (times.at(-1) ?? 0).toFixed(0)]);
    }
    const header = ['command', 'p50 ms', 'p95 ms', 'max ms'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
    const line = (values: string[]) =>
      `| ${values.map((v, i) => (i === 0 ? v.padEnd(widths[i] ?? 0) : v.padStart(widths[i] ?? 0))).join(' | ')} |`;
    console.log(line(header));
    console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const row of rows) console.log(line(row));
  } finally {
    stub.close();
    rmSync(home, { recursive: true, force: true });
  }
}

await main();
