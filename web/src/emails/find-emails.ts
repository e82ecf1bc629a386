import { emailsEndpoints, type Email } from '@tracker/core/emails';
import { abortableApi } from '../api/abortable-api';
import type { SearchResult } from '../ui/commands/command-registry';

const PALETTE_RESULTS = 10;

const toResult = (email: Email): SearchResult => ({
  id: email.attributes.guid,
  title: email.attributes.subject || '(no subject)',
  detail: email.attributes.from_address ?? undefined,
  href: `/emails/${encodeURIComponent(email.attributes.guid)}`,
});

/** The palette's email search: the newest matches of the full-text search, each opening its screen. */
export async function findEmails(text: string, signal: AbortSignal): Promise<SearchResult[]> {
  const found = await abortableApi(signal).request(emailsEndpoints.searchEmails, { query: { search: text, size: PALETTE_RESULTS } });
  return found.data.map(toResult);
}

/** The palette's 'Open email by guid…'. */
export async function findEmailByGuid(text: string, signal: AbortSignal): Promise<SearchResult[]> {
  const guid = text.trim();
  if (!guid) return [];
  const found = await abortableApi(signal).request(emailsEndpoints.listEmailsJson, { query: { guid } });
  return found.data.map(toResult);
}
