export const CLASSIFICATION_TYPES = [
  'double_optin',
  'welcome',
  'onboarding',
  'birthday',
  'cart_abandon',
  'booking_abandon',
  'subscription_abandon',
  'browse_abandon',
  'order_confirmation',
  'purchase_receipt',
  'thank_you',
  'shipping_confirmation',
  'delivery_confirmation',
  'refer_a_friend',
  'product_review',
  'trial',
  'subscription_reminder',
  'retention',
  'subscription_upsell',
  'cancellation',
  'winback',
  'miscellaneous',
] as const;
export type ClassificationType = (typeof CLASSIFICATION_TYPES)[number];

/** Who set a classification: staff by hand, or the classifier. */
export const CLASSIFICATION_SOURCES = ['manual', 'automatic'] as const;
export type ClassificationSource = (typeof CLASSIFICATION_SOURCES)[number];

/** A classification's score is binary: 1 applies, 0 does not. */
export const CLASSIFICATION_SCORES = [0, 1] as const;

// The email search's date-range presets are a date concept; they are listed with the date ranges.
export { DATE_RANGE_PRESETS, type DateRangePreset } from '../dates/date-range-presets';

export const CLASSIFICATION_RELOAD_DELAY_MS = 2000;
/** Emails older than this may be reprocessed; younger ones show a relative date. */
export const REPROCESS_THRESHOLD_HOURS = 12;

export const CLASSIFICATION_TYPE_LABELS: Record<ClassificationType, string> = {
  double_optin: 'Double opt-in',
  welcome: 'Welcome',
  onboarding: 'Onboarding',
  birthday: 'Birthday',
  cart_abandon: 'Cart abandon',
  booking_abandon: 'Booking abandon',
  subscription_abandon: 'Subscription abandon',
  browse_abandon: 'Browse abandon',
  order_confirmation: 'Order confirmation',
  purchase_receipt: 'Purchase receipt',
  thank_you: 'Thank you',
  shipping_confirmation: 'Shipping confirmation',
  delivery_confirmation: 'Delivery confirmation',
  refer_a_friend: 'Refer a friend',
  product_review: 'Product review',
  trial: 'Trial',
  subscription_reminder: 'Subscription reminder',
  retention: 'Retention',
  subscription_upsell: 'Subscription upsell',
  cancellation: 'Cancellation',
  winback: 'Winback',
  miscellaneous: 'Miscellaneous',
};
