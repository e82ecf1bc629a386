export type StreetAddress = {
  lineOne: string;
  lineTwo: string;
  city: string;
  region: string;
  country: string;
  postalCode: string;
  telephone: string;
};

export const STREET_ADDRESS_PRESET_NAMES = ['newyork', 'uk', 'ca', 'au'] as const;
export type StreetAddressPresetName = (typeof STREET_ADDRESS_PRESET_NAMES)[number];

/** Ready-made persona addresses, one per market the business signs up in. */
export const STREET_ADDRESS_PRESETS: Record<StreetAddressPresetName, StreetAddress> = {
  newyork: {
    lineOne: '350 Fifth Avenue',
    lineTwo: 'Apt 21B',
    city: 'New York',
    region: 'NY',
    country: 'US',
    postalCode: '10118',
    telephone: '+1 212 555 0142',
  },
  uk: {
    lineOne: '10 Downing Lane',
    lineTwo: '',
    city: 'London',
    region: 'Greater London',
    country: 'GB',
    postalCode: 'SW1A 2AA',
    telephone: '+44 20 7946 0321',
  },
  ca: {
    lineOne: '290 Bremner Blvd',
    lineTwo: 'Unit 1204',
    city: 'Toronto',
    region: 'ON',
    country: 'CA',
    postalCode: 'M5V 3L9',
    telephone: '+1 416 555 0178',
  },
  au: {
    lineOne: '2 Macquarie Street',
    lineTwo: '',
    city: 'Sydney',
    region: 'NSW',
    country: 'AU',
    postalCode: '2000',
    telephone: '+61 2 5550 1234',
  },
};

export const ADDRESS_EVENT_GROUPS = ['Account registration', 'Abandon', 'Error', 'Confirmation', 'Subscription commerce', 'Other'] as const;
export type AddressEventGroup = (typeof ADDRESS_EVENT_GROUPS)[number];

/** The events staff log on an address, by group; private events are internal notes. */
export const ADDRESS_EVENTS: ReadonlyArray<{ group: AddressEventGroup; name: string; private: boolean }> = [
  { group: 'Account registration', name: 'Created account', private: false },
  { group: 'Account registration', name: 'Subscribed to newsletter', private: false },
  { group: 'Account registration', name: 'Confirmed email address', private: false },
  { group: 'Account registration', name: 'Completed profile', private: false },
  { group: 'Abandon', name: 'Abandoned cart', private: false },
  { group: 'Abandon', name: 'Abandoned browse', private: false },
  { group: 'Abandon', name: 'Abandoned booking', private: false },
  { group: 'Abandon', name: 'Abandoned subscription', private: false },
  { group: 'Error', name: 'Signup form failed', private: true },
  { group: 'Error', name: 'Captcha blocked signup', private: true },
  { group: 'Error', name: 'No confirmation received', private: true },
  { group: 'Confirmation', name: 'Placed order', private: false },
  { group: 'Confirmation', name: 'Received order confirmation', private: false },
  { group: 'Subscription commerce', name: 'Started trial', private: false },
  { group: 'Subscription commerce', name: 'Cancelled subscription', private: false },
  { group: 'Subscription commerce', name: 'Renewed subscription', private: false },
  { group: 'Other', name: 'Unsubscribed', private: false },
  { group: 'Other', name: 'Note', private: true },
];

/** Personas are about this old by default. */
export const PERSONA_DEFAULT_AGE_YEARS = 28;

/** Sample passwords staff type into signup forms; a persona's is picked by its address id. */
export const SAMPLE_PASSWORDS = ['Tracker!Signup24', 'Inbox#Persona88', 'Welcome$Mail31', 'Letter%Box57'] as const;

/** Persona names are drawn from these. */
export const PERSONA_FIRST_NAMES = [
  'Avery',
  'Blake',
  'Cameron',
  'Dana',
  'Elliot',
  'Frankie',
  'Gray',
  'Hayden',
  'Jamie',
  'Kendall',
  'Logan',
  'Morgan',
  'Noel',
  'Parker',
  'Quinn',
  'Reese',
  'Sawyer',
  'Taylor',
  'Rowan',
  'Skyler',
] as const;
export const PERSONA_LAST_NAMES = [
  'Adams',
  'Brooks',
  'Carter',
  'Dalton',
  'Ellis',
  'Fischer',
  'Garner',
  'Hughes',
  'Irving',
  'Jensen',
  'Keller',
  'Lawson',
  'Mercer',
  'Nolan',
  'Owens',
  'Porter',
  'Ramsey',
  'Sutton',
  'Turner',
  'Walsh',
] as const;

export const ADDRESS_EVENT_DELETE_CONFIRMATION = 'Are you sure you want to delete this event?';

/** Address lists and their search: newest first. */
export const ADDRESSES_PAGE_SIZE = 25;
/** The received emails an address document carries, newest first. */
export const ADDRESS_EMAILS_LIMIT = 100;
