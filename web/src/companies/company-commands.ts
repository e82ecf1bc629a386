import type { Company } from '@tracker/core/companies';
import type { Command } from '../ui/commands/command-registry';

/** The company's website: its URL as stored, else its domain over https. */
export function companyWebsite(company: Company): string {
  const { websiteUrl, url, domain_name } = company.attributes;
  const stored = websiteUrl ?? url;
  if (stored) return /^https?:\/\//i.test(stored) ? stored : `http://${stored}`;
  return `https://${domain_name}`;
}

/** Commands on one company, for its screen and the companies list's active row: open its website (o), copy its domain (y). */
export function companyCommands(company: Company | null | undefined): Command[] {
  if (!company) return [];
  return [
    {
      id: 'company.open-website',
      title: `Open ${company.attributes.domain_name}`,
      group: 'Company',
      shortcut: 'o',
      keywords: ['website', 'visit', 'browser'],
      perform: () => window.open(companyWebsite(company), '_blank', 'noopener,noreferrer'),
    },
    {
      id: 'company.copy-domain',
      title: 'Copy domain',
      group: 'Company',
      shortcut: 'y',
      keywords: ['clipboard', 'yank'],
      perform: () => void navigator.clipboard?.writeText(company.attributes.domain_name),
    },
  ];
}
