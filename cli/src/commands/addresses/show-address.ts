import type { Context } from '../../context/create-context';
import { formatKeyValues } from '../../ui/key-values';

/** An address as key/value lines: the persona staff copy into a signup form, then its events; the document with --json. */
export async function showAddress(context: Context, id: string): Promise<void> {
  const document = await context.api().request('getAddress', { params: { id } });
  if (context.settings.json) {
    context.ui.renderJson(document);
    return;
  }
  const a = document.data.attributes;
  const street = a.streetAddress;
  const name = [a.first_name, a.last_name].filter(Boolean).join(' ');
  context.io.stdout.write(
    formatKeyValues([
      { key: 'id', value: document.data.id },
      { key: 'address', value: a.email_address },
      { key: 'company', value: a.company_name === null ? null : `${a.company_name} (${a.company_id})` },
      { key: 'journey', value: a.journey_type },
      { key: 'description', value: a.description },
      { key: 'persona' },
      { key: 'name', value: name || null, indent: true },
      { key: 'birthdate', value: a.birthdate, indent: true },
      { key: 'password', value: a.password, indent: true },
      { key: 'street', value: [street.lineOne, street.lineTwo].filter(Boolean).join(', ') || null, indent: true },
      { key: 'city', value: [street.city, street.region, street.postalCode].filter(Boolean).join(', ') || null, indent: true },
      { key: 'country', value: street.country || null, indent: true },
      { key: 'telephone', value: street.telephone || null, indent: true },
      { key: 'emails', value: a.emails_count },
      { key: 'visible', value: a.visible ? 'yes' : 'no' },
      { key: 'private', value: a.private ? 'yes' : 'no' },
      { key: 'events', value: a.events.map((e) => `${e.occurred_at.slice(0, 10)}  ${e.description}`).join('\n') || null },
    ]),
  );
}
