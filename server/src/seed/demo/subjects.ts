import type { ClassificationType, JourneyType } from '@tracker/core';

/** Subject lines by classification; {brand}, {first} and {pct} are filled in. */
export const SUBJECTS: Record<ClassificationType, string[]> = {
  double_optin: [
    'Please confirm your subscription',
    'One more step: confirm your email',
    '{first}, confirm your email to unlock {pct}% off',
  ],
  welcome: [
    'Welcome to {brand}, {first}!',
    "You're in! Here's {pct}% off your first order",
    'Welcome to the {brand} family',
    'Hello from {brand} 👋',
  ],
  onboarding: [
    'Getting started with {brand}',
    '3 things to know about {brand}',
    'Meet our bestsellers',
    'How we make every product',
    'Your guide to {brand}',
  ],
  birthday: ['Happy birthday, {first}! A gift inside 🎁', 'Your birthday treat is here', '{pct}% off for your birthday month'],
  cart_abandon: [
    'You left something behind',
    'Still thinking it over?',
    'Your cart is waiting, {first}',
    'Items in your cart are selling fast',
    'Complete your order for {pct}% off',
  ],
  booking_abandon: ['Your trip is almost booked', 'Prices for your dates may change soon', 'Still planning your getaway?'],
  subscription_abandon: ['Finish setting up your subscription', 'Your first box is one click away', 'Forgot something? Your plan is saved'],
  browse_abandon: ['Still looking?', 'Take another look, {first}', 'Picked out just for you', 'We saved your favourites'],
  order_confirmation: ['Order confirmed: #{order}', 'Thanks for your order, {first}!', 'We got your order'],
  purchase_receipt: ['Your receipt from {brand}', 'Receipt for order #{order}'],
  thank_you: ['Thank you for shopping with us', 'A little thank-you from {brand}', 'Thanks for being here, {first}'],
  shipping_confirmation: ['Your order is on its way', 'Shipped! Track your package', 'Good news: order #{order} has shipped'],
  delivery_confirmation: ['Your order has been delivered', 'Delivered: how does it look?', 'Your package arrived'],
  refer_a_friend: ['Give {pct}%, get {pct}%', 'Share {brand} with a friend', 'Friends get {pct}% off, you get rewards'],
  product_review: [
    'How did we do?',
    'Tell us what you think, {first}',
    'Review your recent purchase',
    'Rate your order and get {pct}% off',
  ],
  trial: ['Your free trial has started', '7 days left in your trial', 'Your trial ends tomorrow'],
  subscription_reminder: ['Your next box ships soon', 'Upcoming renewal reminder', 'Skip, swap or pause your next order'],
  retention: ["We've missed you, {first}", 'Your membership perks this month', "Here's what's new since you joined"],
  subscription_upsell: ['Upgrade and save {pct}%', 'Go annual, get 2 months free', 'Unlock premium for {first}'],
  cancellation: ['Your subscription has been cancelled', "We're sorry to see you go", 'Cancellation confirmed'],
  winback: ['Come back for {pct}% off', 'It’s been a while, {first}', 'A special offer to welcome you back', 'We want you back'],
  miscellaneous: [
    'New arrivals just dropped',
    'The {season} edit is here',
    'Bestsellers are back in stock',
    'Up to {pct}% off this weekend only',
    'Free shipping ends tonight',
    'Our {season} lookbook',
    'Just in: limited edition colors',
    'Last chance: sale ends at midnight',
    'The gift guide is here',
    'Members get early access',
  ],
};

/** What a journey of each type receives, in order; miscellaneous promotions fill the rest. */
export const JOURNEY_SEQUENCES: Record<JourneyType, ClassificationType[]> = {
  email_subscriber: ['double_optin', 'welcome', 'onboarding', 'onboarding', 'refer_a_friend', 'birthday'],
  cart_abandoner: ['welcome', 'cart_abandon', 'cart_abandon', 'cart_abandon', 'winback'],
  browse_abandoner: ['welcome', 'browse_abandon', 'browse_abandon', 'onboarding'],
  purchaser: [
    'order_confirmation',
    'purchase_receipt',
    'shipping_confirmation',
    'delivery_confirmation',
    'product_review',
    'thank_you',
    'refer_a_friend',
  ],
  custom: [
    'trial',
    'trial',
    'subscription_reminder',
    'subscription_upsell',
    'subscription_abandon',
    'retention',
    'cancellation',
    'winback',
    'booking_abandon',
  ],
};

/** Classifications often added beside the main one. */
export const SECONDARY: Partial<Record<ClassificationType, ClassificationType[]>> = {
  welcome: ['onboarding', 'double_optin'],
  onboarding: ['welcome', 'miscellaneous'],
  cart_abandon: ['browse_abandon', 'winback'],
  order_confirmation: ['purchase_receipt', 'thank_you'],
  purchase_receipt: ['order_confirmation'],
  shipping_confirmation: ['delivery_confirmation'],
  miscellaneous: ['retention', 'winback'],
  trial: ['onboarding', 'subscription_reminder'],
  winback: ['retention'],
};
