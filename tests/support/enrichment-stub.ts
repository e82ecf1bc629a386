import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type EnrichmentStub = {
  /** The URL template for the server's ENRICHMENT_API_URL. */
  urlTemplate: string;
  /** Domains asked for, in order. */
  requests: string[];
  /**
   * Holds the answers until this many requests wait, then gives them all (0 to start with: each at
   * once), so that lookups run side by side, each before any of them is answered.
   */
  answerTogether: number;
  stop(): Promise<void>;
};

/**
 * A local stand-in for an enrichment API (the server's HTTP provider), so end-to-end tests can run
 * "Enrich" and "Refetch logo" without the internet. Every domain gets a logo that names it.
 */
export async function startEnrichmentStub(): Promise<EnrichmentStub> {
  const requests: string[] = [];
  const held: Array<() => void> = [];
  const server = http.createServer((request, response) => {
    const domain = new URL(request.url ?? '/', 'http://stub').searchParams.get('domain') ?? '';
    requests.push(domain);
    held.push(() => answer(response, domain));
    if (held.length >= stub.answerTogether) held.splice(0).forEach((give) => give());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stub: EnrichmentStub = {
    urlTemplate: `http://127.0.0.1:${port}/enrich?domain={domain}`,
    requests,
    answerTogether: 0,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return stub;
}

/** What the stub knows of every domain. */
function answer(response: http.ServerResponse, domain: string) {
  response.setHeader('content-type', 'application/json');
  response.end(
    JSON.stringify({
      name: null,
      description: `${domain} sells things people like.`,
      logo: `https://logos.example/${domain}.png`,
      tags: ['E-commerce'],
      tech: [
        { name: 'Klaviyo', category: 'esp' },
        { name: 'Google Analytics', category: 'analytics' },
      ],
    }),
  );
}
