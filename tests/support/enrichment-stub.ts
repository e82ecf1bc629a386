import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type EnrichmentStub = {
  /** The URL template for the server's ENRICHMENT_API_URL. */
  urlTemplate: string;
  /** Domains asked for, in order. */
  requests: string[];
  stop(): Promise<void>;
};

/**
 * A local stand-in for an enrichment API (the server's HTTP provider), so end-to-end tests can run
 * "Enrich" and "Refetch logo" without the internet. Every domain gets a logo that names it.
 */
export async function startEnrichmentStub(): Promise<EnrichmentStub> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const domain = new URL(request.url ?? '/', 'http://stub').searchParams.get('domain') ?? '';
    requests.push(domain);
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
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    urlTemplate: `http://127.0.0.1:${port}/enrich?domain={domain}`,
    requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
