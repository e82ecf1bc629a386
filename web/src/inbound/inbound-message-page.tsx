import { INBOUND_STATE_LABELS } from '@tracker/core/inbound';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { errorMessage } from '../api/error-message';
import type { ScreenProps } from '../ui/area/area';
import { BackLink } from '../ui/back-link';
import { useCommands } from '../ui/commands/commands-context';
import { DetailLayout } from '../ui/detail-layout';
import { DetailScreenFallback } from '../ui/detail-screen-fallback';
import { formatDateTime } from '../ui/format-date';
import { InboundStateBadge } from './columns';
import { canRetry } from './inbound-labels';
import { useInboundRetry } from './mutations';
import { inboundQueries } from './queries';
import './arriving.css';

const SOURCE_LABELS = { smtp: 'SMTP', webhook: 'Webhook', ingest: 'trackctl ingest' } as const;

/** /arriving/{id}: one inbound message's envelope, state, attempts and last error, the email it became, and Retry. */
export function InboundMessagePage({ params }: ScreenProps) {
  const id = params.inbound_id ?? '';
  const message = useQuery(inboundQueries.detail(id));
  const { retryOne } = useInboundRetry();
  const [said, setSaid] = useState<string | null>(null);
  const data = message.data?.data;
  const retryable = data !== undefined && canRetry(data);

  async function retry() {
    try {
      await retryOne(id);
      setSaid('Queued for processing again.');
    } catch (error) {
      setSaid(errorMessage(error));
    }
  }

  useCommands(
    retryable ? [{ id: 'arriving.retry', title: 'Retry this message', group: 'Arriving', shortcut: 'r', perform: () => void retry() }] : [],
  );

  const back = <BackLink href="/arriving">Arriving</BackLink>;
  if (!data) return <DetailScreenFallback back={back} title="Inbound message" error={message.error} />;
  const a = data.attributes;
  const none = <span className="muted">—</span>;
  return (
    <DetailLayout
      back={back}
      title={a.subject || '(no subject)'}
      meta={<InboundStateBadge message={data} />}
      actions={
        retryable ? (
          <button type="button" onClick={() => void retry()}>
            Retry
          </button>
        ) : undefined
      }
      asideLabel="Envelope"
      aside={
        <dl className="inbound-envelope">
          <dt>Inbox</dt>
          <dd>{a.recipient}</dd>
          <dt>Sender</dt>
          <dd>{a.mail_from ?? none}</dd>
          <dt>Arrived by</dt>
          <dd>{SOURCE_LABELS[a.source]}</dd>
          <dt>From address</dt>
          <dd>{a.remote_address ?? none}</dd>
          <dt>Message-ID</dt>
          <dd>{a.message_id ?? none}</dd>
          <dt>Size</dt>
          <dd>{a.size.toLocaleString()} bytes</dd>
          <dt>SHA-256</dt>
          <dd>
            <code>{a.sha256}</code>
          </dd>
        </dl>
      }
    >
      {said && <p role="status">{said}</p>}
      <dl className="inbound-envelope" aria-label="Processing">
        <dt>State</dt>
        <dd>{INBOUND_STATE_LABELS[a.state]}</dd>
        <dt>Attempts</dt>
        <dd>{a.attempts}</dd>
        <dt>Received</dt>
        <dd>
          <time dateTime={a.received_at}>{formatDateTime(a.received_at)}</time>
        </dd>
        <dt>Processed</dt>
        <dd>{a.processed_at ? <time dateTime={a.processed_at}>{formatDateTime(a.processed_at)}</time> : none}</dd>
        <dt>Last error</dt>
        <dd>{a.last_error ? <span role="note">{a.last_error}</span> : none}</dd>
        <dt>Email</dt>
        <dd>{a.email_guid ? <Link href={`/emails/${encodeURIComponent(a.email_guid)}`}>Open the email it became</Link> : none}</dd>
      </dl>
    </DetailLayout>
  );
}
