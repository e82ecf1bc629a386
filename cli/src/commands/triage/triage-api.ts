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

/** What the triage queue asks of the server; the command passes the API, tests a fake. */
export type TriageApi = {
  me(): Promise<{ id: number; email: string }>;
  /** Unclaimed and assigned registrations, oldest first. */
  queue(): Promise<Registration[]>;
  get(id: string): Promise<RegistrationDocument>;
  details(id: string): Promise<TriageDetails>;
  claim(id: string): Promise<RegistrationDocument>;
  setStatus(id: string, status: StatusChoice): Promise<RegistrationDocument>;
  completeAll(id: string): Promise<RegistrationDocument>;
  bulk(addressId: number, action: BulkChoice): Promise<void>;
};
