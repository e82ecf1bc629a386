import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingError } from './billing-provider';
import { createStripeBillingProvider } from './stripe-billing-provider';

type Seen = { method?: string; url?: string; authorization?: string; body: string };

describe('the Stripe billing provider', () => {
  const seen: Seen[] = [];
  let apiUrl = '';
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, authorization: request.headers.authorization, body });
      const refused = request.url?.includes('sub_gone');
      response.writeHead(refused ? 404 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(refused ? { error: { message: 'No such subscription' } } : { id: 'sub_1' }));
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('sets cancel_at_period_end on the subscription with the secret key', async () => {
    await createStripeBillingProvider({ secretKey: 'sk_test_1', apiUrl }).cancelAtPeriodEnd('sub_1');
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/v1/subscriptions/sub_1',
      authorization: 'Bearer sk_test_1',
      body: 'cancel_at_period_end=true',
    });
  });

  it("fails with Stripe's own message when it refuses", async () => {
    const provider = createStripeBillingProvider({ secretKey: 'sk_test_1', apiUrl });
    await expect(provider.cancelAtPeriodEnd('sub_gone')).rejects.toThrow(
      new BillingError('Stripe refused the change: No such subscription'),
    );
  });
});
