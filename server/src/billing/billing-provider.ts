/** What a subscription looks like to billing, as the console sets it by hand. */
export type ManualPlan = {
  planId: string;
  planVersion: 'v1' | 'v2' | 'v3';
  accountStatus: 'trialing' | 'active' | 'past_due' | 'canceled';
  currentPeriodEndAt: Date;
  collectionMethod: 'charge_automatically' | 'exempt';
  stripeSubscriptionId: string | null;
};

/**
 * Where subscription changes go beyond the database. Services call this, never Stripe directly:
 * the local provider (the default) only lets the change be recorded; the Stripe provider tells Stripe
 * first and fails the change when Stripe refuses it.
 */
export type BillingProvider = {
  readonly name: 'local' | 'stripe';
  /** Stops a subscription renewing at the end of its period. */
  cancelAtPeriodEnd(stripeSubscriptionId: string): Promise<void>;
  /** Applies a subscription set by hand (a manual plan). */
  applyManualPlan(plan: ManualPlan): Promise<void>;
};

export class BillingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BillingError';
  }
}
