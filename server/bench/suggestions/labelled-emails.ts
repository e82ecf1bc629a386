import { seededRandom, type ClassificationType, type SuggestionInput } from '@tracker/core';

/**
 * Real-looking marketing emails by type, made from templates (no customer's mail): subjects, preview
 * lines and bodies as brands phrase them, some in words the rules know and some not, so the rules
 * and the learned model can be told apart.
 */
const TEMPLATES: Partial<Record<ClassificationType, { subjects: string[]; bodies: string[] }>> = {
  double_optin: {
    subjects: [
      'Please confirm your subscription',
      'One more step: verify your email',
      'Are you in? Tap to finish signing up',
      'Confirm your email address',
    ],
    bodies: [
      'Click the button below to confirm your subscription to {brand} emails.',
      'Just one more click: verify your address so we know it is really you.',
      'You asked to join our list. Opt in to start getting our emails.',
    ],
  },
  welcome: {
    subjects: ['Welcome to {brand}!', 'Welcome aboard, {name}', "You're in: here's 15% off", 'Hello from the {brand} family'],
    bodies: [
      'Thanks for signing up! Here is a little welcome gift for your first order.',
      'We are so glad you joined us. Expect new arrivals and members-only offers.',
      'Thank you for subscribing to {brand}. Your first-order code is inside.',
    ],
  },
  onboarding: {
    subjects: [
      'Getting started with {brand}',
      'How to get the most from your account',
      '3 tips for your first week',
      'Set up your profile in 2 minutes',
    ],
    bodies: [
      'Here are a few steps to set up your account and personalise your feed.',
      'Start by adding your sizes, then save your favourite styles.',
    ],
  },
  birthday: {
    subjects: ['Happy birthday, {name}!', 'A birthday treat just for you', "It's your special day: here's a gift"],
    bodies: [
      'Celebrate your birthday with 20% off anything this month.',
      'Your birthday gift is waiting: a little something from all of us.',
    ],
  },
  cart_abandon: {
    subjects: ['You left something in your cart', 'Still in your bag: {product}', 'Forget something?', 'Your basket misses you'],
    bodies: [
      'The items in your cart are selling fast. Complete your checkout before they are gone.',
      'You left {product} in your bag. Return to checkout now.',
    ],
  },
  browse_abandon: {
    subjects: ['Still thinking about {product}?', 'Caught your eye?', 'Take another look', 'Recently viewed: {product}'],
    bodies: ['We noticed you were looking at {product}. It is still available in your size.', 'Picked for you based on what you browsed.'],
  },
  order_confirmation: {
    subjects: ['Order confirmation #{number}', 'Thanks for your order!', "We've received your order", 'Your {brand} order is confirmed'],
    bodies: [
      'Order number: {number}. We will email you when it ships.',
      'Here is a summary of your order {number}: items, shipping address and total.',
    ],
  },
  purchase_receipt: {
    subjects: ['Your receipt from {brand}', 'Payment received', 'Invoice {number}'],
    bodies: ['This is your receipt for the payment of $42.00. Thank you.', 'Payment method: Visa ending 4242. Amount charged: $19.99.'],
  },
  shipping_confirmation: {
    subjects: [
      'Your order has shipped!',
      'On its way: order {number}',
      'Good news: your package is on the way',
      'Tracking info for your order',
    ],
    bodies: [
      'Your package is on its way. Track it with the carrier using number {number}.',
      'Estimated delivery: Thursday. Follow your parcel here.',
    ],
  },
  delivery_confirmation: {
    subjects: ['Your package was delivered', 'Delivered: order {number}', 'It has arrived!'],
    bodies: ['Your order was left at the front door at 2:14 pm.', 'Your parcel arrived today. Enjoy, and let us know how it fits.'],
  },
  refer_a_friend: {
    subjects: ['Give $20, get $20', 'Refer a friend and save', 'Share the love with friends'],
    bodies: [
      'Invite your friends: they get $20 off their first order and you get $20 credit.',
      'Share your personal link and earn rewards for every friend who joins.',
    ],
  },
  product_review: {
    subjects: ['How was your {product}?', 'Review your recent purchase', 'Rate your order', 'Tell us what you think'],
    bodies: [
      'Leave a review of {product} and help other shoppers decide.',
      'How many stars would you give your recent order? It takes a minute.',
    ],
  },
  winback: {
    subjects: ['We miss you!', "It's been a while, {name}", 'Come back for 25% off', 'Long time no see'],
    bodies: [
      'We have not seen you in a while. Here is 25% off to welcome you back.',
      'A lot has changed since your last visit: come see what is new.',
    ],
  },
  cancellation: {
    subjects: ['Your subscription has been cancelled', "We're sorry to see you go", 'Cancellation confirmed'],
    bodies: [
      'Your membership has been cancelled and you will not be charged again.',
      'We have processed your cancellation. You can restart any time.',
    ],
  },
  subscription_reminder: {
    subjects: ['Your subscription renews soon', 'Upcoming charge for your plan', 'Reminder: your next box ships Friday'],
    bodies: ['Your plan renews on June 1 and your card will be charged $29.', 'Skip or edit your next delivery before Thursday.'],
  },
  trial: {
    subjects: ['Your free trial starts now', 'Only 3 days left in your trial', 'Your trial ends tomorrow'],
    bodies: [
      'Enjoy 14 days of premium, free. Cancel any time before your trial ends.',
      'Your trial is ending: choose a plan to keep your benefits.',
    ],
  },
  miscellaneous: {
    subjects: [
      'New arrivals are here',
      'The summer edit',
      'This week at {brand}',
      'Our biggest sale of the season',
      'Just dropped: the linen collection',
    ],
    bodies: [
      'Shop the latest styles, hand-picked by our team this week.',
      'Up to 50% off sitewide, this weekend only. Free shipping over $50.',
      'Read the journal: five ways to style a linen shirt.',
    ],
  },
};

const BRANDS = ['Juniper & Co', 'Northwind', 'Acme Outdoors', 'Lumen Beauty', 'Harbor Home', 'Fable Kids'];
const NAMES = ['Sam', 'Alex', 'Jordan', 'Riley', 'Casey'];
const PRODUCTS = ['the Trail Jacket', 'Linen Shirt', 'the Everyday Tote', 'Glow Serum', 'Oak Side Table'];

export type LabelledEmail = { input: SuggestionInput; type: ClassificationType };

/** `perType` emails of each templated type, the same for the same seed. */
export function labelledEmails(perType: number, seed: number): LabelledEmail[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const fill = (text: string) =>
    text
      .replace('{brand}', pick(BRANDS))
      .replace('{name}', pick(NAMES))
      .replace('{product}', pick(PRODUCTS))
      .replace('{number}', String(100000 + Math.floor(random() * 900000)));
  const out: LabelledEmail[] = [];
  for (const [type, { subjects, bodies }] of Object.entries(TEMPLATES) as Array<
    [ClassificationType, { subjects: string[]; bodies: string[] }]
  >) {
    for (let i = 0; i < perType; i++) {
      const brand = pick(BRANDS);
      // As in real mail, some say their type only in the body, some only in the subject.
      const generic = TEMPLATES.miscellaneous!;
      const subject = random() < 0.2 ? pick(generic.subjects) : pick(subjects);
      const lead = random() < 0.2 ? pick(generic.bodies) : pick(bodies);
      const body = `${fill(lead)}\n\n${fill(pick(generic.bodies))}\nUnsubscribe · Preferences · ${brand}, 1 Main St`;
      out.push({
        type,
        input: {
          subject: fill(subject),
          preheader: random() < 0.5 ? fill(pick(bodies)).slice(0, 90) : null,
          body,
          fromAddress: `hello@${brand.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
        },
      });
    }
  }
  return out;
}
