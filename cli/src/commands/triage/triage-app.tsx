import { Box, Static, Text, useApp, useInput } from 'ink';
import { useCallback, useEffect, useState } from 'react';
import type { Registration } from '@tracker/core';
import { ClaimRefused, type BulkChoice, type StatusChoice, type TriageApi, type TriageDetails } from './triage-api';

const STATUS_KEYS: Record<string, StatusChoice> = {
  '1': 'assigned',
  '2': 'classified',
  '3': 'ready',
  '4': 'error',
  '5': 'complete',
  '6': 'archived',
};
const BULK_KEYS: Record<string, { action: BulkChoice; label: string }> = {
  h: { action: 'hide', label: 'emails hidden' },
  v: { action: 'show', label: 'emails shown' },
  p: { action: 'private', label: 'emails made private' },
  u: { action: 'public', label: 'emails made public' },
};

/** One line of what was done, kept above the live area. */
type Finished = { key: number; text: string };

export const TRIAGE_KEYS =
  'j/k move · c claim · enter details · h hide v show p private u public (all emails) · 1 assigned 2 classified 3 ready 4 error 5 complete 6 archived · C complete all · r reload · q quit';

const queueMessage = (n: number) => (n === 0 ? 'The queue is empty.' : `${n} registration${n === 1 ? '' : 's'} in the queue.`);

const label = (r: Registration) =>
  `#${r.id} ${r.attributes.company_name} ${r.attributes.email_address ?? ''} [${r.attributes.status}${r.attributes.assignee_email ? `, ${r.attributes.assignee_email}` : ''}]`;

/** The triage queue: unclaimed and assigned registrations, one key per action. */
export function TriageApp({ api }: { api: TriageApi }) {
  const { exit } = useApp();
  const [me, setMe] = useState<{ email: string } | null>(null);
  const [items, setItems] = useState<Registration[] | null>(null);
  const [cursor, setCursor] = useState(0);
  const [details, setDetails] = useState<TriageDetails | null>(null);
  const [message, setMessage] = useState('Loading the queue…');
  const [busy, setBusy] = useState(false);
  const [finished, setFinished] = useState<Finished[]>([]);

  const reload = useCallback(async () => {
    const queue = await api.queue();
    setItems(queue);
    setMessage(queueMessage(queue.length));
  }, [api]);

  useEffect(() => {
    void (async () => {
      try {
        setMe(await api.me());
        await reload();
      } catch (error) {
        setMessage(`Could not load the queue: ${(error as Error).message}`);
      }
    })();
  }, [api, reload]);

  // The cursor stays on the list as registrations leave it.
  const at = Math.min(cursor, Math.max((items?.length ?? 0) - 1, 0));
  const current = items?.[at];

  function finish(text: string) {
    setFinished((f) => [...f, { key: f.length, text }]);
  }

  /** Puts the server's copy of a registration in the queue in place of the one shown. */
  function replace(next: Registration) {
    setItems((list) => (list ?? []).map((r) => (r.id === next.id ? next : r)));
  }

  /** Replaces the registration in the queue with the saved one; a complete or archived one leaves it. */
  function saved(next: Registration, what: string) {
    finish(`✔ #${next.id} ${next.attributes.company_name}: ${what}`);
    setDetails(null);
    if (!['complete', 'archived'].includes(next.attributes.status)) {
      replace(next);
      return;
    }
    setItems((list) => (list ?? []).filter((r) => r.id !== next.id));
    setMessage(queueMessage((items ?? []).filter((r) => r.id !== next.id).length));
  }

  /** Someone else holds it: the claim changed nothing. Says so, and shows who holds it now. */
  async function refused(r: Registration, error: ClaimRefused) {
    setMessage(`#${r.id} left as it is: ${error.message}`);
    try {
      replace((await api.get(r.id)).data);
    } catch {
      // The message has said what matters; the row keeps what it showed.
    }
  }

  /** Runs an action on the current registration; a claim the server refuses leaves it as it is. */
  async function act(work: (r: Registration) => Promise<string | void>) {
    if (!current || busy) return;
    setBusy(true);
    try {
      const said = await work(current);
      if (said) setMessage(said);
    } catch (error) {
      if (error instanceof ClaimRefused) await refused(current, error);
      else setMessage(`#${current.id}: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  useInput((input, key) => {
    if (input === 'q' || key.escape) {
      exit();
      return;
    }
    if (!items) return;
    if (input === 'j' || key.downArrow) {
      setCursor((c) => Math.min(c + 1, items.length - 1));
      setDetails(null);
    } else if (input === 'k' || key.upArrow) {
      setCursor((c) => Math.max(Math.min(c, items.length - 1) - 1, 0));
      setDetails(null);
    } else if (input === 'r') {
      void reload();
    } else if (key.return) {
      void act(async (r) => {
        setDetails(details?.registration.id === r.id ? null : await api.details(r.id));
      });
    } else if (input === 'c') {
      void act(async (r) => {
        saved((await api.claim(r.id)).data, 'claimed');
      });
    } else if (input === 'C') {
      // Complete-all cannot carry a claim, so the claim goes first: refused, nothing is completed.
      void act(async (r) => {
        replace((await api.claim(r.id)).data);
        saved((await api.completeAll(r.id)).data, 'completed all');
      });
    } else if (STATUS_KEYS[input]) {
      const status = STATUS_KEYS[input];
      void act(async (r) => {
        saved((await api.claim(r.id, status)).data, `status ${status}`);
      });
    } else if (BULK_KEYS[input]) {
      const { action, label: done } = BULK_KEYS[input];
      void act(async (r) => {
        if (r.attributes.addressId === null) return 'This registration has no address.';
        replace((await api.claim(r.id)).data);
        await api.bulk(r.attributes.addressId, action);
        finish(`✔ #${r.id} ${r.attributes.company_name}: ${done}`);
      });
    }
  });

  return (
    <>
      <Static items={finished}>{(f) => <Text key={f.key}>{f.text}</Text>}</Static>
      <Box flexDirection="column">
        <Text bold>Registrations to triage{me ? ` (you are ${me.email})` : ''}</Text>
        {(items ?? []).map((r, i) => (
          <Text key={r.id} inverse={i === at}>
            {i === at ? '› ' : '  '}
            {label(r)}
          </Text>
        ))}
        {details ? <DetailsView details={details} /> : null}
        <Text color={busy ? 'yellow' : undefined}>{busy ? 'Working…' : message}</Text>
        <Text dimColor>{TRIAGE_KEYS}</Text>
      </Box>
    </>
  );
}

function DetailsView({ details: d }: { details: TriageDetails }) {
  return (
    <Box flexDirection="column" borderStyle="single" paddingX={1}>
      <Text>
        <Text bold>address </Text>
        {d.email ?? 'none'} <Text bold>password </Text>
        {d.password ?? ''}
      </Text>
      <Text>
        <Text bold>persona </Text>
        {d.name}, born {d.birthdate ?? '?'}, {d.street}, {d.telephone ?? ''}
      </Text>
      <Text bold>events</Text>
      {d.events.length === 0 ? <Text dimColor>none</Text> : null}
      {d.events.map((e, i) => (
        <Text key={i}>
          {'  '}
          {e.at} {e.description}
          {e.private ? ' (private)' : ''}
        </Text>
      ))}
      <Text bold>emails received ({d.emails.length})</Text>
      {d.emails.slice(0, 10).map((e, i) => (
        <Text key={i}>
          {'  '}
          {e.at} {e.subject} <Text dimColor>{e.from ?? ''}</Text>
        </Text>
      ))}
    </Box>
  );
}
