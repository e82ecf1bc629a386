import dns from 'node:dns/promises';

/** The DNS calls enrichment makes; injected so tests answer from a stub and never query real DNS. */
export type Resolver = {
  lookup(hostname: string, options: { all: true }): Promise<Array<{ address: string; family: number }>>;
  resolveMx(hostname: string): Promise<Array<{ exchange: string; priority: number }>>;
  resolveTxt(hostname: string): Promise<string[][]>;
};

/** The system resolver (getaddrinfo for addresses, DNS queries for MX and TXT). */
export const systemResolver: Resolver = {
  lookup: (hostname, options) => dns.lookup(hostname, options),
  resolveMx: (hostname) => dns.resolveMx(hostname),
  resolveTxt: (hostname) => dns.resolveTxt(hostname),
};
