import { describe, expect, it } from 'vitest';
import { suggestByRules, type SuggestionInput } from './rules';

const email = (subject: string, body = '', preheader: string | null = null): SuggestionInput => ({
  subject,
  preheader,
  body,
  fromAddress: 'news@brand.example',
});
const typesOf = (input: SuggestionInput) => suggestByRules(input).map((s) => s.type);

describe('classification suggestions by rules', () => {
  it.each([
    ['Please confirm your subscription', 'double_optin'],
    ['Welcome to Acme!', 'welcome'],
    ['Happy birthday, Sam', 'birthday'],
    ['You left something in your cart', 'cart_abandon'],
    ['Still thinking it over?', 'browse_abandon'],
    ['Order confirmation #A1234', 'order_confirmation'],
    ['Your receipt from Acme', 'purchase_receipt'],
    ['Your order has shipped', 'shipping_confirmation'],
    ['Your package was delivered', 'delivery_confirmation'],
    ['Give $20, get $20: refer a friend', 'refer_a_friend'],
    ['How was your new kettle?', 'product_review'],
    ['Your free trial ends soon', 'trial'],
    ['Your subscription renewal is coming up', 'subscription_reminder'],
    ['Upgrade to unlock more', 'subscription_upsell'],
    ['Your membership has been cancelled', 'cancellation'],
    ['We miss you, come back for 20% off', 'winback'],
    ['Complete your booking in Lisbon', 'booking_abandon'],
  ] as const)('suggests "%s" as %s', (subject, type) => {
    expect(typesOf(email(subject))).toContain(type);
  });

  it('reads the preheader and the body, not only the subject', () => {
    expect(typesOf(email('Hello from Acme', '', 'Thanks for signing up!'))).toEqual(['welcome']);
    expect(typesOf(email('Hello', 'There are items still in your cart, waiting.'))).toEqual(['cart_abandon']);
  });

  it('suggests nothing for an email no rule knows, and gives each type its best rule once', () => {
    expect(suggestByRules(email('Our autumn lookbook'))).toEqual([]);
    const [welcome] = suggestByRules(email('Welcome aboard', 'Thank you for joining us'));
    expect(welcome).toEqual({ type: 'welcome', score: 0.85 });
  });
});
