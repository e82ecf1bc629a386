import type { Envelope, InboundStore, StoredMessage } from '../inbound/inbound-store';

export type MemoryInboundStore = InboundStore & {
  /** What was stored, in order, one entry per `store` call. */
  readonly messages: Array<{ raw: Buffer; envelope: Envelope }>;
  /** While set, `store` rejects with this error (a database that is down). */
  failWith: Error | undefined;
  /** Makes every later `store` wait until `release()`; resolves when the first such call arrives. */
  hold(): { arrived: Promise<void>; release: () => void };
};

/** An InboundStore in memory that accepts mail for the given inboxes, for the listener's tests. */
export function createMemoryInboundStore(inboxes: readonly string[]): MemoryInboundStore {
  const known = new Set(inboxes.map((inbox) => inbox.toLowerCase()));
  let nextId = 1;
  let gate: Promise<void> | undefined;
  let onArrival: (() => void) | undefined;
  const store: MemoryInboundStore = {
    messages: [],
    failWith: undefined,
    async acceptsRecipient(address) {
      return known.has(address.toLowerCase());
    },
    async store(raw, envelope) {
      onArrival?.();
      if (gate) await gate;
      if (store.failWith) throw store.failWith;
      store.messages.push({ raw, envelope });
      return envelope.recipients.map((recipient): StoredMessage => ({ id: nextId++, recipient, duplicate: false }));
    },
    hold() {
      let release = () => {};
      gate = new Promise<void>((resolve) => (release = resolve));
      const arrived = new Promise<void>((resolve) => (onArrival = resolve));
      return { arrived, release };
    },
  };
  return store;
}
