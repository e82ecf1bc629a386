import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** Requests slower than this count as failed, as a user would have given up. */
const REQUEST_TIMEOUT_MS = 8000;

type Target = { port: number; path: string; headers: Record<string, string> };

function send(agent: http.Agent, { port, path, headers }: Target): Promise<{ ok: boolean; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers, agent, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      response.resume();
      response.on('end', () => resolve({ ok: response.statusCode === 200, ms: performance.now() - started }));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ ok: false, ms: performance.now() - started }));
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export type Latency = { p50: number; p95: number; p99: number; errors: number };

/** One client, one request at a time: `warmup` requests first, then `count` measured ones. */
export async function latency(target: Target, count: number, warmup: number): Promise<Latency> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < warmup; i++) await send(agent, target);
    const times: number[] = [];
    let errors = 0;
    for (let i = 0; i < count; i++) {
      const { ok, ms } = await send(agent, target);
      if (ok) times.push(ms);
      else errors++;
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), errors };
  } finally {
    agent.destroy();
  }
}

export type Throughput = { rps: number; p50: number; errors: number; requests: number };

/**
 * `connections` clients sending back to back for `seconds` (in-flight requests are waited for), or
 * until `maxRequests` have been sent when that comes first.
 */
export async function throughput(target: Target, connections: number, seconds: number, maxRequests = Infinity): Promise<Throughput> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until && sent < maxRequests) {
          sent += 1;
          const { ok, ms } = await send(agent, target);
          if (ok) times.push(ms);
          else errors++;
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { rps: times.length / elapsed, p50: percentile(times, 50), errors, requests: times.length + errors };
}
