import type { BillingSettings } from '../config';
import type { BillingProvider } from './billing-provider';
import { createLocalBillingProvider } from './local-billing-provider';
import { createStripeBillingProvider } from './stripe-billing-provider';

export { BillingError, type BillingProvider } from './billing-provider';

/** Stripe when a secret key is configured, else the local provider. */
export function createBillingProvider(settings: BillingSettings): BillingProvider {
  return settings.stripeSecretKey
    ? createStripeBillingProvider({ secretKey: settings.stripeSecretKey, apiUrl: settings.stripeApiUrl })
    : createLocalBillingProvider();
}
