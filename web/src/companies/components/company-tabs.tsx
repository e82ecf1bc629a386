import { Link } from 'wouter';
import type { Command } from '../../ui/commands/command-registry';

/** The relationship routes of a company (/companies/{id}/{relationship}). */
export const COMPANY_RELATIONSHIPS = ['journeys', 'groups', 'emails'] as const;
export type CompanyRelationship = (typeof COMPANY_RELATIONSHIPS)[number];

const TABS: readonly { relationship: CompanyRelationship | undefined; title: string }[] = [
  { relationship: undefined, title: 'Details' },
  { relationship: 'journeys', title: 'Journeys' },
  { relationship: 'groups', title: 'Groups' },
  { relationship: 'emails', title: 'Emails' },
];

/** Links to the company's details and its relationships; the current one is marked. */
export function CompanyTabs({ id, current }: { id: string; current: CompanyRelationship | undefined }) {
  return (
    <nav className="company-tabs" aria-label="Company sections">
      {TABS.map((tab) => (
        <Link
          key={tab.title}
          href={tab.relationship ? `/companies/${id}/${tab.relationship}` : `/companies/${id}`}
          aria-current={tab.relationship === current ? 'page' : undefined}
        >
          {tab.title}
        </Link>
      ))}
    </nav>
  );
}

/** A command per tab: t then its number (t 1 details, t 2 journeys ...). */
export function companyTabCommands(id: string, navigate: (path: string) => void): Command[] {
  return TABS.map((tab, index) => ({
    id: `company.tab.${tab.title.toLowerCase()}`,
    title: `Show ${tab.title.toLowerCase()}`,
    group: 'Company',
    shortcut: ['t', String(index + 1)],
    keywords: ['tab'],
    perform: () => navigate(tab.relationship ? `/companies/${id}/${tab.relationship}` : `/companies/${id}`),
  }));
}
