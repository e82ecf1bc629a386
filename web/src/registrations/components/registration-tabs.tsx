import { Link } from 'wouter';
import type { Command } from '../../ui/commands/command-registry';
import { isOneOf } from '../../ui/is-one-of';

/** The relationship routes of a registration (/registrations/{id}/{relationship}), spec section 3. */
const REGISTRATION_RELATIONSHIPS = ['address', 'company', 'journeys'] as const;
type RegistrationRelationship = (typeof REGISTRATION_RELATIONSHIPS)[number];

export const isRegistrationRelationship = (value: string | undefined): value is RegistrationRelationship =>
  isOneOf(REGISTRATION_RELATIONSHIPS, value);

const TABS: readonly { relationship: RegistrationRelationship | undefined; title: string }[] = [
  { relationship: undefined, title: 'Review' },
  { relationship: 'address', title: 'Address' },
  { relationship: 'company', title: 'Company' },
  { relationship: 'journeys', title: 'Journeys' },
];

const tabHref = (id: string, relationship: RegistrationRelationship | undefined) =>
  relationship ? `/registrations/${id}/${relationship}` : `/registrations/${id}`;

/** Links to the review and to each relationship of the registration; the current one is marked. */
export function RegistrationTabs({ id, current }: { id: string; current: RegistrationRelationship | undefined }) {
  return (
    <nav className="registration-tabs" aria-label="Registration sections">
      {TABS.map((tab) => (
        <Link key={tab.title} href={tabHref(id, tab.relationship)} aria-current={tab.relationship === current ? 'page' : undefined}>
          {tab.title}
        </Link>
      ))}
    </nav>
  );
}

/** A command per tab: t then its number (t 1 review, t 2 address ...). */
export function registrationTabCommands(id: string, navigate: (path: string) => void): Command[] {
  return TABS.map((tab, index) => ({
    id: `registration.tab.${tab.title.toLowerCase()}`,
    title: `Show ${tab.title.toLowerCase()}`,
    group: 'Registration',
    shortcut: ['t', String(index + 1)],
    keywords: ['tab'],
    perform: () => navigate(tabHref(id, tab.relationship)),
  }));
}
