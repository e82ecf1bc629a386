/**
 * The values `--help` lists for the companies and groups flags. Help must start without loading
 * @tracker/core (see the README), so these copy core's `as const` arrays; what a command is given is
 * still checked against core's own schemas when it runs, and choices.test.ts fails when a copy drifts.
 */
export const HELP_CHOICES = {
  journeyHealths: ['expired', 'dormant', 'new'],
  journeyTypes: ['email_subscriber', 'cart_abandoner', 'browse_abandoner', 'purchaser', 'custom'],
  companyTypes: ['brand', 'retailer', 'marketplace', 'publisher', 'nonprofit'],
  companySortFields: ['name', 'domain_name', 'created_at', 'updated_at', 'tracked_count', 'approximate_emails', 'first_email_sent_at'],
  groupSortFields: ['name', 'created_at', 'updated_at', 'companies_count'],
} as const;

/** `a, b or c`, for help text. */
export function oneOf(values: readonly string[]): string {
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}
