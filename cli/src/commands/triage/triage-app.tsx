import { Box, Text, useApp, useInput, useWindowSize, type Key } from 'ink';
import { useCallback, useEffect, useState } from 'react';
import type { Registration } from '@tracker/core';
import { InterruptedError } from '../../errors/interrupted-error';
import { ClaimRefused, type BulkChoice, type StatusChoice, type TriageApi, type TriageDetails } from './triage-api';
import { triageLayout } from './triage-layout';

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

const queueMessage = (n: number) => (n === 0 ? 'The queue is empty.' : `${n} registration${n === 1 ? '' : 's'} in the queue.`);

const label = (r: Registration) =>
  `#${r.id} ${r.attributes.company_name} ${r.attributes.email_address ?? ''} [${r.attributes.status}${r.attributes.assignee_email ? `, ${r.attributes.assignee_email}` : ''}]`;

/**
 * The triage queue: unclaimed and assigned registrations, one key per action. It fills the
 * terminal (`size`, the window's own unless given) and follows it when resized: a window of rows
 * around the cursor, with the header, the last action's result and the keys always on screen.
 */
export function TriageApp({ api, size }: { api: TriageApi; size?: { rows: number; columns: number } }) {
  const { exit } = useApp();
  const windowSize = useWindowSize();
  const screen = size ?? windowSize;
  const [me, setMe] = useState<{ email: string } | null>(null);
  const [items, setItems] = useState<Registration[] | null>(null);
  const [cursor, setCursor] = useState(0);
  const [details, setDetails] = useState<TriageDetails | null>(null);
  const [message, setMessage] = useState('Loading the queue…');
  const [busy, setBusy] = useState(false);
  /** The registration `C` asks about: complete-all waits for y. */
  const [confirming, setConfirming] = useState<Registration | null>(null);

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

  /** Puts the server's copy of a registration in the queue in place of the one shown. */
  function replace(next: Registration) {
    setItems((list) => (list ?? []).map((r) => (r.id === next.id ? next : r)));
  }

  /** Replaces the registration in the queue with the saved one; a complete or archived one leaves it. */
  function saved(next: Registration, what: string) {
    setMessage(`✔ #${next.id} ${next.attributes.company_name}: ${what}`);
    setDetails(null);
    if (!['complete', 'archived'].includes(next.attributes.status)) {
      replace(next);
      return;
    }
    setItems((list) => (list ?? []).filter((r) => r.id !== next.id));
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
  async function act(work: (r: Registration) => Promise<string | void>, on = current) {
    if (!on || busy) return;
    setBusy(true);
    try {
      const said = await work(on);
      if (said) setMessage(said);
    } catch (error) {
      if (error instanceof ClaimRefused) await refused(on, error);
      else setMessage(`#${on.id}: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  function completeAll(registration: Registration) {
    // Complete-all cannot carry a claim, so the claim goes first: refused, nothing is completed.
    void act(async (r) => {
      replace((await api.claim(r.id)).data);
      saved((await api.completeAll(r.id)).data, 'completed all');
    }, registration);
  }

  function onKey(input: string, key: Key) {
    // Ctrl+C is a key here (the terminal is raw): trackctl ends as interrupted, exit 130.
    if (key.ctrl && input === 'c') {
      exit(new InterruptedError());
      return;
    }
    if (confirming) {
      setConfirming(null);
      if (input === 'y' || input === 'Y') completeAll(confirming);
      else setMessage(`#${confirming.id}: complete all cancelled, nothing changed.`);
      return;
    }
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
      // Completing every email of it cannot be undone from here: it asks first.
      if (current && !busy) setConfirming(current);
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
        return `✔ #${r.id} ${r.attributes.company_name}: ${done}`;
      });
    }
  }

  // Keys typed faster than the screen reads them (key repeat, a busy machine) arrive together: each counts.
  useInput((input, key) => {
    const plain = input.length > 1 && !key.ctrl && !key.meta;
    for (const one of plain ? [...input] : [input]) onKey(one, key);
  });

  const queue = items ?? [];
  const layout = triageLayout(screen, queue.length, at, details ? detailLines(details) : []);
  const shown = queue.length > layout.end - layout.first ? `, ${layout.first + 1}–${layout.end} shown` : '';
  const status = confirming
    ? `Complete all of #${confirming.id} ${confirming.attributes.company_name}? (y/N)`
    : busy
      ? 'Working…'
      : message;

  return (
    <Box flexDirection="column" width={screen.columns}>
      <Text bold wrap="truncate-end">
        Registrations to triage{items ? `: ${queue.length} in the queue${shown}` : ''}
        {me ? ` (you are ${me.email})` : ''}
      </Text>
      {queue.slice(layout.first, layout.end).map((r, i) => (
        <Text key={r.id} inverse={layout.first + i === at} wrap="truncate-end">
          {layout.first + i === at ? '› ' : '  '}
          {label(r)}
        </Text>
      ))}
      {layout.details.map((text, i) => (
        <Text key={`details-${i}`} wrap="truncate-end">
          {text}
        </Text>
      ))}
      <Text color={confirming || busy ? 'yellow' : undefined} wrap="truncate-end">
        {status}
      </Text>
      {layout.hints.map((hint) => (
        <Text key={hint} dimColor wrap="truncate-end">
          {hint}
        </Text>
      ))}
    </Box>
  );
}

/** The current registration's details as lines under the queue: its inbox, persona, events and latest emails. */
function detailLines(d: TriageDetails): string[] {
  return [
    `  │ address ${d.email ?? 'none'}  password ${d.password ?? ''}`,
    `  │ persona ${d.name}, born ${d.birthdate ?? '?'}, ${d.street}, ${d.telephone ?? ''}`,
    `  │ events${d.events.length === 0 ? ': none' : ''}`,
    ...d.events.map((e) => `  │   ${e.at} ${e.description}${e.private ? ' (private)' : ''}`),
    `  │ emails received (${d.emails.length})`,
    ...d.emails.slice(0, 10).map((e) => `  │   ${e.at} ${e.subject} ${e.from ?? ''}`),
  ];
}
