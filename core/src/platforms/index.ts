export * from './platform-signals';
export * from './message-facts';
export * from './detect-platform';
export * from './list-unsubscribe';
export * from './schema';
