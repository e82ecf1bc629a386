import type { BillingProvider } from './billing-provider';

/** No payment service: the change is only recorded in the database (and its audit entry). */
export function createLocalBillingProvider(): BillingProvider {
  return {
    name: 'local',
    async cancelAtPeriodEnd() {},
    async applyManualPlan() {},
  };
}
