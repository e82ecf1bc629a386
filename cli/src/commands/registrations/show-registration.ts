import type { Registration } from '@tracker/core';
import type { Context } from '../../context/create-context';
import { UsageError } from '../../errors/cli-error';
import { valueText } from '../../ui/cell-text';
import { formatKeyValues, type KeyValue } from '../../ui/key-values';

/** A registration's document, with the users it names (its assignees) included. */
type Document = { data: Registration; included?: Array<{ id: string; type: string; attributes: Record<string, unknown> }> };

export async function showRegistration(context: Context, id: string): Promise<void> {
  if (!/^\d+$/.test(id)) throw new UsageError('Give a registration id, e.g. trackctl registrations show 12');
  const document = await context.api().request('getRegistration', { params: { id } });
  print(context, document);
}

export function print(context: Context, document: Document): void {
  if (context.settings.json) {
    context.ui.renderJson(document);
    return;
  }
  context.io.stdout.write(formatKeyValues(details(document)));
}

/** The registration, its persona (what staff paste into the signup form) and its events. */
export function details(document: Document): KeyValue[] {
  const r = document.data.attributes;
  const address = document.included?.find((i) => i.type === 'addresses')?.attributes;
  const street = (address?.streetAddress ?? {}) as Record<string, string>;
  const events = (address?.events ?? []) as Array<{ occurred_at: string; description: string; private: boolean }>;
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return [
    { key: 'id', value: document.data.id },
    { key: 'status', value: r.status },
    { key: 'company', value: `${r.company_name} (${r.company_id})${r.company_invalid ? ', invalid' : ''}` },
    { key: 'type', value: r.type },
    { key: 'assignee', value: r.assignee_email ?? 'nobody' },
    { key: 'prioritized', value: r.prioritized ? 'yes' : 'no' },
    { key: 'emails', value: r.emails_count },
    { key: 'persona' },
    { key: 'email', value: text(address?.email_address), indent: true },
    { key: 'password', value: text(address?.password), indent: true },
    { key: 'name', value: [address?.first_name, address?.last_name].filter(Boolean).join(' '), indent: true },
    { key: 'birthdate', value: text(address?.birthdate), indent: true },
    {
      key: 'address',
      value: [street.lineOne, street.lineTwo, street.city, street.region, street.postalCode, street.country].filter(Boolean).join(', '),
      indent: true,
    },
    { key: 'telephone', value: street.telephone ?? null, indent: true },
    { key: 'events' },
    ...events.map((e) => ({ key: valueText(e.occurred_at), value: `${e.description}${e.private ? ' (private)' : ''}`, indent: true })),
  ];
}
