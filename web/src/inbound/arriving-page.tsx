import { INBOUND_FILTERS, type InboundMessage } from '@tracker/core/inbound';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { errorMessage } from '../api/error-message';
import { queryKeys } from '../api/query-keys';
import type { Command } from '../ui/commands/command-registry';
import { useCommands } from '../ui/commands/commands-context';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DataTable } from '../ui/data-table/data-table';
import { DataTableFilters } from '../ui/data-table/data-table-filters';
import { DataTablePagination } from '../ui/data-table/data-table-pagination';
import { DataTableToolbar } from '../ui/data-table/data-table-toolbar';
import { useListScreen } from '../ui/data-table/use-list-screen';
import { RecentTime } from '../ui/recent-time';
import { useNow } from '../ui/use-now';
import { inboundColumns, inboundHref } from './columns';
import { ARRIVING_PARAMS, arrivingListQuery } from './first-queries';
import { canRetry, queueSummary, retryAllQuestion } from './inbound-labels';
import { useInboundRetry } from './mutations';
import { inboundQueries } from './queries';
import './arriving.css';

const messageId = (message: InboundMessage) => message.id;
const messageLabel = (message: InboundMessage) =>
  `${message.attributes.subject || '(no subject)'} to ${message.attributes.recipient}, ${message.attributes.state}`;

/** The queue's depth, its failures and the latest message's time, refreshed with the list. */
function StatusLine({ now }: { now: Date }) {
  const status = useQuery(inboundQueries.status());
  if (!status.data) return <p className="arriving-status muted">{status.error ? errorMessage(status.error) : 'Loading the queue…'}</p>;
  const attributes = status.data.data.attributes;
  const { depth, failures } = queueSummary(attributes);
  return (
    <p className="arriving-status" aria-label="Queue status">
      <span>{depth}</span>
      <span data-tone={attributes.messages.failed > 0 ? 'bad' : undefined}>{failures}</span>
      <span>
        Last message{' '}
        {attributes.last_received_at ? (
          <RecentTime value={attributes.last_received_at} now={now} />
        ) : (
          <span className="muted">none yet</span>
        )}
      </span>
    </p>
  );
}

/**
 * Mail processed since the screen last looked may have added emails to registrations, addresses
 * and companies: their cached copies are refreshed when the processed count grows.
 */
function useRefreshOnProcessed() {
  const queryClient = useQueryClient();
  const status = useQuery(inboundQueries.status());
  const processed = status.data?.data.attributes.messages.processed;
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (processed === undefined) return;
    if (seen.current !== undefined && processed > seen.current) {
      for (const key of [queryKeys.registrations, queryKeys.addresses, queryKeys.companies, queryKeys.emails])
        void queryClient.invalidateQueries({ queryKey: key });
    }
    seen.current = processed;
  }, [processed, queryClient]);
  return status.data?.data.attributes.messages.failed ?? 0;
}

/** /arriving: the latest inbound messages, newest first, live; open, retry one, retry all failed. */
export function ArrivingPage() {
  const now = useNow(5_000);
  const { filters, list } = useListScreen({ id: 'arriving', filters: INBOUND_FILTERS, params: ARRIVING_PARAMS, query: arrivingListQuery });
  const columns = useMemo(() => inboundColumns(now), [now]);
  const failed = useRefreshOnProcessed();
  const { retryOne, retryFailed } = useInboundRetry();
  const [active, setActive] = useState<InboundMessage | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [said, setSaid] = useState<string | null>(null);

  async function retry(message: InboundMessage) {
    try {
      await retryOne(message.id);
      setSaid(`Queued “${message.attributes.subject || '(no subject)'}” again.`);
    } catch (error) {
      setSaid(errorMessage(error));
    }
  }

  const commands: Command[] = [
    {
      id: 'arriving.retry-failed',
      title: 'Retry all failed mail',
      group: 'Arriving',
      shortcut: 'shift+r',
      keywords: ['inbound', 'queue', 'reprocess'],
      perform: () => (failed > 0 ? setConfirming(true) : setSaid('No message has failed.')),
    },
  ];
  if (active && canRetry(active))
    commands.push({
      id: 'arriving.retry',
      title: 'Retry this message',
      group: 'Arriving',
      shortcut: 'r',
      perform: () => void retry(active),
    });
  useCommands(commands);

  const question = retryAllQuestion(failed);
  return (
    <section className="arriving-page">
      <header className="screen-header">
        <h1>Arriving</h1>
        <div className="screen-actions">
          <button type="button" disabled={failed === 0} onClick={() => setConfirming(true)}>
            Retry all failed
          </button>
        </div>
      </header>
      <StatusLine now={now} />
      {said && (
        <p role="status" className="arriving-said">
          {said}
        </p>
      )}
      <DataTableToolbar>
        <DataTableFilters {...filters} line={['recipient']} search="recipient" />
      </DataTableToolbar>
      <DataTable
        label="Arriving"
        keys="arriving.table"
        list={list}
        columns={columns}
        getRowId={messageId}
        rowLabel={messageLabel}
        rowHref={inboundHref}
        onActiveChange={setActive}
        empty={
          <>
            No message matches. <Link href="/registrations">Registrations</Link> list the inboxes mail is sent to.
          </>
        }
      />
      <DataTablePagination list={list} noun={['message', 'messages']} />
      {confirming && question && (
        <ConfirmDialog
          title="Retry all failed mail"
          message={question}
          confirmLabel="Retry all"
          onConfirm={async () => {
            const retried = await retryFailed();
            setSaid(retried === 1 ? 'Queued 1 message again.' : `Queued ${retried} messages again.`);
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
