import type { Clock } from '@tracker/core';
import type { AssetStore } from '../assets/asset-store';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { InboundStore } from './inbound-store';
import type { SmtpLogger } from './smtp-server';

/** What an InboundStore is built from once the database is open: the same for the API server and the standalone listener. */
export type InboundStoreDependencies = { db: Database; assets: AssetStore; clock: Clock; config: Config; log: SmtpLogger };

export type CreateInboundStore = (dependencies: InboundStoreDependencies) => InboundStore;

/** Why no recipient is taken yet: the listener answers 451, a temporary error, and senders retry later. */
class NoInboundStoreError extends Error {
  constructor() {
    super('This build has no durable inbound store: mail is refused with a temporary error until it has one');
    this.name = 'NoInboundStoreError';
  }
}

/**
 * The one place both entries (`main.ts`, `smtp-main.ts`) get their InboundStore from.
 *
 * At merge with the durable store: `createDatabaseInboundStore` (`./database-inbound-store`) goes here,
 * `export const createInboundStore: CreateInboundStore = createDatabaseInboundStore;`, and this
 * placeholder goes. Until then every RCPT is answered 451 (try later): nothing is acknowledged that
 * nothing stored, and no sender is told an inbox does not exist.
 */
export const createInboundStore: CreateInboundStore = ({ log }) => {
  log.warn('SMTP: no durable inbound store in this build; every recipient is answered 451 (try later)');
  return {
    acceptsRecipient: () => Promise.reject(new NoInboundStoreError()),
    store: () => Promise.reject(new NoInboundStoreError()),
  };
};
