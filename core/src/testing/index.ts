// Test fixtures valid against the contract, shared by the workspaces' tests; not part of the main entry.
export * from './fixtures';
export * from './test-clock';
export * from './resources';
export * from './platform-messages';
