import type { ClassificationType } from '../emails/constants';

/** Where a rule looks: the subject, the preheader (preview text) or the body's text. */
export type RuleField = 'subject' | 'preheader' | 'body';

/**
 * One suggestion rule: when `pattern` matches `field`, the email is suggested as `type` with
 * `score`. Rules are data: adding a signal is one row.
 */
export type SuggestionRule = { type: ClassificationType; field: RuleField; pattern: RegExp; score: number };

/** What a suggestion is computed from: the words of an email and its sender. */
export type SuggestionInput = {
  subject: string;
  preheader: string | null;
  body: string | null;
  fromAddress: string | null;
};

/** A suggested classification type with its score (0 to 1) and where it came from. */
export type ScoredType = { type: ClassificationType; score: number };

/** A suggestion is made when its score reaches this. */
export const SUGGESTION_THRESHOLD = 0.5;

/** Only the start of a long body is read: the signal of a marketing email is near its top. */
const BODY_CHARS = 4000;

const rule = (type: ClassificationType, field: RuleField, pattern: RegExp, score: number): SuggestionRule => ({
  type,
  field,
  pattern,
  score,
});

export const SUGGESTION_RULES: readonly SuggestionRule[] = [
  rule('double_optin', 'subject', /\b(confirm|verify) (your )?(e-?mail|subscription|sign-?up|address)\b/i, 0.95),
  rule('double_optin', 'subject', /\bplease confirm\b/i, 0.85),
  rule('double_optin', 'body', /\b(click|tap) (the link|the button|below|here) to (confirm|verify)\b/i, 0.8),
  rule('double_optin', 'body', /\bconfirm (your )?(subscription|e-?mail address)\b/i, 0.7),
  rule('welcome', 'subject', /\bwelcome\b/i, 0.85),
  rule('welcome', 'preheader', /\b(thanks|thank you) for (signing up|joining|subscribing)\b/i, 0.75),
  rule('welcome', 'body', /\b(thanks|thank you) for (signing up|joining|subscribing)\b/i, 0.6),
  rule('onboarding', 'subject', /\b(get(ting)? started|how to|tips for|first steps|set up your)\b/i, 0.65),
  rule('birthday', 'subject', /\bbirthday\b/i, 0.9),
  rule(
    'cart_abandon',
    'subject',
    /\b(your |in your |left .* in your )?(cart|bag|basket)\b|\bleft (something|this|these|it) behind\b/i,
    0.8,
  ),
  rule('cart_abandon', 'body', /\b(items?|something) (still )?(in|waiting in) your (cart|bag|basket)\b/i, 0.75),
  rule('booking_abandon', 'subject', /\b(complete|finish) your (booking|reservation)\b/i, 0.85),
  rule('subscription_abandon', 'subject', /\b(complete|finish) your (subscription|membership|sign-?up)\b/i, 0.75),
  rule('browse_abandon', 'subject', /\b(still (thinking|interested)|caught your eye|recently viewed|you (were )?look(ing|ed) at)\b/i, 0.8),
  rule(
    'order_confirmation',
    'subject',
    /\b(order (confirmation|confirmed|received)|thanks for your order|we('ve| have) (got|received) your order)\b/i,
    0.9,
  ),
  rule('order_confirmation', 'body', /\border (number|#|no\.?)\s*[:#]?\s*[A-Z0-9-]{4,}/i, 0.55),
  rule('purchase_receipt', 'subject', /\b(receipt|invoice|payment (received|confirmation))\b/i, 0.85),
  rule('thank_you', 'subject', /^\s*(a )?(big )?thank(s| you)\b(?!.*\border\b)/i, 0.6),
  rule('shipping_confirmation', 'subject', /\b(has |have )?(shipped|on (its|the) way|out for delivery|tracking (number|info))\b/i, 0.85),
  rule('delivery_confirmation', 'subject', /\b(has been |was )?delivered\b/i, 0.85),
  rule('refer_a_friend', 'subject', /\b(refer|referral|invite) (a )?friends?\b|\bgive \$?\d+,? get \$?\d+\b/i, 0.85),
  rule('product_review', 'subject', /\b(review|rate) (your|our|the)\b|\bhow (was|did|do you like) (your|the)\b/i, 0.8),
  rule('trial', 'subject', /\b(free )?trial\b/i, 0.8),
  rule(
    'subscription_reminder',
    'subject',
    /\b(renew(al|s)?|upcoming (charge|payment|shipment)|subscription reminder|your (plan|subscription) (will|is about to))\b/i,
    0.8,
  ),
  rule('retention', 'subject', /\b(before you go|don'?t go|we('d| would) hate to see you go)\b/i, 0.75),
  rule('subscription_upsell', 'subject', /\b(upgrade|go premium|unlock (more|premium|pro))\b/i, 0.75),
  rule('cancellation', 'subject', /\b(cancel(l)?ation|(has been|was|is) cancel(l)?ed|unsubscribed|sorry to see you go)\b/i, 0.85),
  rule('winback', 'subject', /\b(we miss(ed)? you|come back|it'?s been a while|long time no see|haven'?t seen you)\b/i, 0.85),
];

/** The text of each field a rule reads, trimmed to what rules look at. */
function fieldsOf(input: SuggestionInput): Record<RuleField, string> {
  return { subject: input.subject, preheader: input.preheader ?? '', body: (input.body ?? '').slice(0, BODY_CHARS) };
}

/**
 * The types the rules suggest for an email, best first: each type's best matching rule gives its
 * score; types below SUGGESTION_THRESHOLD are left out.
 */
export function suggestByRules(input: SuggestionInput, rules: readonly SuggestionRule[] = SUGGESTION_RULES): ScoredType[] {
  const fields = fieldsOf(input);
  const best = new Map<ClassificationType, number>();
  for (const r of rules) {
    if ((best.get(r.type) ?? 0) >= r.score) continue;
    if (r.pattern.test(fields[r.field])) best.set(r.type, r.score);
  }
  return [...best]
    .filter(([, score]) => score >= SUGGESTION_THRESHOLD)
    .map(([type, score]) => ({ type, score }))
    .sort((a, b) => b.score - a.score || a.type.localeCompare(b.type));
}
