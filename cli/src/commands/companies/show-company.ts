import type { Company } from '@tracker/core';
import type { Context } from '../../context/create-context';
import { NotFoundError, UsageError } from '../../errors/cli-error';
import type { KeyValue } from '../../ui/key-values';

/** A company by id (`getCompany`), else by domain or name through the lookup, as the console's search does. */
export async function showCompany(context: Context, idOrDomain: string): Promise<void> {
  const wanted = idOrDomain.trim();
  if (!wanted) throw new UsageError('Give a company id or domain, e.g. trackctl companies show acme.com');
  const api = context.api();
  let document: { data: Company | null };
  try {
    document = /^\d+$/.test(wanted)
      ? await api.request('getCompany', { params: { id: wanted } })
      : await api.request('lookupCompany', { query: { q: wanted } });
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound(wanted, error);
    throw error;
  }
  if (!document.data) throw notFound(wanted);
  if (context.settings.json) {
    context.ui.renderJson(document);
    return;
  }
  await context.ui.renderKeyValues(companyDetails(document.data));
}

function notFound(wanted: string, cause?: NotFoundError): NotFoundError {
  const search = /^\d+$/.test(wanted)
    ? 'Find its id by name or domain: trackctl companies list --q <text>'
    : `Search by name or domain: trackctl companies list --q ${JSON.stringify(wanted)}`;
  return new NotFoundError(cause?.message ?? `No company matches "${wanted}".`, { nextStep: search, cause });
}

/** Every field of a company as `key  value` lines, with its technologies and its health per journey type. */
function companyDetails(company: Company): KeyValue[] {
  const a = company.attributes;
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  const list = (values: readonly string[]) => values.join(', ');
  return [
    { key: 'id', value: company.id },
    { key: 'name', value: a.name },
    { key: 'domain', value: a.domain_name },
    { key: 'state', value: a.state },
    { key: 'type', value: a.type },
    { key: 'url', value: a.url },
    { key: 'website', value: a.websiteUrl },
    { key: 'signup url', value: a.signup_url },
    { key: 'good fit', value: yesNo(a.good_fit) },
    { key: 'featured', value: yesNo(a.featured) },
    { key: 'subscription', value: yesNo(a.subscription) },
    { key: 'premium', value: yesNo(a.premium) },
    { key: 'prioritized', value: yesNo(a.prioritized) },
    { key: 'tracked', value: a.tracked_count },
    { key: 'emails', value: a.approximate_emails },
    { key: 'first email', value: a.first_email_sent_at },
    { key: 'emails a week', value: a.frequency },
    { key: 'tags', value: list(a.tags) },
    { key: 'clearbit tags', value: list(a.clearbit_tags) },
    { key: 'verticals', value: list(a.verticals.map((v) => v.name)) },
    { key: 'technologies', value: list(a.technologies.map((t) => `${t.name} (${t.type})`)) },
    { key: 'health' },
    ...Object.entries(a.journey_health).map(([type, health]) => ({ key: type, value: health ?? 'healthy', indent: true })),
    { key: 'description', value: a.description ?? 'No description available' },
    { key: 'notes', value: a.notes },
    { key: 'logo', value: a.logo_url },
    { key: 'created', value: a.created_at },
    { key: 'updated', value: a.updated_at },
  ];
}
