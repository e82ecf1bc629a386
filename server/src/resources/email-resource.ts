import {
  EmailAuthentication,
  EmailUnsubscribe,
  PLATFORM_LABELS,
  isStuck,
  type Email,
  type EmailDetail,
  type EmailPlatform,
} from '@tracker/core';
import type { EmailDetailRow, EmailRow, EmailWithClassifications } from '../repositories/emails-repository';
import type { SuggestionRow } from '../repositories/suggestions-repository';

/** An email as lists and the search answer it, with every classification (score 0 or 1). */
export function emailResource({ email: e, classifications }: EmailWithClassifications): Email {
  return {
    id: String(e.id),
    type: 'emails',
    attributes: {
      guid: e.guid,
      subject: e.subject,
      from_name: e.fromName,
      from_address: e.fromAddress,
      private: e.private,
      visible: e.visible,
      processed: e.processed,
      animated: e.animated,
      mobile_optimized: e.mobileOptimized,
      sent_at: e.sentAt.toISOString(),
      updated_at: e.updatedAt.toISOString(),
      company_id: e.companyId,
      journey_id: e.journeyId,
      // The table's check constraint keeps scores to 0 and 1.
      classifications: classifications.map((c) => ({ type: c.type, score: c.score === 1 ? 1 : 0, source: c.source, labeled: c.labeled })),
      confirmation_url: e.confirmationUrl,
    },
  };
}

/** An email as its screen reads it: with its lists, whether it is stuck, where its raw content is, and its suggestions. */
export function emailDetailResource(
  row: EmailDetailRow,
  assets: { rendered: string | null; mime: string | null },
  now: Date,
  suggestions: readonly SuggestionRow[],
): EmailDetail {
  const email = emailResource(row);
  return {
    ...email,
    attributes: {
      ...email.attributes,
      lists: row.lists.map((l) => ({ id: String(l.id), name: l.name, admin: l.admin })),
      stuck: isStuck(email.attributes, now),
      rendered_url: assets.rendered,
      mime_url: assets.mime,
      size: row.size,
      suggestions: suggestions.map((s) => ({
        type: s.type,
        score: s.score,
        source: 'suggested',
        origin: s.origin,
        model_version: s.modelVersion,
      })),
      platform: platformOf(row.email),
      // jsonb keeps keys in its own order: read back through the schema, in the contract's.
      authentication: row.email.authentication && EmailAuthentication.parse(row.email.authentication),
      unsubscribe: row.email.unsubscribe && EmailUnsubscribe.parse(row.email.unsubscribe),
    },
  };
}

/** The platform detected for an email, named as core names it; null when nothing said (or an id core no longer knows). */
function platformOf(email: EmailRow): EmailPlatform | null {
  if (!email.platform || !(email.platform in PLATFORM_LABELS)) return null;
  return {
    id: email.platform,
    name: PLATFORM_LABELS[email.platform],
    confidence: email.platformConfidence ?? 0,
    signals: email.platformSignals ?? [],
  };
}
