import type { Registration, RegistrationDocument } from '@tracker/core';

/** The registration and its address as the details view shows them. */
export type TriageDetails = {
  registration: Registration;
  email: string | null;
  password: string | null;
  name: string;
  birthdate: string | null;
  street: string;
  telephone: string | null;
  events: Array<{ at: string; description: string; private: boolean }>;
  emails: Array<{ at: string; subject: string; from: string | null }>;
};

export type StatusChoice = 'assigned' | 'classified' | 'ready' | 'error' | 'complete' | 'archived';
export type BulkChoice = 'hide' | 'show' | 'private' | 'public';

/** The server refused a claim because someone else holds the registration (409 "already claimed by ..."). */
export class ClaimRefused extends Error {
  override readonly name = 'ClaimRefused';
}

/** What the triage queue asks of the server; the command passes the API, tests a fake. */
export type TriageApi = {
  me(): Promise<{ email: string }>;
  /** Unclaimed and assigned registrations, oldest first. */
  queue(): Promise<Registration[]>;
  get(id: string): Promise<RegistrationDocument>;
  details(id: string): Promise<TriageDetails>;
  /**
   * Claims it for me, and sets the status in the same request when one is given. The server claims
   * only one nobody else holds (one of mine stays mine), so this is the "someone else took it" check:
   * it throws ClaimRefused then, and nothing is changed.
   */
  claim(id: string, status?: StatusChoice): Promise<RegistrationDocument>;
  /** Complete-all. The server does not ask who holds it: claim first. */
  completeAll(id: string): Promise<RegistrationDocument>;
  /** Every email of the address at once. The server does not ask who holds the registration: claim first. */
  bulk(addressId: number, action: BulkChoice): Promise<void>;
};
