import { BillingError, type BillingProvider } from './billing-provider';

type StripeSettings = { secretKey: string; apiUrl: string; fetch?: typeof fetch };

/**
 * Stripe through its HTTP API (form-encoded, bearer secret key), with plain fetch rather than its SDK.
 * A manual plan is not billed by Stripe: when the subscription lives there too, it is told not to
 * charge automatically until the period the console set ends.
 */
export function createStripeBillingProvider({ secretKey, apiUrl, fetch: send = fetch }: StripeSettings): BillingProvider {
  async function post(path: string, form: Record<string, string>): Promise<void> {
    let response: Response;
    try {
      response = await send(`${apiUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new BillingError('Stripe could not be reached. Nothing was changed; try again.');
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
      throw new BillingError(`Stripe refused the change: ${body?.error?.message ?? `HTTP ${response.status}`}`);
    }
  }

  return {
    name: 'stripe',
    async cancelAtPeriodEnd(stripeSubscriptionId) {
      await post(`/v1/subscriptions/${encodeURIComponent(stripeSubscriptionId)}`, { cancel_at_period_end: 'true' });
    },
    async applyManualPlan(plan) {
      if (!plan.stripeSubscriptionId) return;
      await post(`/v1/subscriptions/${encodeURIComponent(plan.stripeSubscriptionId)}`, {
        trial_end: String(Math.floor(plan.currentPeriodEndAt.getTime() / 1000)),
        proration_behavior: 'none',
        'metadata[manual_plan]': plan.planId,
      });
    },
  };
}
