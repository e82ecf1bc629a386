import type { ClassificationType, TechnologyType } from '@tracker/core';
import { SUBJECTS } from '../demo/subjects';

/** First halves of brand names; "harbor" and friends make a `q=harbor` select a realistic few. */
export const BRAND_FIRST = [
  'harbor', 'juniper', 'maple', 'cedar', 'willow', 'summit', 'coastal', 'urban', 'golden', 'silver',
  'north', 'blue', 'red', 'green', 'bright', 'little', 'grand', 'wild', 'true', 'pure',
  'happy', 'modern', 'classic', 'velvet', 'copper', 'iron', 'river', 'ocean', 'meadow', 'prairie',
  'sunny', 'lunar', 'stellar', 'alpine', 'desert', 'island', 'city', 'village', 'royal', 'noble',
  'honest', 'simple', 'bold', 'clever', 'gentle', 'swift', 'quiet', 'lucky', 'fresh', 'sweet',
] as const;

export const BRAND_SECOND = [
  'goods', 'supply', 'outfitters', 'apparel', 'home', 'kitchen', 'beauty', 'labs', 'studio', 'market',
  'co', 'collective', 'threads', 'living', 'pets', 'coffee', 'tea', 'wellness', 'fitness', 'travel',
  'books', 'toys', 'garden', 'jewelry', 'shoes', 'bags', 'skincare', 'foods', 'wine', 'bikes',
] as const;

export const TAGS = [
  'dtc', 'sms', 'luxury', 'subscription', 'marketplace', 'fashion', 'beauty', 'home', 'food', 'travel',
  'fitness', 'pets', 'kids', 'b2b', 'nonprofit', 'media', 'sustainable', 'enterprise', 'startup', 'seasonal',
] as const;

/** Technologies companies run, with their kind (the same names the demo data uses). */
export const TECHNOLOGIES: ReadonlyArray<readonly [string, TechnologyType]> = [
  ['Klaviyo', 'esp'], ['Mailchimp', 'esp'], ['Braze', 'esp'], ['Iterable', 'esp'], ['Salesforce Marketing Cloud', 'esp'],
  ['Omnisend', 'esp'], ['Customer.io', 'esp'], ['HubSpot', 'esp'], ['SendGrid', 'smtpaas'], ['Mailgun', 'smtpaas'],
  ['Amazon SES', 'smtpaas'], ['Postmark', 'smtpaas'], ['Google Analytics', 'analytics'], ['Segment', 'analytics'],
  ['Mixpanel', 'analytics'], ['Meta Pixel', 'advertising'], ['Google Ads', 'advertising'], ['TikTok Pixel', 'advertising'],
  ['Shopify', 'content'], ['WordPress', 'content'], ['Webflow', 'content'], ['Magento', 'content'], ['Attentive', 'misc'],
  ['Yotpo', 'misc'], ['Gorgias', 'misc'], ['Recharge', 'misc'],
];

export const FIRST_NAMES = [
  'Ava', 'Liam', 'Mia', 'Noah', 'Zoe', 'Ethan', 'Ivy', 'Lucas', 'Nora', 'Owen',
  'Ruby', 'Mateo', 'Chloe', 'Leo', 'Maya', 'Eli', 'Grace', 'Kai', 'Lena', 'Sam',
] as const;

export const LAST_NAMES = ['Smith', 'Garcia', 'Chen', 'Patel', 'Kim', 'Nguyen', 'Brown', 'Lopez', 'Walker', 'Rossi'] as const;

export const CITIES: ReadonlyArray<readonly [city: string, region: string, country: string]> = [
  ['New York', 'NY', 'US'], ['Austin', 'TX', 'US'], ['Seattle', 'WA', 'US'], ['London', 'England', 'GB'],
  ['Manchester', 'England', 'GB'], ['Toronto', 'ON', 'CA'], ['Vancouver', 'BC', 'CA'], ['Sydney', 'NSW', 'AU'],
];

export const SENDER_LOCALS = ['hello', 'news', 'team', 'info', 'offers', 'orders', 'no-reply'] as const;

export const SEASONS = ['spring', 'summer', 'fall', 'winter', 'holiday'] as const;

/** Sentences email bodies are made of; {brand} is filled in. */
export const BODY_SENTENCES = [
  'Shop the new arrivals before they sell out.',
  'Our bestsellers are back in stock in every size.',
  'Free shipping on every order over $50 this week.',
  'Use the code at checkout to save on your next order.',
  'Thanks for being part of the {brand} community.',
  'Your cart is saved, complete your order whenever you are ready.',
  'Track your package from the link in your account.',
  'We picked these styles just for you.',
  'Members get early access to the seasonal sale.',
  'Tell us what you think and get a reward.',
  'Refer a friend and you both get a discount.',
  'Your subscription renews soon; skip or pause any time.',
  'Read the story behind our latest collection.',
  'Limited edition colors are here for a short time.',
  'Questions? Reply to this email and our team will help.',
  'Upgrade your plan and save on a whole year.',
  'Book your trip today, prices for your dates may change.',
  'Confirm your email address to finish signing up.',
  'Happy birthday from all of us at {brand}.',
  'We miss you; here is a little something to come back.',
] as const;

/** Every demo subject line with its classification, flattened, so a subject's index tells its type. */
export const SUBJECT_LINES: ReadonlyArray<readonly [subject: string, type: ClassificationType]> = Object.entries(SUBJECTS).flatMap(
  ([type, subjects]) => subjects.map((subject) => [subject, type as ClassificationType] as const),
);
