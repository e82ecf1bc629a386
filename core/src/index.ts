// The whole of core in one import, for the server and the CLI's commands. The web console imports
// the per-resource entries (`@tracker/core/companies` ...) so that a screen loads only its schemas.
export * from './contract';
export * from './errors';
export * from './client';
export * from './health';
export * from './auth';
export * from './companies';
export * from './groups';
export * from './journeys';
export * from './emails';
export * from './platforms';
export * from './registrations';
export * from './addresses';
export * from './lists';
export * from './users';
export * from './teams';
export * from './holidays';
export * from './industries';
export * from './search';
export * from './inbound';
export * from './suggestions';
export * from './company-email-stats';
export * from './csv';
export * from './bulk';
export * from './dates';
